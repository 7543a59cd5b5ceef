import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';

// Deliberately loose, as on the login screen: the box's zod check is the real one.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC.md section 5: required, valid, trimmed. */
export function emailError(value: string): string | null {
  const app = text(appText);
  const email = value.trim();
  if (email === '') return app.validation.emailRequired;
  return EMAIL.test(email) ? null : app.validation.emailFormat;
}
