import { GUEST_JOIN_PARAM, GUEST_JOIN_TABLE_PARAM } from '@contract/guest-join';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Emblem } from '@/components/ui/emblem';
import { Spinner } from '@/components/ui/spinner';
import { dinerText } from '@/i18n/diner';
import { useText } from '@/i18n/use-text';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { ensureDeviceUUID } from '@/lib/storage';
import { usePageTitle } from '@/lib/use-page-title';
import { dinerApi } from '../api/diner-api';
import { identify, setRegisteredTable } from '../state/identity-store';
import { chooseLocale } from '../state/locale-choice';
import { phoneLocale } from '../state/phone-locale';
import { startVisit } from '../state/visit-store';
import styles from './pair-page.module.css';

type JoinState = { phase: 'joining' } | { phase: 'joined' } | { phase: 'scan' } | { phase: 'failed'; message: string };

// StrictMode runs the effect twice: one join per code.
const joins = new Map<string, Promise<JoinState>>();

/** The code scanned: a visit's (`?v=`) or a table card's (`?table=`). */
type Code = { token: string } | { table: string };

function join(code: Code): Promise<JoinState> {
  const key = JSON.stringify(code);
  let pending = joins.get(key);
  if (!pending) {
    pending = dinerApi
      .joinVisit({ ...code, device_uuid: ensureDeviceUUID() })
      .then(async (joined): Promise<JoinState> => {
        setRegisteredTable(joined.diningTable, joined.translations, {
          tableSessionId: joined.tableSessionId,
          number: joined.guestNumber,
        });
        // The phone's own language first: a guest from abroad reads the menu at once.
        await chooseLocale(phoneLocale(navigator.languages));
        await startVisit(joined.diningTableId);
        return { phase: 'joined' };
      })
      .catch((error: unknown): JoinState => ({ phase: 'failed', message: errorMessage(error) }));
    joins.set(key, pending);
  }
  return pending;
}

/** /join?v=...: a guest's phone scanned its visit's QR code; it joins the visit and opens the menu. */
export function JoinPage() {
  const diner = useText(dinerText);
  usePageTitle(diner.guest.qrTitle);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const visitToken = search.get(GUEST_JOIN_PARAM)?.trim() ?? '';
  const tableToken = search.get(GUEST_JOIN_TABLE_PARAM)?.trim() ?? '';
  const token = visitToken || tableToken;
  const [state, setState] = useState<JoinState>(() =>
    token.length >= 10 || token === '' ? { phase: 'joining' } : { phase: 'failed', message: diner.guest.missingToken },
  );

  // No code: the guests' Wi-Fi opened this page by itself (captive portal). A phone already at a
  // visit goes back to its menu; another is asked to scan its table's code.
  useEffect(() => {
    if (token !== '') return;
    let live = true;
    void identify().then((identity) => {
      if (live) setState(identity.status === 'registered' && identity.guest ? { phase: 'joined' } : { phase: 'scan' });
    });
    return () => {
      live = false;
    };
  }, [token]);

  useEffect(() => {
    if (token.length < 10) return;
    let live = true;
    void join(visitToken ? { token: visitToken } : { table: tableToken }).then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [token, visitToken, tableToken]);

  useEffect(() => {
    if (state.phase === 'joined') navigate(paths.menu, { replace: true });
  }, [state.phase, navigate]);

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <Emblem size={72} />
        {state.phase === 'scan' && <p className={styles.status}>{diner.guest.scanPrompt}</p>}
        {(state.phase === 'joining' || state.phase === 'joined') && (
          <p className={styles.status}>
            <Spinner size="md" decorative />
            {diner.guest.joining}
          </p>
        )}
        {state.phase === 'failed' && (
          <Alert tone="error">
            <p>{diner.guest.failed}</p>
            <p>{state.message}</p>
          </Alert>
        )}
      </section>
    </div>
  );
}
