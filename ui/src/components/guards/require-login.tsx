import { type ReactNode, useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';
import { useAuth, whenAuthChecked } from '@/lib/auth-store';
import { saveLoginRedirect } from '@/lib/login-redirect';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toast-store';

export interface GuardProps {
  /** What the guard protects; without children it renders the child routes (<Outlet />). */
  children?: ReactNode;
}

/**
 * Sends a visitor without a login to /login, remembering where they were (SPEC.md section 6). The
 * message is a toast rather than window.alert: it does not block the tablet and survives the move.
 */
export function LoginRedirect() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    showToast(text(appText).alerts.loginRequired, 'error');
    saveLoginRedirect(`${pathname}${search}${hash}`);
    navigate(paths.login, { replace: true });
  }, [navigate, pathname, search, hash]);
  return <PageSpinner />;
}

/**
 * True while the router is moving to another page. A login that ends on the way (the /logout
 * loader, which then redirects to /login/) is not a lost login: the next page decides.
 */
export function useNavigating(): boolean {
  return useNavigation().state !== 'idle';
}

/**
 * Renders its content only for a logged-in user, after the box has answered the login check.
 * Usable as a layout route (`{ Component: RequireLogin, children: [...] }`) or as a wrapper.
 */
export function RequireLogin({ children }: GuardProps) {
  const auth = useAuth();
  const navigating = useNavigating();
  useEffect(() => {
    void whenAuthChecked();
  }, []);
  if (!auth.isChecked) return <PageSpinner />;
  if (!auth.isLogin) return navigating ? <PageSpinner /> : <LoginRedirect />;
  return children ?? <Outlet />;
}
