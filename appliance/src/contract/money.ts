/** Money rules shared by the box and the screens. Prices are tax-included integer yen. */

import { SERVICE_MENU_ID } from './constants';

export const TAX_RATE = 0.1;

/** SPEC.md section 9: ex-tax = round(price / 1.1). */
export function taxExcluded(priceIncludingTax: number): number {
  return Math.round(priceIncludingTax / (1 + TAX_RATE));
}

/** Japanese digit grouping with the yen sign: 12800 -> '¥12,800'. */
export function formatYen(amount: number): string {
  return `¥${amount.toLocaleString('ja-JP')}`;
}

/** One ordered line: `menuId` is the genre when it was ordered, `unitPrice` the price then. */
export interface PricedLine {
  menuId: number;
  unitPrice: number;
  quantity: number;
  /** 取消: the line costs nothing. */
  cancelled?: boolean;
  /** A plan made the line free when it was ordered (and that plan line is not cancelled). */
  planFreed?: boolean;
  /** What a unit still costs when a plan frees it: its plan-charged options (option-rules.ts). */
  planCharge?: number;
}

/**
 * The free-item rule the tablet's cart shows before ordering: the service genre, and every menu a
 * plan on the visit still takes orders for. The box decides per line when it is ordered.
 */
export function isFreeMenu(menuId: number, unlocked: ReadonlySet<number>): boolean {
  return menuId === SERVICE_MENU_ID || unlocked.has(menuId);
}

/** A line's price after plans (and 0 once cancelled): a freed line costs only its plan-charged options. */
export function effectiveUnitPrice(line: PricedLine): number {
  if (line.cancelled || line.menuId === SERVICE_MENU_ID) return 0;
  return line.planFreed ? (line.planCharge ?? 0) : line.unitPrice;
}

/** quantity x effective unit price. */
export function lineSubtotal(line: PricedLine): number {
  return effectiveUnitPrice(line) * line.quantity;
}

/** The lines of a bill: sum of quantity x effective unit price. */
export function billTotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineSubtotal(line), 0);
}

/** The cover charge (お通し) of a visit: its price for every adult, unless staff waived it. */
export interface CoverCharge {
  price: number;
  adults: number;
  waived: boolean;
}

export function coverSubtotal(cover: CoverCharge | null): number {
  return cover === null || cover.waived ? 0 : cover.price * cover.adults;
}
