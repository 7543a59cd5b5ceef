import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';
import { useAuth, whenAuthChecked } from '@/lib/auth-store';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toast-store';
import { type GuardProps, LoginRedirect, useNavigating } from './require-login';

/** Tells the user they may not see the page and takes them to the top page (SPEC.md section 6). */
function ForbiddenRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    showToast(text(appText).alerts.forbidden, 'error');
    navigate(paths.home, { replace: true });
  }, [navigate]);
  return <PageSpinner />;
}

export interface RequireRoleProps extends GuardProps {
  /** The lowest role that may see the content. */
  min: number;
}

/** Content for users of at least `min` role; it waits for the login check before deciding. */
export function RequireRole({ min, children }: RequireRoleProps) {
  const auth = useAuth();
  const navigating = useNavigating();
  useEffect(() => {
    void whenAuthChecked();
  }, []);
  if (!auth.isChecked) return <PageSpinner />;
  if (!auth.isLogin || !auth.user) return navigating ? <PageSpinner /> : <LoginRedirect />;
  if (auth.user.role.role < min) return <ForbiddenRedirect />;
  return children ?? <Outlet />;
}
