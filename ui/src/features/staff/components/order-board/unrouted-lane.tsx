import type { OrderItem } from '@contract/orders';
import { useState } from 'react';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { variantName } from '../../model/format';
import { unroutedLines } from '../../model/unrouted-lines';
import styles from './unrouted-lane.module.css';

/** Past this many lines the lane folds to one row: a rush of unrouted lines never becomes a second board. */
const SHOWN_FOLDED = 3;

/**
 * 未設定: the lines routed to no station (the owner chose none and no default), above the tables,
 * so staff make them by hand instead of missing them. Shown whatever the station filter, the
 * newest first; past a few it folds to one row (the count and 一覧を表示), so the tables stay in view.
 */
export function UnroutedLane({ lines }: { lines: readonly OrderItem[] }) {
  const t = useText(staffText).unrouted;
  const [open, setOpen] = useState(false);
  const all = unroutedLines(lines).sort((a, b) => b.created_at - a.created_at || b.id - a.id);
  if (all.length === 0) return null;
  const folded = all.length > SHOWN_FOLDED && !open;
  return (
    <section className={styles.lane} aria-label={t.label} data-folded={folded || undefined}>
      <h2 className={styles.title}>
        <span className={styles.badge}>{t.title}</span>
        <span className={styles.lead}>{folded ? t.foldedLead(all.length) : t.lead}</span>
      </h2>
      {!folded && (
        <ul className={styles.lines}>
          {all.map((line) => (
            <li key={line.id} className={styles.line}>
              <span className={styles.table}>{line.diningTables.label}</span>
              <span className={styles.name}>{variantName(line)}</span>
              <span className={styles.quantity}>{t.quantity(line.quantity)}</span>
              {line.note && <span className={styles.note}>{line.note}</span>}
            </li>
          ))}
        </ul>
      )}
      {all.length > SHOWN_FOLDED && (
        <button type="button" className={styles.more} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t.fold : t.more}
        </button>
      )}
    </section>
  );
}
