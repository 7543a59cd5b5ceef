import { ACCOUNT_ADMIN_MIN_ROLE } from '@contract/constants';
import { Outlet, useLocation } from 'react-router';
import { RequireLogin } from '@/components/guards/require-login';
import { RequirePageAuth } from '@/components/guards/require-page-auth';
import { RequireRole } from '@/components/guards/require-role';
import { AdminFrame } from '@/components/layout/admin-frame';
import { usePageAuthLapses } from '../../api/admin-session';

/**
 * Every /admin path: login first; then, on account paths ('users', 'admin-users'), the role
 * check, before any password is asked; then the side menu and the shared page password.
 */
export function AdminLayout() {
  const lapses = usePageAuthLapses();
  const { pathname } = useLocation();
  const minRole = pathname.includes('users') ? ACCOUNT_ADMIN_MIN_ROLE : 0;
  return (
    <RequireLogin>
      <RequireRole min={minRole}>
        <AdminFrame>
          <RequirePageAuth lapses={lapses}>
            <Outlet />
          </RequirePageAuth>
        </AdminFrame>
      </RequireRole>
    </RequireLogin>
  );
}
