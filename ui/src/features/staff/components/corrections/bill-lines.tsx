import { billTaxes } from '@contract/bill-rules';
import type { BillDiscount, BillRate } from '@contract/bills';
import { DISCOUNT_REASON_LABELS } from '@contract/discount-rules';
import type { OrderItem } from '@contract/orders';
import type { SessionCover } from '@contract/table-sessions';
import type { TaxRounding } from '@contract/tax-rules';
import { Fragment, type ReactNode, useState } from 'react';
import { LineOptions } from '@/components/options/line-options';
import { formatClock, formatYen } from '@/i18n/format';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { type BillRow, billRows, billTotal, isReducedRow } from '../../model/bill-rows';
import { plainLabel, variantName } from '../../model/format';
import styles from './bill-lines.module.css';

const DETAIL_ROWS = 10;

export interface BillLinesProps {
  lines: readonly OrderItem[];
  timeZone: string | undefined;
  /** Set while the bill may be corrected (an open visit): each line gets its 取消. */
  onCancel?: (line: OrderItem) => void;
  /** The visit's cover charge (お通し), shown above the total and counted in it; null: none. */
  cover?: SessionCover | null;
  /** Beside the cover line: its waive / charge again button, while the bill may be corrected. */
  coverAction?: ReactNode;
  /** How each rate's tax is rounded (the owner's setting). */
  rounding?: TaxRounding;
  /** The box's figures of the bill (after discounts): shown instead of working them out here. */
  figures?: { subtotal: number; total: number; rates: readonly BillRate[]; discounts: readonly BillDiscount[] };
  /** Beside each discount, while the bill may be corrected: take it back. */
  onRemoveDiscount?: (discount: BillDiscount) => void;
}

/**
 * SPEC.md's order detail table (name, quantity, subtotal, total; padded to 10 rows), one row per
 * item: a row of several orders opens to its lines, each with its own 取消. Cancelled lines are
 * struck through, marked 取消 and left out of the total.
 */
export function BillLines({
  lines,
  timeZone,
  onCancel,
  cover = null,
  coverAction,
  rounding = 'floor',
  figures,
  onRemoveDiscount,
}: BillLinesProps) {
  const t = useText(staffText).detail;
  const td = useText(staffText).discount;
  const states = useText(staffText).cancelLine.lineStates;
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const rows = billRows(lines);
  // Tax once per rate for the whole bill, as the receipt prints it.
  const rates =
    figures?.rates.map((r) => ({ rate: r.rate, total: r.total, tax: r.tax })) ?? billTaxes(lines, cover?.subtotal ?? 0, rounding);
  const discounts = figures?.discounts ?? [];
  const total = figures?.total ?? billTotal(lines, cover);
  const anyReduced = rows.some((row) => isReducedRow(row));
  const editable = onCancel !== undefined;
  const columns = editable ? 4 : 3;
  // The cover line and the discounts are among the ledger's ten.
  const padding = Math.max(0, DETAIL_ROWS - rows.length - (cover ? 1 : 0) - discounts.length);

  const discountRow = (discount: BillDiscount) => {
    const size = discount.kind === 'percent' ? `${discount.value}%` : formatYen(discount.value);
    const what = td.row(DISCOUNT_REASON_LABELS[discount.reason], size);
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
          {Array.from({ length: padding }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blank ledger lines have no identity
            <tr key={`pad-${i}`} className={styles.pad}>
              <td colSpan={columns}>{'\u00a0'}</td>
            </tr>
          ))}
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
