import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { dinerText } from '@/i18n/diner';
import { useText } from '@/i18n/use-text';
import type { OutboxState } from '../state/order-outbox';
import styles from './send-status.module.css';

function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [at]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

export interface SendStatusProps {
  outbox: OutboxState;
  onRetry: () => void;
  /** compact: the line in the cart column; full: inside the confirm modal. */
  compact?: boolean;
}

/**
 * Where a confirmed order stands: sending, or failed with the next automatic try and a button to
 * try now. The same order (same idempotency key) goes out each time, so nothing is doubled.
 */
export function SendStatus({ outbox, onRetry, compact = false }: SendStatusProps) {
  const diner = useText(dinerText);
  const seconds = useSecondsUntil(outbox.phase === 'waiting' ? outbox.retryAt : null);
  if (!outbox.pending) return null;
  const compactText = outbox.pending.kind === 'order' ? diner.sending.pendingOrder : diner.sending.pendingStaffCall;
  if (outbox.phase === 'sending') {
    return (
      <p className={styles.sending} role="status">
        <Spinner size="sm" decorative />
        {diner.sending.sending}
      </p>
    );
  }
  return (
    <Alert tone="error" className={compact ? styles.compact : undefined}>
      <p>{outbox.notice ?? (compact ? compactText : diner.sending.failed)}</p>
      <p className={styles.retryLine}>
        {seconds > 0 && <span className={styles.countdown}>{diner.sending.retrying(seconds)}</span>}
        <Button variant="secondary" onClick={onRetry} className={styles.retry}>
          {diner.sending.retryNow}
        </Button>
      </p>
    </Alert>
  );
}
