import { accountText } from '@/i18n/account';
import { text } from '@/i18n/catalog';
import { ApiError, errorMessage } from '@/lib/api-client';

/** SPEC.md section 8's email-change messages: duplicate, not found, and one for the rest. */
export function emailChangeError(error: unknown): string {
  const account = text(accountText);
  if (!(error instanceof ApiError)) return account.email.failed;
  if (error.code === 'DUPLICATE_EMAIL' || error.body?.error.duplicate) return account.email.duplicate;
  if (error.code === 'USER_NOT_FOUND' || error.body?.error.notFound) return account.email.notFound;
  if (error.code === 'INVALID_ACTIVATE_KEY') return account.keys.invalid;
  if (error.code === 'NETWORK' || error.code === 'RATE_LIMITED') return errorMessage(error);
  return account.email.failed;
}
