import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { TextField } from '@/components/ui/text-field';
import { accountText } from '@/i18n/account';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { errorMessage } from '@/lib/api-client';
import { emailError } from '@/lib/email-error';
import { paths } from '@/lib/paths';
import { accountApi } from '../api/account-api';
import styles from '../components/account-form.module.css';
import { AccountShell } from '../components/account-shell';
import { useFields } from '../use-fields';
import { useShopInfo } from '../use-shop-info';
import { WaitingMailLink } from './waiting-mail-link';

/** /forgot-password: asks for a reset mail. The answer is the same whether the address exists. */
export function ForgotPasswordPage() {
  const account = useText(accountText);
  const app = useText(appText);
  const { values, bind, shown, touchAll } = useFields({ email: '' });
  const [state, setState] = useState<'form' | 'sending' | 'sent'>('form');
  const [sentTo, setSentTo] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const shop = useShopInfo();
  const error = emailError(values.email);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    touchAll();
    if (error || state === 'sending') return;
    setFailure(null);
    setState('sending');
    try {
      await accountApi.forgotPassword(values.email.trim());
      setSentTo(values.email.trim().toLowerCase());
      setState('sent');
    } catch (e) {
      setFailure(errorMessage(e));
      setState('form');
    }
  };

  const noRelay = shop?.mailRelay === false && <Alert tone="info">{account.forgot.noRelay}</Alert>;

  if (state === 'sent') {
    return (
      <AccountShell title={account.forgot.sentTitle} wide>
        <Alert tone="success">{app.success.passwordMailSent}</Alert>
        <p className={styles.note}>{account.forgot.sentNote}</p>
        {noRelay}
        {shop && <WaitingMailLink email={sentTo} relay={shop.mailRelay} />}
        <LinkButton to={paths.login} size="lg" block variant="secondary">
          {account.forgot.backToLogin}
        </LinkButton>
      </AccountShell>
    );
  }

  return (
    <AccountShell title={app.titles.forgotPassword} lead={account.forgot.lead}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={app.titles.forgotPassword}>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={account.fields.email}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="example@example.com"
          {...bind('email')}
          error={shown('email', error)}
        />
        <Button type="submit" size="lg" block disabled={error !== null} loading={state === 'sending'}>
          {state === 'sending' ? account.forgot.sending : account.forgot.submit}
        </Button>
        <p className={styles.links}>
          <Link to={paths.login}>{account.forgot.backToLogin}</Link>
        </p>
      </form>
    </AccountShell>
  );
}
