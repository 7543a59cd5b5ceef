import { redirect } from 'react-router';
import { LOGOUT_TARGET } from '@/app/paths';
import { logout } from '@/lib/auth-store';

/** /logout: ends the session on the box, forgets the saved data, lands on /login/ (SPEC.md section 4). */
export async function logoutLoader(): Promise<Response> {
  await logout();
  return redirect(LOGOUT_TARGET);
}
