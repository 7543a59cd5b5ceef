import { ORDER_ITEM_STATUS } from '@contract/constants';
import type { OrderItem } from '@contract/orders';
import { dinerJa } from '@/i18n/diner.ja';
import { formatYen } from '../cart/price';
import { ItemLabel } from './item-label';
import styles from './order-history-table.module.css';

/** SPEC.md section 9: the checkout confirm table is padded to 8 rows. */
const MIN_ROWS = 8;

/** Name, quantity, '済' once served, subtotal; the total from the box underneath. */
export function OrderHistoryTable({ lines, total }: { lines: readonly OrderItem[]; total: number }) {
  const padding = Math.max(0, MIN_ROWS - lines.length);
  return (
    <div className={styles.frame}>
      <table className={styles.table} data-testid="order-history">
        <caption className="visually-hidden">{dinerJa.checkoutConfirm.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.name}>
              {dinerJa.checkoutConfirm.name}
            </th>
            <th scope="col" className={styles.num}>
              {dinerJa.checkoutConfirm.quantity}
            </th>
            <th scope="col" className={styles.mark}>
              {dinerJa.checkoutConfirm.served}
            </th>
            <th scope="col" className={styles.num}>
              {dinerJa.checkoutConfirm.subtotal}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} data-testid="history-row">
              <td className={styles.name}>
                <ItemLabel html={line.menuitems.label} />
              </td>
              <td className={styles.num}>{line.quantity}</td>
              <td className={styles.mark}>
                {line.status === ORDER_ITEM_STATUS.served && (
                  <span className={styles.served}>{dinerJa.checkoutConfirm.servedMark}</span>
                )}
              </td>
              <td className={styles.num}>{formatYen(line.subtotal)}</td>
            </tr>
          ))}
          {Array.from({ length: padding }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: empty filler rows have no identity
            <tr key={`pad-${i}`} className={styles.pad} aria-hidden={lines.length > 0 || i > 0}>
              <td colSpan={4}>{lines.length === 0 && i === 0 ? dinerJa.checkoutConfirm.empty : '\u00a0'}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3} className={styles.totalLabel}>
              {dinerJa.checkoutConfirm.total}
            </th>
            <td className={styles.total} data-testid="checkout-total">
              {formatYen(total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
