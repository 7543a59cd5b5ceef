import { ApiError, errorMessage } from '@/lib/api-client';
import { checkAuth } from '@/lib/auth-store';

/**
 * A failed call: a lost login (401) re-checks the session, so the login guard takes the screen to
 * /login (the carts stay in this browser); anything else answers the message to show.
 */
export function handyFailure(error: unknown): string | null {
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  if (error instanceof ApiError && error.status === 401) {
    void checkAuth();
    return null;
  }
  return errorMessage(error);
}

/**
 * Whether sending the same order again may succeed, and the box may already hold it: it was not
 * reached, the answer was lost or late, or it failed on its side. Any other answer is final and
 * the box wrote nothing.
 */
export function isUncertain(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return true;
  if (!(error instanceof ApiError)) return false;
  return error.code === 'NETWORK' || error.status >= 500 || error.status === 408 || error.status === 429;
}
