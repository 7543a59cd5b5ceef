import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { accountText } from '@/i18n/account';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useShake } from '@/lib/use-shake';
import { accountApi } from '../api/account-api';
import styles from '../components/account-form.module.css';
import { passwordError, repeatError } from '../password-rules';
import { useFields } from '../use-fields';
import type { SignupState } from './use-signup-key';

export interface SignupPasswordFormProps {
  activateKey: string;
  email: string;
  /** isCreateWithPassword: the person chose a password when signing up and enters it again. */
  withPassword: boolean;
  sending: boolean;
  onState: (state: SignupState) => void;
}

export function SignupPasswordForm({ activateKey, email, withPassword, sending, onState }: SignupPasswordFormProps) {
  const account = useText(accountText);
  const app = useText(appText);
  const { values, bind, shown, touchAll } = useFields({ password: '', repeat: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const { ref, shake } = useShake<HTMLFormElement>();

  const errors = {
    password: serverError ?? passwordError(values.password),
    repeat: withPassword ? null : repeatError(values.password, values.repeat),
  };
  const valid = errors.password === null && errors.repeat === null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    touchAll();
    if (!valid || sending) return;
    setFailure(null);
    onState({ kind: 'sent', email });
    try {
      // The box checks the password only where the account already has one (SPEC.md's definitive auth).
      await accountApi.definitiveAuth({ activatekey: activateKey, password: values.password });
      const { registed } = await accountApi.createPassword({ activatekey: activateKey, password: values.password, flag: 1 });
      onState(registed ? { kind: 'registered' } : { kind: 'already' });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      if (code === 'INVALID_ACTIVATE_KEY') return onState({ kind: 'invalid', message: account.keys.invalid });
      onState({ kind: 'form', email });
      if (code === 'PASSWORD_TOO_SHORT') setServerError(errorMessage(error));
      else setFailure(errorMessage(error));
      if (code === 'E_INVALID_AUTH_PASSWORD') shake();
    }
  };

  const passwordProps = bind('password');
  return (
    <form ref={ref} className={styles.form} onSubmit={submit} noValidate aria-label={app.titles.signupPassword}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className={styles.readonly}>
        <span className={styles.readonlyLabel}>{account.signup.account}</span>
        <span className={styles.readonlyValue}>{email}</span>
      </div>
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label={account.fields.password}
        type="password"
        autoComplete={withPassword ? 'current-password' : 'new-password'}
        hint={withPassword ? undefined : account.fields.passwordHint}
        {...passwordProps}
        onChange={(e) => {
          setServerError(null);
          passwordProps.onChange(e);
        }}
        error={shown('password', errors.password)}
      />
      {!withPassword && (
        <TextField
          label={account.fields.passwordConfirm}
          type="password"
          autoComplete="new-password"
          {...bind('repeat')}
          error={shown('repeat', errors.repeat)}
        />
      )}
      <Button type="submit" size="lg" block disabled={!valid} loading={sending}>
        {sending ? account.signup.sending : withPassword ? account.signup.submitWithPassword : account.signup.submit}
      </Button>
    </form>
  );
}
