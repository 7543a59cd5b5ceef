import type { ChangeEvent } from 'react';
import { TextField } from '@/components/ui/text-field';
import { accountText } from '@/i18n/account';
import { useText } from '@/i18n/use-text';

/** One field as `useFields().bind(name)` gives it. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

export interface NewPasswordFieldsProps {
  password: FieldBinding;
  /** The message to show under the new password (null: none, or not touched yet). */
  passwordError: string | null;
  repeat: FieldBinding;
  repeatError: string | null;
}

/** The new password, with the length hint, and its repeat: the reset and change screens ask the same. */
export function NewPasswordFields({ password, passwordError, repeat, repeatError }: NewPasswordFieldsProps) {
  const account = useText(accountText);
  return (
    <>
      <TextField
        label={account.fields.newPassword}
        type="password"
        autoComplete="new-password"
        hint={account.fields.passwordHint}
        {...password}
        error={passwordError}
      />
      <TextField
        label={account.fields.newPasswordConfirm}
        type="password"
        autoComplete="new-password"
        {...repeat}
        error={repeatError}
      />
    </>
  );
}
