import { SERVICE_MENU_ID } from '@contract/constants';
import { formatYen, taxExcluded } from '@contract/money';
import { adminJa } from '@/i18n/admin.ja';

export interface PriceText {
  /** '無料', or the tax-excluded price. */
  main: string;
  /** The tax-included price, when not free. */
  sub: string | null;
}

/** SPEC.md: the ex-tax rounded price plus the tax-included one, or '無料' at 0. */
export function priceText(price: number): PriceText {
  if (price === 0) return { main: adminJa.menuItems.free, sub: null };
  return {
    main: `${formatYen(taxExcluded(price))}${adminJa.menuItems.taxEx}`,
    sub: `${formatYen(price)}${adminJa.menuItems.taxIn}`,
  };
}

/** The price field's text parsed: a whole number of yen from 0, else null. */
export function parsePrice(text: string): number | null {
  const normalized = text
    .trim()
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[,，]/g, '');
  if (!/^\d{1,8}$/.test(normalized)) return null;
  const value = Number(normalized);
  return value <= 10_000_000 ? value : null;
}

export const isServiceMenu = (menuId: number | null) => menuId === SERVICE_MENU_ID;
