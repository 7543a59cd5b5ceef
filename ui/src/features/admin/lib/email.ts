import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';

// The same shape the box accepts (zod's email check): something@host.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC.md section 5: email required, valid, trimmed; null when it is fine. */
export function emailError(email: string): string | null {
  const app = text(appText);
  const trimmed = email.trim();
  if (trimmed === '') return app.validation.emailRequired;
  return EMAIL.test(trimmed) && trimmed.length <= 254 ? null : app.validation.emailFormat;
}
