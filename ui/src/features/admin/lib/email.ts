import { ja } from '@/i18n/ja';

// The same shape the box accepts (zod's email check): something@host.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC.md section 5: email required, valid, trimmed; null when it is fine. */
export function emailError(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return ja.validation.emailRequired;
  return EMAIL.test(trimmed) && trimmed.length <= 254 ? null : ja.validation.emailFormat;
}
