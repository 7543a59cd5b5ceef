import { isEmail } from '@contract/email-rule';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';

/** SPEC.md section 5: email required and valid (the box's own rule), trimmed; null when it is fine. */
export function emailError(value: string): string | null {
  const app = text(appText);
  if (value.trim() === '') return app.validation.emailRequired;
  return isEmail(value) ? null : app.validation.emailFormat;
}
