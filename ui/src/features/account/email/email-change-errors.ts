import { accountJa } from '@/i18n/account.ja';
import { ApiError } from '@/lib/api-client';

/** SPEC.md section 8's email-change messages: duplicate, not found, and one for the rest. */
export function emailChangeError(error: unknown): string {
  if (!(error instanceof ApiError)) return accountJa.email.failed;
  if (error.code === 'DUPLICATE_EMAIL' || error.body?.error.duplicate) return accountJa.email.duplicate;
  if (error.code === 'USER_NOT_FOUND' || error.body?.error.notFound) return accountJa.email.notFound;
  if (error.code === 'INVALID_ACTIVATE_KEY') return accountJa.keys.invalid;
  if (error.code === 'NETWORK' || error.code === 'RATE_LIMITED') return error.message;
  return accountJa.email.failed;
}
