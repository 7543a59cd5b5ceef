import { isPasswordTooShort } from '@contract/password-rules';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';

/** The box's rule (trimmed, counted as people count characters). */
export function passwordError(password: string): string | null {
  const app = text(appText);
  if (password === '') return app.validation.passwordRequired;
  return isPasswordTooShort(password) ? app.validation.passwordMin : null;
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
