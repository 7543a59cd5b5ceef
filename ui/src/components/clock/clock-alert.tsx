import type { ClockStatusResponse } from '@contract/clock';
import { ACCOUNT_ADMIN_MIN_ROLE } from '@contract/constants';
import { useCallback, useEffect, useState } from 'react';
import type { ClockAlertTexts } from '@/i18n/clock-alert.ja';
import { api, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import styles from './clock-alert.module.css';

/** The clock has no event: read again every minute. */
const REFRESH_MS = 60_000;

function shown(at: number): string {
  return new Date(at).toLocaleString('ja-JP');
}

/**
 * Under a staff or admin bar while the box's clock is implausible (before the latest time it
 * wrote or its build date): the box's time and this device's, and for an owner or manager a
 * button that sets the box to this device's time once they confirm it. Nothing otherwise.
 */
export function ClockAlert({ texts }: { texts: ClockAlertTexts }) {
  const { user } = useAuth();
  const [status, setStatus] = useState<ClockStatusResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(
    (signal?: AbortSignal) =>
      api.call('clock.status', { signal }).then(setStatus, () => {
        // Unknown for now (offline, logged out): the next minute tries again.
      }),
    [],
  );
  useEffect(() => {
    const abort = new AbortController();
    load(abort.signal);
    const timer = setInterval(() => load(abort.signal), REFRESH_MS);
    return () => {
      clearInterval(timer);
      abort.abort();
    };
  }, [load]);
  if (!status || status.plausible) return null;
  const canSet = (user?.role.role ?? 0) >= ACCOUNT_ADMIN_MIN_ROLE;
  const setToThisDevice = async () => {
    const deviceTime = Date.now();
    if (!window.confirm(texts.confirm(shown(deviceTime)))) return;
    try {
      setStatus(await api.call('clock.set', { body: { device_time: Date.now() } }));
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <section className={styles.alert} aria-label={texts.label} role="alert" data-clock-plausible="false">
      <span className={styles.what}>{texts.headline}</span>
      <span className={styles.more}>
        <span>{texts.boxTime(shown(status.box_time))}</span>
        <span>{texts.deviceTime(shown(Date.now()))}</span>
      </span>
      {canSet && (
        <button type="button" className={styles.button} onClick={setToThisDevice}>
          {texts.setButton}
        </button>
      )}
      {error && <span className={styles.error}>{error}</span>}
    </section>
  );
}
