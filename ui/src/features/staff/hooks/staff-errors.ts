import { ApiError, errorMessage } from '@/lib/api-client';
import { checkAuth } from '@/lib/auth-store';

/**
 * A failed staff call: a lost login (401) re-checks the session, so the login guard takes the
 * screen to /login; anything else answers the message to show.
 */
export function staffFailure(error: unknown): string | null {
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  if (error instanceof ApiError && error.status === 401) {
    void checkAuth();
    return null;
  }
  return errorMessage(error);
}
