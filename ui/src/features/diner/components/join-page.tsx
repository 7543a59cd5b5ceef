import { GUEST_JOIN_PARAM } from '@contract/guests';
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
import { setRegisteredTable } from '../state/identity-store';
import { chooseLocale } from '../state/locale-choice';
import { phoneLocale } from '../state/phone-locale';
import { startVisit } from '../state/visit-store';
import styles from './pair-page.module.css';

type JoinState = { phase: 'joining' } | { phase: 'joined' } | { phase: 'failed'; message: string };

// StrictMode runs the effect twice: one join per code.
const joins = new Map<string, Promise<JoinState>>();

function join(token: string): Promise<JoinState> {
  let pending = joins.get(token);
  if (!pending) {
    pending = dinerApi
      .joinVisit({ token, device_uuid: ensureDeviceUUID() })
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
    joins.set(token, pending);
  }
  return pending;
}

/** /join?v=...: a guest's phone scanned its visit's QR code; it joins the visit and opens the menu. */
export function JoinPage() {
  const diner = useText(dinerText);
  usePageTitle(diner.guest.qrTitle);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get(GUEST_JOIN_PARAM)?.trim() ?? '';
  const [state, setState] = useState<JoinState>(() =>
    token.length >= 10 ? { phase: 'joining' } : { phase: 'failed', message: diner.guest.missingToken },
  );

  useEffect(() => {
    if (token.length < 10) return;
    let live = true;
    void join(token).then((next) => {
      if (live) setState(next);
    });
    return () => {
      live = false;
    };
  }, [token]);

  useEffect(() => {
    if (state.phase === 'joined') navigate(paths.menu, { replace: true });
  }, [state.phase, navigate]);

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <Emblem size={72} />
        {state.phase !== 'failed' && (
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
