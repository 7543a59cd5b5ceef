import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { accountText } from '@/i18n/account';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { ApiError, errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { accountApi } from '../api/account-api';
import styles from '../components/account-form.module.css';
import { AccountShell } from '../components/account-shell';
import { StatusCard } from '../components/status-card';
import { passwordError, repeatError } from '../password-rules';
import { keyFrom } from '../query-flag';
import { useFields } from '../use-fields';
import { NewPasswordFields } from './new-password-fields';

type Outcome = { kind: 'invalid' } | { kind: 'expired'; message: string } | null;

function RequestAgain() {
  const account = useText(accountText);
  return (
    <LinkButton to={paths.forgotPassword} size="lg" block>
      {account.reset.requestAgain}
    </LinkButton>
  );
}

/** /reset-password?secret=…: a new password from the mailed key (single use, one hour). */
export function ResetPasswordPage() {
  const account = useText(accountText);
  const app = useText(appText);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const secret = keyFrom(search, 'secret');
  const { values, bind, shown, touchAll } = useFields({ password: '', repeat: '' });
  const [outcome, setOutcome] = useState<Outcome>(secret ? null : { kind: 'invalid' });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const errors = { password: passwordError(values.password), repeat: repeatError(values.password, values.repeat) };
  const valid = errors.password === null && errors.repeat === null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    touchAll();
    if (!valid || sending || !secret) return;
    setSending(true);
    setFailure(null);
    try {
      await accountApi.resetPassword({ activatekey: secret, password: values.password });
      navigate(`${paths.login}?isResetPass=1`, { replace: true });
    } catch (error) {
      setSending(false);
      const code = error instanceof ApiError ? error.code : null;
      if (code === 'INVALID_ACTIVATE_KEY') setOutcome({ kind: 'invalid' });
      else if (code === 'RESET_EXPIRED') setOutcome({ kind: 'expired', message: errorMessage(error) });
      else setFailure(errorMessage(error));
    }
  };

  if (outcome?.kind === 'invalid') {
    return (
      <StatusCard title={account.reset.invalidTitle} tone="error" message={account.keys.invalid} actions={<RequestAgain />} />
    );
  }
  if (outcome?.kind === 'expired') {
    return <StatusCard title={account.reset.expiredTitle} tone="error" message={outcome.message} actions={<RequestAgain />} />;
  }
  return (
    <AccountShell title={app.titles.resetPassword} lead={account.reset.lead}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={app.titles.resetPassword}>
        {failure && <Alert tone="error">{failure}</Alert>}
        <NewPasswordFields
          password={bind('password')}
          passwordError={shown('password', errors.password)}
          repeat={bind('repeat')}
          repeatError={shown('repeat', errors.repeat)}
        />
        <Button type="submit" size="lg" block disabled={!valid} loading={sending}>
          {sending ? account.reset.sending : account.reset.submit}
        </Button>
      </form>
    </AccountShell>
  );
}
