import type { HqMeResponse } from '@contract/hq-api';
import { useCallback, useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import styles from './hq.module.css';
import { HqApiError, hqApi } from './hq-api';
import { hqText } from './hq-text';
import { MenuPage } from './menu-page';
import { ReportPage } from './report-page';
import { ShopsPage } from './shops-page';
import { SignInPage } from './sign-in-page';

type Page = 'report' | 'shops' | 'menu';

const pageOfPath = (path: string): Page => (path.startsWith('/shops') ? 'shops' : path.startsWith('/menu') ? 'menu' : 'report');

/** Headquarters' screens: setup or login, then the chain's sales and its shops. */
export function HqApp() {
  const [me, setMe] = useState<HqMeResponse | null | undefined>(undefined);
  const [setupDone, setSetupDone] = useState(true);
  const [page, setPage] = useState<Page>(pageOfPath(window.location.pathname));

  const load = useCallback(async () => {
    try {
      setMe(await hqApi.me());
    } catch (error) {
      if (!(error instanceof HqApiError) || error.status !== 401) throw error;
      setSetupDone((await hqApi.setupStatus()).setup_done);
      setMe(null);
    }
  }, []);

  useEffect(() => {
    void load();
    const onPop = () => setPage(pageOfPath(window.location.pathname));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [load]);

  const go = (next: Page) => {
    window.history.pushState(null, '', next === 'report' ? '/' : `/${next}`);
    setPage(next);
  };

  if (me === undefined) {
    return (
      <main className={styles.center}>
        <Spinner />
      </main>
    );
  }
  if (me === null) return <SignInPage setupDone={setupDone} onSignedIn={load} />;
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.brand}>
          <span className={styles.title}>{hqText.title}</span>
          <span className={styles.chain}>{me.chain_name}</span>
        </div>
        <nav className={styles.nav} aria-label={hqText.title}>
          {(['report', 'shops', 'menu'] as const).map((p) => (
            <button
              key={p}
              type="button"
              className={styles.navLink}
              aria-current={page === p ? 'page' : undefined}
              onClick={() => go(p)}
            >
              {hqText.nav[p]}
            </button>
          ))}
          <button
            type="button"
            className={styles.navLink}
            onClick={async () => {
              await hqApi.logOut().catch(() => {});
              setMe(null);
            }}
          >
            {hqText.logout}
          </button>
        </nav>
      </header>
      <main className={styles.main}>{page === 'shops' ? <ShopsPage /> : page === 'menu' ? <MenuPage /> : <ReportPage />}</main>
    </div>
  );
}
