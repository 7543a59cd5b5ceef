import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { pollIntervalMs, type RealtimeStatus, realtime } from '@/lib/ws-client';
import styles from './live-indicator.module.css';

/** A small pill in the bar: green while events are pushed. */
export function LivePill({ status }: { status: RealtimeStatus }) {
  const staff = useText(staffText);
  const text = status === 'live' ? staff.live.live : status === 'connecting' ? staff.live.connecting : null;
  if (!text) return null;
  return (
    <span className={[styles.pill, status === 'live' ? styles.live : styles.connecting].join(' ')} data-live-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </span>
  );
}

/** While live updates are down: a banner nobody can miss, saying the list now polls. */
export function LiveBanner({ status }: { status: RealtimeStatus }) {
  const staff = useText(staffText);
  if (status !== 'down') return null;
  return (
    <div className={styles.banner} role="status" data-live-status="down">
      <span className={styles.bannerText}>{staff.live.down(Math.round(pollIntervalMs() / 1000))}</span>
      <button type="button" className={styles.retry} onClick={() => realtime.reconnectNow()}>
        {staff.live.reconnect}
      </button>
    </div>
  );
}
