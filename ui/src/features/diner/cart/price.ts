import { isFreeMenu, taxExcluded } from '@contract/money';
import { formatYen } from '@/i18n/format';

/**
 * What an item costs on this visit for display: 0 in the service genre and in menus made free by
 * an ordered plan (activePlans, from the box), otherwise its price. The box computes the bill.
 */
export function unitPriceNow(menuId: number, price: number, activePlans: readonly number[]): number {
  return isFreeMenu(menuId, new Set(activePlans)) ? 0 : price;
}

/** True when a plan ordered on this visit makes the item free. */
export function isPlanFree(menuId: number, activePlans: readonly number[]): boolean {
  return activePlans.includes(menuId);
}

export interface PriceText {
  /** Tax-included, e.g. '¥1,518'. */
  inclusive: string;
  /** Ex-tax, round(price / 1.1), e.g. '¥1,380'. */
  exclusive: string;
}

/** SPEC.md section 9: both prices with ¥ and digit grouping. */
export function priceText(price: number): PriceText {
  return { inclusive: formatYen(price), exclusive: formatYen(taxExcluded(price)) };
}
