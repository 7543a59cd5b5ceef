import { PASSWORD_MIN_LENGTH } from '@contract/constants';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';

/** Counted as people count characters (the box does the same), not in UTF-16 units. */
export function passwordError(password: string): string | null {
  const app = text(appText);
  if (password === '') return app.validation.passwordRequired;
  return [...password].length < PASSWORD_MIN_LENGTH ? app.validation.passwordMin : null;
}

/** SPEC.md section 5: the repeat must equal the new password. */
export function repeatError(password: string, repeat: string): string | null {
  const app = text(appText);
  return repeat === password ? null : app.validation.passwordRepeat;
}

export function requiredPasswordError(password: string): string | null {
  const app = text(appText);
  return password === '' ? app.validation.passwordRequired : null;
}
