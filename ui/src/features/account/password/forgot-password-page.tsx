import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { TextField } from '@/components/ui/text-field';
import { accountJa } from '@/i18n/account.ja';
import { ja } from '@/i18n/ja';
import { errorMessage } from '@/lib/api-client';
import { accountApi } from '../api/account-api';
import styles from '../components/account-form.module.css';
import { AccountShell } from '../components/account-shell';
import { emailError } from '../email-rules';
import { useFields } from '../use-fields';
import { useShopInfo } from '../use-shop-info';
import { WaitingMailLink } from './waiting-mail-link';

/** /forgot-password: asks for a reset mail. The answer is the same whether the address exists. */
export function ForgotPasswordPage() {
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

  const noRelay = shop?.mailRelay === false && <Alert tone="info">{accountJa.forgot.noRelay}</Alert>;

  if (state === 'sent') {
    return (
      <AccountShell title={accountJa.forgot.sentTitle} wide>
        <Alert tone="success">{ja.success.passwordMailSent}</Alert>
        <p className={styles.note}>{accountJa.forgot.sentNote}</p>
        {noRelay}
        {shop && <WaitingMailLink email={sentTo} relay={shop.mailRelay} />}
        <LinkButton to={paths.login} size="lg" block variant="secondary">
          {accountJa.forgot.backToLogin}
        </LinkButton>
      </AccountShell>
    );
  }

  return (
    <AccountShell title={ja.titles.forgotPassword} lead={accountJa.forgot.lead}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={ja.titles.forgotPassword}>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={accountJa.fields.email}
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
          {state === 'sending' ? accountJa.forgot.sending : accountJa.forgot.submit}
        </Button>
        <p className={styles.links}>
          <Link to={paths.login}>{accountJa.forgot.backToLogin}</Link>
        </p>
      </form>
    </AccountShell>
  );
}
