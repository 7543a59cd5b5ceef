import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { accountText } from '@/i18n/account';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { useShake } from '@/lib/use-shake';
import { accountApi } from '../api/account-api';
import styles from '../components/account-form.module.css';
import { AccountPage } from '../components/account-page';
import { passwordError, repeatError, requiredPasswordError } from '../password-rules';
import { sessionLapsed } from '../session-lapse';
import { useFields } from '../use-fields';
import { NewPasswordFields } from './new-password-fields';

/** /edit/password: the current password, then the new one twice. The box ends other sessions. */
export function EditPasswordScreen() {
  const account = useText(accountText);
  const app = useText(appText);
  const { user } = useAuth();
  const { values, bind, shown, touchAll, reset } = useFields({ oldPassword: '', newPassword: '', repeat: '' });
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const { ref, shake } = useShake<HTMLFormElement>();

  const errors = {
    oldPassword: requiredPasswordError(values.oldPassword),
    newPassword: passwordError(values.newPassword),
    repeat: repeatError(values.newPassword, values.repeat),
  };
  const valid = Object.values(errors).every((e) => e === null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    touchAll();
    if (!valid || sending || !user) return;
    setSending(true);
    setResult(null);
    try {
      await accountApi.updatePassword({
        id: user.id,
        email: user.email,
        oldPassword: values.oldPassword,
        newPassword: values.newPassword,
      });
      reset();
      setResult({ tone: 'success', message: account.password.done });
    } catch (error) {
      if (sessionLapsed(error)) return;
      // A wrong current password is the box's E_OLD_PASSWORD_MISMATCH with SPEC.md's message.
      setResult({ tone: 'error', message: errorMessage(error) });
      shake();
    } finally {
      setSending(false);
    }
  };

  return (
    <AccountPage title={app.titles.editPassword} lead={account.password.lead}>
      <form ref={ref} className={styles.form} onSubmit={submit} noValidate aria-label={app.titles.editPassword}>
        {result && <Alert tone={result.tone}>{result.message}</Alert>}
        <input type="email" name="username" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
        <TextField
          label={account.fields.oldPassword}
          type="password"
          autoComplete="current-password"
          {...bind('oldPassword')}
          error={shown('oldPassword', errors.oldPassword)}
        />
        <NewPasswordFields
          password={bind('newPassword')}
          passwordError={shown('newPassword', errors.newPassword)}
          repeat={bind('repeat')}
          repeatError={shown('repeat', errors.repeat)}
        />
        <Button type="submit" size="lg" block disabled={!valid} loading={sending}>
          {sending ? account.password.sending : account.password.submit}
        </Button>
      </form>
    </AccountPage>
  );
}
