/**
 * Discounts on a bill, zod-free for the box and the screens: yen off or a percent, on one line or
 * on the whole bill, and how they come off each tax rate's total (the invoice rules want the
 * totals per rate after discounts).
 */
import { formatYen } from './money';
import { STANDARD_TAX_RATE, TAX_RATES, type TaxedAmount, type TaxRatePercent } from './tax-rules';

export const DISCOUNT_KINDS = ['amount', 'percent'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Why the register gave it. `other` needs a note. */
export const DISCOUNT_REASONS = ['regular', 'apology', 'coupon', 'staff', 'service', 'other'] as const;
export type DiscountReason = (typeof DISCOUNT_REASONS)[number];
export const DISCOUNT_REASON_LABELS: Record<DiscountReason, string> = {
  regular: '常連様',
  apology: 'お詫び',
  coupon: 'クーポン',
  staff: '従業員',
  service: 'サービス',
  other: 'その他',
};
export const DISCOUNT_NOTE_MAX = 100;

/** A discount as stored: on one line (`order_item_id`) or on the whole bill (null). */
export interface DiscountEntry {
  id: number;
  order_item_id: number | null;
  kind: DiscountKind;
  /** Yen for `amount`, 1 to 100 for `percent`. */
  value: number;
}

/** A line as discounts see it: what it costs on the bill and at which rate. */
export interface DiscountableLine {
  id: number;
  subtotal: number;
  rate: TaxRatePercent;
}

export interface DiscountedBill {
  /** Items and cover before discounts. */
  subtotal: number;
  /** Yen each discount takes off now, in the order given. */
  amounts: Map<number, number>;
  discountTotal: number;
  total: number;
  /** What is left at each rate after the discounts (for the taxes per rate). */
  byRate: TaxedAmount[];
}

/** How a discount reads: 10% or ¥500. */
export function discountSize(kind: DiscountKind, value: number): string {
  return kind === 'percent' ? `${value}%` : formatYen(value);
}

/** Yen a discount takes off a base: never more than the base; a percent rounds down to the yen. */
export function discountOff(base: number, kind: DiscountKind, value: number): number {
  const off = kind === 'amount' ? value : Math.floor((base * value) / 100);
  return Math.max(0, Math.min(base, off));
}

/**
 * A bill-wide discount taken off each rate in proportion to what that rate holds, in whole yen
 * (largest remainder): every rate gets the floor of its share, and the yen left over go to the
 * rates whose shares were cut the most (the larger rate on a tie), so the parts add up exactly.
 */
export function spreadOverRates(off: number, byRate: ReadonlyMap<TaxRatePercent, number>): Map<TaxRatePercent, number> {
  const base = [...byRate.values()].reduce((sum, v) => sum + v, 0);
  const parts = new Map<TaxRatePercent, number>();
  if (base <= 0 || off <= 0) return parts;
  const shares = TAX_RATES.map((rate) => {
    const exact = off * (byRate.get(rate) ?? 0);
    return { rate, floor: Math.floor(exact / base), cut: exact % base, holds: byRate.get(rate) ?? 0 };
  });
  let left = off - shares.reduce((sum, s) => sum + s.floor, 0);
  shares.sort((a, b) => b.cut - a.cut || b.holds - a.holds);
  for (const share of shares) {
    const extra = left > 0 && share.floor < share.holds ? 1 : 0;
    left -= extra;
    parts.set(share.rate, share.floor + extra);
  }
  return parts;
}

/**
 * The bill after its discounts: line discounts first (each on its line's subtotal), then the
 * bill-wide ones, one after another, on what is left of items and cover. A discount on a line that
 * is not on the bill (cancelled, freed by a plan, gone) takes nothing.
 */
export function applyDiscounts(
  lines: readonly DiscountableLine[],
  coverSubtotal: number,
  discounts: readonly DiscountEntry[],
): DiscountedBill {
  const byRate = new Map<TaxRatePercent, number>();
  const add = (rate: TaxRatePercent, amount: number) => byRate.set(rate, (byRate.get(rate) ?? 0) + amount);
  for (const line of lines) if (line.subtotal !== 0) add(line.rate, line.subtotal);
  if (coverSubtotal !== 0) add(STANDARD_TAX_RATE, coverSubtotal);
  const subtotal = [...byRate.values()].reduce((sum, v) => sum + v, 0);
  const amounts = new Map<number, number>();
  const lineLeft = new Map(lines.map((line) => [line.id, line]));
  for (const discount of discounts) {
    if (discount.order_item_id === null) continue;
    const line = lineLeft.get(discount.order_item_id);
    const off = line ? discountOff(line.subtotal, discount.kind, discount.value) : 0;
    if (line && off > 0) {
      lineLeft.set(line.id, { ...line, subtotal: line.subtotal - off });
      add(line.rate, -off);
    }
    amounts.set(discount.id, off);
  }
  for (const discount of discounts) {
    if (discount.order_item_id !== null) continue;
    const left = [...byRate.values()].reduce((sum, v) => sum + v, 0);
    const off = discountOff(left, discount.kind, discount.value);
    for (const [rate, part] of spreadOverRates(off, byRate)) add(rate, -part);
    amounts.set(discount.id, off);
  }
  const discountTotal = [...amounts.values()].reduce((sum, v) => sum + v, 0);
  return {
    subtotal,
    amounts,
    discountTotal,
    total: subtotal - discountTotal,
    byRate: TAX_RATES.filter((rate) => byRate.has(rate)).map((rate) => ({ rate, amount: byRate.get(rate) ?? 0 })),
  };
}
