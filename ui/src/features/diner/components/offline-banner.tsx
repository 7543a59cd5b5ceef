import { dinerText } from '@/i18n/diner';
import { useText } from '@/i18n/use-text';
import { useOnline } from '../state/connection-store';
import styles from './offline-banner.module.css';

/** Shown while the box cannot be reached; the screens keep the cart and retry on their own. */
export function OfflineBanner() {
  const diner = useText(dinerText);
  const online = useOnline();
  if (online) return null;
  return (
    <div className={styles.banner} role="status" data-testid="offline-banner">
      <span className={styles.dot} aria-hidden="true" />
      {diner.offline.banner}
    </div>
  );
}
