import type { DiningTable } from '@contract/dining-tables';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Emblem } from '@/components/ui/emblem';
import { LinkButton } from '@/components/ui/link-button';
import { Spinner } from '@/components/ui/spinner';
import { appText } from '@/i18n/app';
import { dinerText } from '@/i18n/diner';
import { useText } from '@/i18n/use-text';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { ensureDeviceUUID, storage } from '@/lib/storage';
import { usePageTitle } from '@/lib/use-page-title';
import { dinerApi } from '../api/diner-api';
import { setRegisteredTable } from '../state/identity-store';
import { forgetVisit } from '../state/visit-store';
import styles from './pair-page.module.css';

const REDIRECT_MS = 3000;

type PairState = { phase: 'claiming' } | { phase: 'done'; table: DiningTable } | { phase: 'failed'; message: string };

// A token is single use: StrictMode's second effect run (and a re-render) must not spend it twice.
const claims = new Map<string, Promise<PairState>>();

function claim(token: string): Promise<PairState> {
  let pending = claims.get(token);
  if (!pending) {
    pending = dinerApi
      .claimPairing({ token, device_uuid: ensureDeviceUUID() })
      .then((response): PairState => {
        // A tablet moved to another table starts with an empty cart and history.
        if (storage.get('diningTableID') !== response.diningTableId) forgetVisit();
        setRegisteredTable(response.diningTable, response.translations);
        return { phase: 'done', table: response.diningTable };
      })
      .catch((error: unknown): PairState => ({ phase: 'failed', message: errorMessage(error) }));
    claims.set(token, pending);
  }
  return pending;
}

/** /pair?t=...: the tablet scanned its table's QR code; it binds itself, then greets the guests. */
export function PairPage() {
  const app = useText(appText);
  const diner = useText(dinerText);
  usePageTitle(app.titles.pair);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('t')?.trim() ?? '';
  const [state, setState] = useState<PairState>(() =>
    token.length >= 10 ? { phase: 'claiming' } : { phase: 'failed', message: diner.pair.missingToken },
  );

  useEffect(() => {
    if (token.length < 10) return;
    let live = true;
    void claim(token).then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [token]);

  useEffect(() => {
    if (state.phase !== 'done') return;
    const timer = setTimeout(() => navigate(paths.home, { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.phase, navigate]);

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <Emblem size={72} />
        <h1 className={styles.heading}>{app.titles.pair}</h1>
        {state.phase === 'claiming' && (
          <p className={styles.status}>
            <Spinner size="md" decorative />
            {diner.pair.claiming}
          </p>
        )}
        {state.phase === 'done' && (
          <>
            <Alert tone="success">
              <p className={styles.done}>{diner.pair.done(state.table.label)}</p>
              <p>{diner.pair.doneLead}</p>
            </Alert>
            <LinkButton to={paths.home} replace size="xl" className={styles.action}>
              {diner.pair.start}
            </LinkButton>
          </>
        )}
        {state.phase === 'failed' && (
          <>
            <Alert tone="error">
              <p>{diner.pair.failed}</p>
              <p>{state.message}</p>
            </Alert>
            <LinkButton to={paths.home} replace variant="secondary" size="lg" className={styles.action}>
              {diner.pair.toTop}
            </LinkButton>
          </>
        )}
      </section>
    </div>
  );
}
