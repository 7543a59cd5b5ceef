import { RequireLogin } from '@/components/guards/require-login';
import { EditEmailScreen } from './email/edit-email-page';
import { EditPasswordScreen } from './password/edit-password-page';
import { EditProfileScreen } from './profile/edit-profile-page';

export { LoginPage } from './components/login-page';
// Account screens, loaded on demand. The /edit/* screens need a login (SPEC.md section 6);
// /edit/email/updated does not: its mailed key is the proof, and it is often opened on a phone.
export { EditEmailUpdatedPage } from './email/edit-email-updated-page';
export { ForgotPasswordPage } from './password/forgot-password-page';
export { ResetPasswordPage } from './password/reset-password-page';
export { SignupPasswordPage } from './signup/signup-password-page';

export function EditEmailPage() {
  return (
    <RequireLogin>
      <EditEmailScreen />
    </RequireLogin>
  );
}

export function EditPasswordPage() {
  return (
    <RequireLogin>
      <EditPasswordScreen />
    </RequireLogin>
  );
}

export function EditProfilePage() {
  return (
    <RequireLogin>
      <EditProfileScreen />
    </RequireLogin>
  );
}
