import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { loginNotice } from '../login-notice';
import { AccountShell } from './account-shell';
import { LoginForm } from './login-form';

export function LoginPage() {
  const app = useText(appText);
  const [search] = useSearchParams();
  const notice = loginNotice(search);
  return (
    <AccountShell title={app.login.heading} lead={app.login.lead}>
      {notice && <Alert tone={search.has('expired') ? 'info' : 'success'}>{notice}</Alert>}
      <LoginForm />
    </AccountShell>
  );
}
