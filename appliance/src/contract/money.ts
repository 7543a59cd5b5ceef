/** Money rules shared by the box and the screens. Prices are tax-included integer yen. */

export const TAX_RATE = 0.1;

/** SPEC.md section 9: ex-tax = round(price / 1.1). */
export function taxExcluded(priceIncludingTax: number): number {
  return Math.round(priceIncludingTax / (1 + TAX_RATE));
}

/** Japanese digit grouping with the yen sign: 12800 -> '¥12,800'. */
export function formatYen(amount: number): string {
  return `¥${amount.toLocaleString('ja-JP')}`;
}

export interface PricedLine {
  menuId: number;
  unitPrice: number;
  quantity: number;
}

/** A line's price after plans: items of a menu unlocked by an ordered plan cost 0. */
export function effectiveUnitPrice(line: PricedLine, unlockedMenuIds: ReadonlySet<number>): number {
  return unlockedMenuIds.has(line.menuId) ? 0 : line.unitPrice;
}

/** The bill: sum of quantity x effective unit price over every line of the session. */
export function billTotal(lines: readonly PricedLine[], unlockedMenuIds: ReadonlySet<number>): number {
  return lines.reduce((sum, line) => sum + effectiveUnitPrice(line, unlockedMenuIds) * line.quantity, 0);
}
