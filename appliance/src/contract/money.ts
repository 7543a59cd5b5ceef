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
  /** What a unit still costs when a plan frees its menu: its plan-charged options (option-rules.ts). */
  planCharge?: number;
}

/** A plan item and one menu it makes free (the plan_menus link). */
export interface PlanLink {
  planItemId: number;
  menuId: number;
}

/**
 * Menus made free in a session: every menu linked to a plan item ordered in it. The links are read
 * when the bill is computed, so a plan ordered late also frees drinks ordered before it.
 */
export function unlockedMenuIds(orderedItemIds: Iterable<number>, links: readonly PlanLink[]): Set<number> {
  const ordered = new Set(orderedItemIds);
  const unlocked = new Set<number>();
  for (const link of links) if (ordered.has(link.planItemId)) unlocked.add(link.menuId);
  return unlocked;
}

/**
 * The free-item rule of plans, one copy for the box's bill and the tablet's cart: the service
 * genre and every menu a plan ordered on the visit unlocks cost 0.
 */
export function isFreeMenu(menuId: number, unlocked: ReadonlySet<number>): boolean {
  return menuId === SERVICE_MENU_ID || unlocked.has(menuId);
}

/** A line's price after plans (and 0 once cancelled): a freed line costs only its plan-charged options. */
export function effectiveUnitPrice(line: PricedLine, unlocked: ReadonlySet<number>): number {
  if (line.cancelled || line.menuId === SERVICE_MENU_ID) return 0;
  return unlocked.has(line.menuId) ? (line.planCharge ?? 0) : line.unitPrice;
}

/** quantity x effective unit price. */
export function lineSubtotal(line: PricedLine, unlocked: ReadonlySet<number>): number {
  return effectiveUnitPrice(line, unlocked) * line.quantity;
}

/** The bill: sum of quantity x effective unit price over every line of the session. */
export function billTotal(lines: readonly PricedLine[], unlocked: ReadonlySet<number>): number {
  return lines.reduce((sum, line) => sum + lineSubtotal(line, unlocked), 0);
}
