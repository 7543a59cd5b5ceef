import { ApiError } from '@/lib/api-client';
import { checkAuth } from '@/lib/auth-store';
import { createStore, useStore } from '@/store/create-store';

// Counts how often the box said the page password has lapsed (12 h cookie, or changed on the box);
// the page-auth gate asks again each time it grows.
const pageAuthLapses = createStore(0);

/**
 * Lets the admin frame react when a management call finds the login or the page password gone:
 * a lapsed login is re-checked (the login guard then redirects with the return path), a lapsed
 * page password brings the prompt back.
 */
export function reportAdminFailure(error: unknown): void {
  if (!(error instanceof ApiError)) return;
  if (error.code === 'PAGE_AUTH_REQUIRED') pageAuthLapses.set((n) => n + 1);
  if (error.code === 'UNAUTHENTICATED') void checkAuth();
}

export function usePageAuthLapses(): number {
  return useStore(pageAuthLapses);
}
