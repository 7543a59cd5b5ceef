import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { ja } from '@/i18n/ja';

// Account screens, loaded on demand. Replace a placeholder with the screen when it is built.
export { LoginPage } from './components/login-page';

export function SignupPasswordPage() {
  return <PlaceholderPage title={ja.titles.signupPassword} />;
}

export function ForgotPasswordPage() {
  return <PlaceholderPage title={ja.titles.forgotPassword} />;
}

export function ResetPasswordPage() {
  return <PlaceholderPage title={ja.titles.resetPassword} />;
}

export function EditEmailPage() {
  return <PlaceholderPage title={ja.titles.editEmail} />;
}

export function EditEmailUpdatedPage() {
  return <PlaceholderPage title={ja.titles.editEmailUpdated} />;
}

export function EditPasswordPage() {
  return <PlaceholderPage title={ja.titles.editPassword} />;
}

export function EditProfilePage() {
  return <PlaceholderPage title={ja.titles.editProfile} />;
}
