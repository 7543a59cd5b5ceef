import { ja } from '@/i18n/ja';

// Deliberately loose, as on the login screen: the box's zod check is the real one.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC.md section 5: required, valid, trimmed. */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return ja.validation.emailRequired;
  return EMAIL.test(email) ? null : ja.validation.emailFormat;
}
