/**
 * The day's figures from the paid visits, pure: no database, no clock, so tests give it visits
 * as they like. Each bill's taxes are worked out once per rate (as its receipt shows them), then
 * summed; genres and items add up lines before bill-wide discounts.
 */
import { billFigures } from '../../contract/bill-rules';
import { labelPlainText } from '../../contract/label-text';
import { isFoodLine } from '../../contract/line-kinds';
import {
  averagePerGuest,
  REPORT_HOURS,
  REPORT_PAYMENT_KEYS,
  REPORT_TOP_ITEMS,
  type ReportFigures,
  type ReportHeadline,
  type ReportPaymentKey,
} from '../../contract/reports';
import { TAX_RATES, type TaxRounding } from '../../contract/tax-rules';
import { localHour } from './local-time';
import type { PaidVisit, ReportSource } from './report-source';

export { averagePerGuest, REPORT_HOURS } from '../../contract/reports';

/** Guests of a visit: adults and children as counted; a visit never counted adds none. */
export function guestsOf(visit: Pick<PaidVisit, 'guests' | 'children'>): { adults: number; children: number } {
  if (visit.guests === null) return { adults: 0, children: 0 };
  const children = Math.min(visit.children ?? 0, visit.guests);
  return { adults: visit.guests - children, children };
}

/** The headline a day is compared by. */
export function headlineOf(figures: ReportFigures): ReportHeadline {
  return {
    sales: figures.sales,
    bills: figures.bills,
    guests: figures.guests.total,
    average_per_guest: figures.average_per_guest,
    discounts: figures.discounts.amount,
    cancellations: figures.cancellations.amount,
  };
}

function addTo<K>(map: Map<K, { quantity: number; amount: number }>, key: K, quantity: number, amount: number): void {
  const entry = map.get(key) ?? { quantity: 0, amount: 0 };
  entry.quantity += quantity;
  entry.amount += amount;
  map.set(key, entry);
}

/** Payments by method; a visit without any (marked paid on the floor) is 未記録 at its total. */
function paymentRows(visits: readonly PaidVisit[]): ReportFigures['payments'] {
  const totals = new Map<ReportPaymentKey, { count: number; amount: number }>(
    REPORT_PAYMENT_KEYS.map((key) => [key, { count: 0, amount: 0 }]),
  );
  for (const visit of visits) {
    const parts: { method: ReportPaymentKey; amount: number }[] =
      visit.payments.length > 0 ? visit.payments : [{ method: 'unrecorded', amount: visit.bill.total }];
    for (const part of parts) {
      const entry = totals.get(part.method)!;
      entry.count += 1;
      entry.amount += part.amount;
    }
  }
  return REPORT_PAYMENT_KEYS.map((method) => ({ method, ...totals.get(method)! }));
}

/** The figures of a range's paid visits, its cancellations and its open visits. */
export function reportFigures(source: ReportSource, rounding: TaxRounding, timeZone: string): ReportFigures {
  // Both rates always, the standard one first, so a day without reduced-rate sales still shows its row.
  const rates = new Map<number, { total: number; tax: number; ex_tax: number }>(
    TAX_RATES.map((rate) => [rate, { total: 0, tax: 0, ex_tax: 0 }]),
  );
  const hours = new Map<number, { sales: number; bills: number }>(REPORT_HOURS.map((h) => [h, { sales: 0, bills: 0 }]));
  const genres = new Map<number | null, { quantity: number; amount: number }>();
  const coverLabels = new Set<string>();
  const items = new Map<number, { quantity: number; amount: number }>();
  const itemLabels = new Map<number, string>();
  let sales = 0;
  let subtotal = 0;
  let discountTotal = 0;
  let discountCount = 0;
  let adults = 0;
  let children = 0;
  let unknownBills = 0;

  for (const visit of source.visits) {
    const { bill } = visit;
    const figures = billFigures(bill.lines, bill.cover?.subtotal ?? 0, bill.discounts, rounding);
    sales += figures.total;
    subtotal += figures.subtotal;
    discountTotal += figures.discountTotal;
    discountCount += [...figures.discountAmounts.values()].filter((yen) => yen > 0).length;
    for (const rate of figures.rates) {
      const entry = rates.get(rate.rate) ?? { total: 0, tax: 0, ex_tax: 0 };
      entry.total += rate.total;
      entry.tax += rate.tax;
      entry.ex_tax += rate.exTax;
      rates.set(rate.rate, entry);
    }
    const hour = hours.get(localHour(visit.endedAt, timeZone))!;
    hour.sales += figures.total;
    hour.bills += 1;
    const guests = guestsOf(visit);
    adults += guests.adults;
    children += guests.children;
    if (visit.guests === null) unknownBills += 1;
    for (const line of bill.lines) {
      if (line.cancelled_at !== null) continue;
      addTo(genres, line.menuitems.menu_id, line.quantity, line.subtotal);
      // 売れ筋 ranks food: a 飲み放題, a 延長 or a 取り皿 is sold or asked for, not a dish.
      if (!isFoodLine(line)) continue;
      addTo(items, line.menuitems.id, line.quantity, line.subtotal);
      itemLabels.set(line.menuitems.id, labelPlainText(line.menuitems.label));
    }
    if (bill.cover && bill.cover.quantity > 0) {
      addTo(genres, null, bill.cover.quantity, bill.cover.subtotal);
      coverLabels.add(bill.cover.label);
    }
  }

  const guestsTotal = adults + children;
  return {
    sales,
    subtotal,
    discount_total: discountTotal,
    bills: source.visits.length,
    guests: { adults, children, total: guestsTotal, unknown_bills: unknownBills },
    average_per_guest: averagePerGuest(sales, guestsTotal),
    rates: [...rates].sort(([a], [b]) => b - a).map(([rate, entry]) => ({ rate, ...entry })),
    payments: paymentRows(source.visits),
    hours: REPORT_HOURS.map((hour) => ({ hour, ...hours.get(hour)! })),
    genres: [...genres]
      .map(([menuId, entry]) => ({
        menu_id: menuId,
        label: menuId === null ? [...coverLabels].join('・') || 'お通し' : (source.genreLabels.get(menuId) ?? ''),
        ...entry,
      }))
      .sort((a, b) => b.amount - a.amount || b.quantity - a.quantity),
    items: [...items]
      .map(([id, entry]) => ({ menu_item_id: id, label: itemLabels.get(id) ?? '', ...entry }))
      .sort((a, b) => b.amount - a.amount || b.quantity - a.quantity || a.menu_item_id - b.menu_item_id)
      .slice(0, REPORT_TOP_ITEMS),
    discounts: { count: discountCount, amount: discountTotal },
    cancellations: {
      count: source.cancellations.length,
      amount: source.cancellations.reduce((sum, c) => sum + c.amount, 0),
    },
    open: { count: source.openTotals.length, amount: source.openTotals.reduce((sum, t) => sum + t, 0) },
  };
}
