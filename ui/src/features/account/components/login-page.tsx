import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ja } from '@/i18n/ja';
import { loginNotice } from '../login-notice';
import { AccountShell } from './account-shell';
import { LoginForm } from './login-form';

export function LoginPage() {
  const [search] = useSearchParams();
  const notice = loginNotice(search);
  return (
    <AccountShell title={ja.login.heading} lead={ja.login.lead}>
      {notice && <Alert tone={search.has('expired') ? 'info' : 'success'}>{notice}</Alert>}
      <LoginForm />
    </AccountShell>
  );
}
