import { businessDateOf } from '../../contract/business-day';
import type { BillClosedFact } from '../../contract/hq-protocol';
import { labelPlainText } from '../../contract/label-text';
import { isFoodLine } from '../../contract/line-kinds';
import type { Queryable } from '../../db/client';
import type { AppDeps } from '../../shared/deps';
import { receiptSettings } from '../receipts';
import { localHour } from './local-time';
import { reportFigures } from './report-rules';
import { genreLabels, readPaidVisit } from './report-source';

/**
 * A paid bill as the daily report counts it, for the chain's headquarters: its figures come from
 * the report's own rules over this one visit, so the sum of a day's facts is that day's report.
 * Undefined when the visit is not a bill of its own (not paid, or merged into another's).
 */
export function billClosedFact(
  deps: Pick<AppDeps, 'settings' | 'config'>,
  db: Queryable,
  visitId: number,
): BillClosedFact | undefined {
  const visit = readPaidVisit(db, visitId);
  if (!visit) return undefined;
  const { timeZone } = deps.config;
  const labels = genreLabels(db);
  const figures = reportFigures(
    { visits: [visit], cancellations: [], openTotals: [], genreLabels: labels },
    receiptSettings(deps.settings).tax_rounding,
    timeZone,
  );
  const lines: BillClosedFact['lines'] = visit.bill.lines
    .filter((line) => line.cancelled_at === null)
    .map((line) => ({
      menuItemId: line.menuitems.id,
      label: labelPlainText(line.menuitems.label),
      genreId: line.menuitems.menu_id,
      genreLabel: labels.get(line.menuitems.menu_id) ?? '',
      quantity: line.quantity,
      amount: line.subtotal,
      food: isFoodLine(line),
    }));
  const cover = visit.bill.cover;
  if (cover && cover.quantity > 0) {
    lines.push({
      menuItemId: null,
      label: cover.label || 'お通し',
      genreId: null,
      genreLabel: cover.label || 'お通し',
      quantity: cover.quantity,
      amount: cover.subtotal,
      food: false,
    });
  }
  return {
    type: 'bill.closed',
    visitId: visit.id,
    tableLabel: visit.tableLabel,
    businessDate: businessDateOf(visit.endedAt, timeZone),
    hour: localHour(visit.endedAt, timeZone),
    paidAt: visit.endedAt,
    receiptNumber: visit.receiptNumber,
    sales: figures.sales,
    subtotal: figures.subtotal,
    discountTotal: figures.discount_total,
    discountCount: figures.discounts.count,
    adults: figures.guests.adults,
    children: figures.guests.children,
    guestsCounted: visit.guests !== null,
    rates: figures.rates
      .filter((rate) => rate.total !== 0 || rate.tax !== 0)
      .map((rate) => ({ rate: rate.rate, total: rate.total, tax: rate.tax, exTax: rate.ex_tax })),
    payments:
      visit.payments.length > 0
        ? visit.payments.map((payment) => ({ method: payment.method, amount: payment.amount }))
        : [{ method: 'unrecorded', amount: visit.bill.total }],
    lines,
  };
}
