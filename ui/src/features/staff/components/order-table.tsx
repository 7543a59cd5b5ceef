import type { OrderItem } from '@contract/orders';
import { formatClock } from '@/i18n/format';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { isCallLine } from '../model/board-diff';
import { plainLabel } from '../model/format';
import { BellIcon } from './bell-icon';
import styles from './order-table.module.css';

export interface OrderTableProps {
  lines: readonly OrderItem[];
  fresh: ReadonlySet<number>;
  timeZone: string | undefined;
  /** The served status to show (the one being posted while a tick is on its way). */
  shown: (line: OrderItem) => number;
  onToggle: (line: OrderItem) => void;
}

/** SPEC.md's order list: item, quantity, table, served checkbox; newest first, calls marked. */
export function OrderTable({ lines, fresh, timeZone, shown, onToggle }: OrderTableProps) {
  const t = useText(staffText).orders;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t.caption}</caption>
      <thead className={styles.head}>
        <tr>
          <th scope="col">{t.time}</th>
          <th scope="col">{t.item}</th>
          <th scope="col" className={styles.numeric}>
            {t.quantity}
          </th>
          <th scope="col">{t.table}</th>
          <th scope="col" className={styles.centered}>
            {t.served}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.length === 0 && (
          <tr className={styles.emptyRow}>
            <td colSpan={5}>{t.empty}</td>
          </tr>
        )}
        {lines.map((line) => {
          const call = isCallLine(line);
          const served = shown(line) === 1;
          const name = plainLabel(line.menuitems.label);
          const table = line.diningTables.label;
          const className = [
            styles.row,
            call ? styles.call : undefined,
            served ? styles.served : undefined,
            fresh.has(line.id) ? styles.fresh : undefined,
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <tr key={line.id} className={className} data-line-id={line.id} data-call={call || undefined}>
              <td className={styles.time}>{formatClock(line.created_at, timeZone)}</td>
              <th scope="row" className={styles.item}>
                {call && (
                  <span className={styles.callTag}>
                    <BellIcon />
                    {t.callTag}
                  </span>
                )}
                <span className={styles.name}>{name}</span>
              </th>
              <td className={styles.quantity}>{t.quantityValue(line.quantity)}</td>
              <td className={styles.tableCell}>
                <span className={styles.tableLabel}>{table}</span>
              </td>
              <td className={styles.check}>
                <label className={styles.checkHit}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    checked={served}
                    onChange={() => onToggle(line)}
                    aria-label={t.servedLabel(table, name)}
                  />
                  <span className={styles.box} aria-hidden="true" />
                </label>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
