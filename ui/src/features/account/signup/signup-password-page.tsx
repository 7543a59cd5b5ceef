import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { LinkButton } from '@/components/ui/link-button';
import { PageSpinner } from '@/components/ui/spinner';
import { accountJa } from '@/i18n/account.ja';
import { ja } from '@/i18n/ja';
import { AccountShell } from '../components/account-shell';
import { StatusCard } from '../components/status-card';
import { isFlagOn, keyFrom } from '../query-flag';
import { SignupPasswordForm } from './signup-password-form';
import { useSignupKey } from './use-signup-key';

const toLogin = (
  <LinkButton to={paths.login} size="lg" block>
    {accountJa.signup.toLogin}
  </LinkButton>
);

/** /signup/password?activate=…[&isCreateWithPassword=1]: the invited admin sets a password. */
export function SignupPasswordPage() {
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
        <AccountShell title={ja.titles.signupPassword} lead={accountJa.signup.checking}>
          <PageSpinner />
        </AccountShell>
      );
    case 'invalid':
      return <StatusCard title={accountJa.signup.invalidTitle} tone="error" message={state.message} actions={toLogin} />;
    case 'already':
      return (
        <StatusCard title={accountJa.signup.alreadyTitle} tone="info" message={accountJa.signup.already} actions={toLogin} />
      );
    case 'registered':
      return (
        <StatusCard title={ja.titles.signupPassword} tone="success" message={accountJa.signup.registered} actions={toLogin} />
      );
    default:
      return (
        <AccountShell
          title={ja.titles.signupPassword}
          lead={withPassword ? accountJa.signup.leadWithPassword : accountJa.signup.lead}
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
