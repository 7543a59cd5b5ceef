import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/spinner';
import { accountText } from '@/i18n/account';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import { AccountShell } from '../components/account-shell';
import { StatusCard } from '../components/status-card';
import { isFlagOn, keyFrom } from '../query-flag';
import { SignupPasswordForm } from './signup-password-form';
import { useSignupKey } from './use-signup-key';

function ToLogin() {
  const account = useText(accountText);
  return (
    <LinkButton to={paths.login} size="lg" block>
      {account.signup.toLogin}
    </LinkButton>
  );
}

/** /signup/password?activate=…[&isCreateWithPassword=1]: the invited admin sets a password. */
export function SignupPasswordPage() {
  const account = useText(accountText);
  const app = useText(appText);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const key = keyFrom(search, 'activate');
  const withPassword = isFlagOn(search, 'isCreateWithPassword');
  const [state, setState] = useSignupKey(key);

  useEffect(() => {
    if (state.kind === 'registered') navigate(`${paths.login}?isRegist=1`, { replace: true });
  }, [state.kind, navigate]);

  switch (state.kind) {
    case 'checking':
      return (
        <AccountShell title={app.titles.signupPassword} lead={account.signup.checking}>
          <PageSpinner />
        </AccountShell>
      );
    case 'invalid':
      return <StatusCard title={account.signup.invalidTitle} tone="error" message={state.message} actions={<ToLogin />} />;
    case 'already':
      return (
        <StatusCard title={account.signup.alreadyTitle} tone="info" message={account.signup.already} actions={<ToLogin />} />
      );
    case 'registered':
      return (
        <StatusCard title={app.titles.signupPassword} tone="success" message={account.signup.registered} actions={<ToLogin />} />
      );
    default:
      return (
        <AccountShell
          title={app.titles.signupPassword}
          lead={withPassword ? account.signup.leadWithPassword : account.signup.lead}
        >
          <SignupPasswordForm
            activateKey={key ?? ''}
            email={state.email}
            withPassword={withPassword}
            sending={state.kind === 'sent'}
            onState={setState}
          />
        </AccountShell>
      );
  }
}
