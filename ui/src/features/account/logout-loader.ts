import { redirect } from 'react-router';
import { logout } from '@/lib/auth-store';
import { LOGOUT_TARGET } from '@/lib/paths';

/** /logout: ends the session on the box, forgets the saved data, lands on /login/ (SPEC.md section 4). */
export async function logoutLoader(): Promise<Response> {
  await logout();
  return redirect(LOGOUT_TARGET);
}
