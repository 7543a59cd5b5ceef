import type { OrderItem } from '@contract/orders';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { variantName } from '../../model/format';
import { unroutedLines } from '../../model/unrouted-lines';
import styles from './unrouted-lane.module.css';

/**
 * 未設定: the lines routed to no station (the owner chose none and no default), above the tables,
 * so staff make them by hand instead of missing them. Shown whatever the station filter.
 */
export function UnroutedLane({ lines }: { lines: readonly OrderItem[] }) {
  const t = useText(staffText).unrouted;
  const shown = unroutedLines(lines);
  if (shown.length === 0) return null;
  return (
    <section className={styles.lane} aria-label={t.label}>
      <h2 className={styles.title}>
        <span className={styles.badge}>{t.title}</span>
        <span className={styles.lead}>{t.lead}</span>
      </h2>
      <ul className={styles.lines}>
        {shown.map((line) => (
          <li key={line.id} className={styles.line}>
            <span className={styles.table}>{line.diningTables.label}</span>
            <span className={styles.name}>{variantName(line)}</span>
            <span className={styles.quantity}>{t.quantity(line.quantity)}</span>
            {line.note && <span className={styles.note}>{line.note}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
