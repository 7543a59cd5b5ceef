import { Outlet, useLocation, useNavigation } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { FOOTER_PATHS, normalizePath } from '@/lib/paths';
import styles from './root-layout.module.css';
import { SiteFooter } from './site-footer';

/** The shell around every screen: footer on / and /sp only, toasts, a loading bar. */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && <div className={styles.progress} aria-hidden="true" />}
      <main className={styles.main}>
        <Outlet />
      </main>
      {FOOTER_PATHS.includes(normalizePath(pathname)) && <SiteFooter />}
      <Toaster />
    </>
  );
}
