import { ApiError } from '@/lib/api-client';
import { checkAuth } from '@/lib/auth-store';

/**
 * The login ended while the screen was open (expired, or revoked from another device): asking
 * the box again flips the auth state, and the login guard takes the person to /login and back.
 */
export function sessionLapsed(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.code !== 'UNAUTHENTICATED') return false;
  void checkAuth();
  return true;
}
