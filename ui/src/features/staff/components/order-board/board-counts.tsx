import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import type { BoardCounts as Counts } from '../../model/order-board';
import styles from './board-counts.module.css';

/** The bar's counts: portions still to serve and ready to carry, calls and bills waiting (only when there are some). */
export function BoardCounts({ counts }: { counts: Counts }) {
  const t = useText(staffText).board;
  return (
    <>
      <span className={styles.count}>{t.unserved(counts.unserved)}</span>
      {counts.ready > 0 && <span className={`${styles.count} ${styles.ready}`}>{t.ready(counts.ready)}</span>}
      {counts.calls > 0 && <span className={`${styles.count} ${styles.alert}`}>{t.calls(counts.calls)}</span>}
      {counts.bills > 0 && <span className={`${styles.count} ${styles.alert}`}>{t.bills(counts.bills)}</span>}
    </>
  );
}
