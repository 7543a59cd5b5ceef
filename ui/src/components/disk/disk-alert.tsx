import type { DiskStatusResponse } from '@contract/disk';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api-client';
import styles from './disk-alert.module.css';
import { type DiskAlertTexts, diskAlertOf } from './disk-alert-model';

/** The disk has no event: read again every minute. */
const REFRESH_MS = 60_000;

/**
 * Under a staff or admin bar: the card is running low, nearly full, or full (new orders refused),
 * with its free space and what uses it. Nothing while the card has room or the status is unknown.
 */
export function DiskAlert({ texts }: { texts: DiskAlertTexts }) {
  const [status, setStatus] = useState<DiskStatusResponse | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    const load = () =>
      api.call('disk.status', { signal: abort.signal }).then(setStatus, () => {
        // Unknown for now (offline, logged out): the next minute tries again.
      });
    load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      clearInterval(timer);
      abort.abort();
    };
  }, []);
  const alert = diskAlertOf(status);
  if (!alert) return null;
  return (
    <section
      className={[styles.alert, alert.urgent ? styles.urgent : styles.warning].join(' ')}
      aria-label={texts.label}
      role="alert"
      data-disk-level={status?.level}
    >
      <span className={styles.what}>{texts[alert.headline]}</span>
      <span className={styles.more}>
        <span>{texts.free(alert.free)}</span>
        <span>{texts.uses(alert.uses)}</span>
      </span>
    </section>
  );
}
