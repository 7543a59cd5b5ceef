import { pollIntervalMs, type RealtimeStatus, realtime } from '@/lib/ws-client';
import styles from './live-indicator.module.css';

/** The texts of a screen's live state, from its area's catalog. */
export interface LiveTexts {
  live: string;
  connecting: string;
  down: (seconds: number) => string;
  reconnect: string;
}

/** A small pill for a dark bar: green while events are pushed. */
export function LivePill({ status, texts }: { status: RealtimeStatus; texts: LiveTexts }) {
  const label = status === 'live' ? texts.live : status === 'connecting' ? texts.connecting : null;
  if (!label) return null;
  return (
    <span className={[styles.pill, status === 'live' ? styles.live : styles.connecting].join(' ')} data-live-status={status}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}

/** While live updates are down: a banner nobody can miss, saying the screen now polls, and a way to retry now. */
export function LiveBanner({ status, texts }: { status: RealtimeStatus; texts: LiveTexts }) {
  if (status !== 'down') return null;
  return (
    <div className={styles.banner} role="status" data-live-status="down">
      <span className={styles.bannerText}>{texts.down(Math.round(pollIntervalMs() / 1000))}</span>
      <button type="button" className={styles.retry} onClick={() => realtime.reconnectNow()}>
        {texts.reconnect}
      </button>
    </div>
  );
}
