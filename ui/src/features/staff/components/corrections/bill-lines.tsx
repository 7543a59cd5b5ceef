import type { Bill, BillDiscount } from '@contract/bills';
import { DISCOUNT_REASON_LABELS, discountSize } from '@contract/discount-rules';
import type { OrderItem } from '@contract/orders';
import { Fragment, type ReactNode, useState } from 'react';
import { LineOptions } from '@/components/options/line-options';
import { formatClock, formatYen } from '@/i18n/format';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { type BillRow, billRows, isReducedRow } from '../../model/bill-rows';
import { plainLabel, variantName } from '../../model/format';
import styles from './bill-lines.module.css';

export interface BillLinesProps {
  /** The visit's bill as the box computes it: lines, cover, discounts, total and taxes per rate. */
  bill: Pick<Bill, 'lines' | 'cover' | 'discounts' | 'total' | 'rates'>;
  timeZone: string | undefined;
  /** Set while the bill may be corrected (an open visit): each line gets its 取消. */
  onCancel?: (line: OrderItem) => void;
  /** Beside the cover line: its waive / charge again button, while the bill may be corrected. */
  coverAction?: ReactNode;
  /** Beside each discount, while the bill may be corrected: take it back. */
  onRemoveDiscount?: (discount: BillDiscount) => void;
}

/**
 * SPEC.md's order detail table (name, quantity, subtotal, total), one row per item and no blank
 * filler rows (issue 30: SPEC's 'padded to 10 rows' read as lines missing): a row of several orders opens to its lines, each with its own 取消. Cancelled lines are
 * struck through, marked 取消 and left out of the total.
 */
