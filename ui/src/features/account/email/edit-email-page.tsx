import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LinkQr } from '@/components/ui/link-qr';
import { TextField } from '@/components/ui/text-field';
import { accountText } from '@/i18n/account';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { checkAuth, useAuth } from '@/lib/auth-store';
import { emailError } from '@/lib/email-error';
import { accountApi } from '../api/account-api';
import styles from '../components/account-form.module.css';
import { AccountPage } from '../components/account-page';
import { sessionLapsed } from '../session-lapse';
import { useFields } from '../use-fields';
import { emailChangeError } from './email-change-errors';

type Sent = { email: string; confirmLink: string | undefined };

/** /edit/email: the new address gets a link; the login email changes only when it is opened. */
export function EditEmailScreen() {
  const account = useText(accountText);
  const app = useText(appText);
  const { user } = useAuth();
  const { values, bind, shown, touchAll, reset } = useFields({ email: '' });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const error = emailError(values.email);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    touchAll();
    if (error || sending || !user) return;
    const email = values.email.trim();
    setSending(true);
    setFailure(null);
    try {
      const res = await accountApi.updateEmail({ id: user.id, email });
      setSent({ email, confirmLink: res.confirmLink });
      // The pending address shows on the next visit too.
      void checkAuth();
    } catch (e) {
      if (sessionLapsed(e)) return;
      setFailure(emailChangeError(e));
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <AccountPage title={account.email.sentTitle} wide>
        <Alert tone="success">{account.email.sent(sent.email)}</Alert>
        {sent.confirmLink && (
          <>
            <Alert tone="info">{account.email.noRelay}</Alert>
            <LinkQr
              url={sent.confirmLink}
              label={account.email.linkLabel}
              openLabel={account.mailedLink.open}
              qrAlt={account.mailedLink.qrAlt(account.email.linkLabel)}
            />
          </>
        )}
        <Button
          variant="secondary"
          size="lg"
          block
          onClick={() => {
            reset();
            setSent(null);
          }}
        >
          {account.email.again}
        </Button>
      </AccountPage>
    );
  }

  return (
    <AccountPage title={app.titles.editEmail} lead={account.email.lead}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={app.titles.editEmail}>
        {failure && <Alert tone="error">{failure}</Alert>}
        <div className={styles.readonly}>
          <span className={styles.readonlyLabel}>{account.fields.currentEmail}</span>
          <span className={styles.readonlyValue}>{user?.email}</span>
        </div>
        {user?.updateEmail && (
          <p className={styles.note}>
            {account.email.pending}
            <strong>{user.updateEmail}</strong>
            <br />
            {account.email.pendingNote}
          </p>
        )}
        <TextField
          label={account.fields.newEmail}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="example@example.com"
          {...bind('email')}
          error={shown('email', error)}
        />
        <Button type="submit" size="lg" block disabled={error !== null} loading={sending}>
          {sending ? account.email.sending : account.email.submit}
        </Button>
      </form>
    </AccountPage>
  );
}
