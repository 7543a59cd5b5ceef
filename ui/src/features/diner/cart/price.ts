import { SERVICE_MENU_ID } from '@contract/constants';
import { isFreeMenu, taxExcluded } from '@contract/money';
import { optionUnitPrice, planChargedPrice } from '@contract/option-rules';
import { formatYen } from '@/i18n/format';

/*
 * Prices shown on the tablet, by the same rules as the box's bill (contract/money.ts,
 * contract/option-rules.ts). The box computes the bill; these only show it beforehand.
 */

interface PricedOption {
  price_delta: number;
  plan_charged: boolean;
}

/**
 * What one costs on this visit: the item's price with its options' deltas; in the service genre
 * and in menus made free by an ordered plan, only the options the owner marks as charged even then.
 */
export function unitPriceNow(
  menuId: number,
  price: number,
  activePlans: readonly number[],
  options: readonly PricedOption[] = [],
): number {
  if (isFreeMenu(menuId, new Set(activePlans))) return menuId === SERVICE_MENU_ID ? 0 : planChargedPrice(options);
  return optionUnitPrice(price, options);
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