export function BillLines({ bill, timeZone, onCancel, coverAction, onRemoveDiscount }: BillLinesProps) {
  const { lines, cover, discounts, total, rates } = bill;
  const t = useText(staffText).detail;
  const td = useText(staffText).discount;
  const states = useText(staffText).cancelLine.lineStates;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const rows = billRows(lines);
  const anyReduced = rows.some((row) => isReducedRow(row));
  const editable = onCancel !== undefined;
  const columns = editable ? 4 : 3;

  const discountRow = (discount: BillDiscount) => {
    const what = td.row(DISCOUNT_REASON_LABELS[discount.reason], discountSize(discount.kind, discount.value));
    return (
      <tr key={`discount-${discount.id}`} className={styles.discountRow} data-testid="bill-discount">
        <td colSpan={2} className={styles.subName}>
          {discount.item_label ? `${what}（${discount.item_label}）` : what}
          {discount.note && <span className={styles.tableTag}>{discount.note}</span>}
        </td>
        <td className={styles.numeric}>{`−${formatYen(discount.amount)}`}</td>
        {editable && (
          <td className={styles.actionCell}>
            {onRemoveDiscount && (
              <button
                type="button"
                className={styles.cancel}
                onClick={() => onRemoveDiscount(discount)}
                aria-label={td.removeLabel(what)}
              >
                {td.remove}
              </button>
            )}
          </td>
        )}
      </tr>
    );
  };

  const toggle = (key: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const action = (row: BillRow) => {
    if (!onCancel || row.cancelled) return null;
    const item = variantName({ menuitems: { label: row.label }, options: row.options });
    const [only] = row.lines;
    if (row.lines.length === 1 && only)
      return (
        <button type="button" className={styles.cancel} onClick={() => onCancel(only)} aria-label={t.cancelLabel(item)}>
          {t.cancelAction}
        </button>
      );
    const open = expanded.has(row.key);
    return (
      <button
        type="button"
        className={styles.cancel}
        aria-expanded={open}
        aria-label={t.expand(item)}
        onClick={() => toggle(row.key)}
      >
        {t.cancelAction}
        <span className={styles.caret} aria-hidden="true">
          {open ? '▴' : '▾'}
        </span>
      </button>
    );
  };

  return (
    <>
      <table className={[styles.table, editable ? styles.editable : undefined].filter(Boolean).join(' ')}>
        <colgroup>
          <col />
          <col className={styles.quantityCol} />
          <col className={styles.amountCol} />
          {editable && <col className={styles.actionCol} />}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t.item}</th>
            <th scope="col" className={styles.numeric}>
              {t.quantity}
            </th>
            <th scope="col" className={styles.numeric}>
              {t.subtotal}
            </th>
            {editable && (
              <th scope="col">
                <span className="visually-hidden">{t.cancelAction}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Fragment key={row.key}>
              <tr
                className={row.cancelled ? styles.cancelled : undefined}
                data-testid="bill-row"
                data-cancelled={row.cancelled || undefined}
              >
                <td className={styles.name}>
                  <span className={styles.label}>
                    {plainLabel(row.label)}
                    {isReducedRow(row) && <span data-testid="reduced-mark"> {t.reducedMark}</span>}
                  </span>
                  <LineOptions options={row.options} note={row.note} withDeltas noteLabel={t.noteLabel} />
                  {row.cancelled && <span className={styles.tag}>{t.cancelled}</span>}
                  {row.tableLabel && <span className={styles.tableTag}>{row.tableLabel}</span>}
                </td>
                <td className={styles.numeric}>{row.quantity}</td>
                <td className={styles.numeric}>
                  {row.cancelled ? (
                    <s>{formatYen(row.lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0))}</s>
                  ) : (
                    formatYen(row.subtotal)
                  )}
                </td>
                {editable && <td className={styles.actionCell}>{action(row)}</td>}
              </tr>
              {editable &&
                expanded.has(row.key) &&
                row.lines.map((line) => {
                  const when = t.lineOf(formatClock(line.created_at, timeZone), states[line.state] ?? '');
                  return (
                    <tr key={line.id} className={styles.subRow} data-testid="bill-line">
                      <td className={styles.subName}>{when}</td>
                      <td className={styles.numeric}>{line.quantity}</td>
                      <td className={styles.numeric}>{formatYen(line.subtotal)}</td>
                      <td className={styles.actionCell}>
                        <button
                          type="button"
                          className={styles.cancel}
                          onClick={() => onCancel?.(line)}
                          aria-label={t.cancelLabel(`${variantName(line)}（${when}）`)}
                        >
                          {t.cancelAction}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              {discounts
                .filter((d) => d.order_item_id !== null && row.lines.some((l) => l.id === d.order_item_id))
                .map(discountRow)}
            </Fragment>
          ))}
          {cover && (
            <tr className={styles.coverRow} data-testid="bill-cover" data-waived={cover.waived || undefined}>
              <td colSpan={2} className={styles.coverName}>
                <span className={styles.coverLabel}>
                  {t.cover(cover.label, formatYen(cover.unit_price), cover.quantity)}
                  {cover.quantity === 0 && <span className={styles.coverHint}>{t.coverUncounted}</span>}
                </span>
                {coverAction}
              </td>
              <td className={styles.coverAmount}>
                {cover.waived ? <span className={styles.waived}>{t.coverWaived}</span> : formatYen(cover.subtotal)}
              </td>
              {editable && <td />}
            </tr>
          )}
          {discounts.filter((d) => d.order_item_id === null).map(discountRow)}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t.total}
            </th>
            <td className={styles.total} colSpan={columns - 2} data-testid="bill-total">
              {formatYen(total)}
            </td>
          </tr>
        </tfoot>
      </table>
      {/* Below the ledger, as a receipt prints it: each rate's total and its tax, worked out once. */}
      <ul className={styles.rates}>
        {rates.map((rate) => (
          <li key={rate.rate} data-testid="bill-rate">
            {t.rateTotal(rate.rate, formatYen(rate.total), formatYen(rate.tax))}
          </li>
        ))}
        {anyReduced && <li>{t.reducedNote}</li>}
      </ul>
    </>
  );
}
