import { ApiError, errorMessage } from '@/lib/api-client';
import { checkAuth } from '@/lib/auth-store';

/**
 * A failed call of the display: a lost login (401) re-checks the session, so the login guard
 * takes the screen to /login; an aborted one says nothing; anything else answers the message.
 */
export function kitchenFailure(error: unknown): string | null {
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  if (error instanceof ApiError && error.status === 401) {
    void checkAuth();
    return null;
  }
  return errorMessage(error);
}
