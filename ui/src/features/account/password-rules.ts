import { PASSWORD_MIN_LENGTH } from '@contract/constants';
import { ja } from '@/i18n/ja';

/** Counted as people count characters (the box does the same), not in UTF-16 units. */
export function passwordError(password: string): string | null {
  if (password === '') return ja.validation.passwordRequired;
  return [...password].length < PASSWORD_MIN_LENGTH ? ja.validation.passwordMin : null;
}

/** SPEC.md section 5: the repeat must equal the new password. */
export function repeatError(password: string, repeat: string): string | null {
  return repeat === password ? null : ja.validation.passwordRepeat;
}

export function requiredPasswordError(password: string): string | null {
  return password === '' ? ja.validation.passwordRequired : null;
}
