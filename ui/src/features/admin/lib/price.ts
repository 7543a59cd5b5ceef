import { SERVICE_MENU_ID } from '@contract/constants';
import { taxExcluded } from '@contract/money';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { formatYen } from '@/i18n/format';

export interface PriceText {
  /** '無料', or the tax-included price: what the owner typed and the guest pays. */
  main: string;
  /** The tax-excluded price, when not free. */
  sub: string | null;
}

/**
 * SPEC.md: the ex-tax rounded price plus the tax-included one, or '無料' at 0. The tax-included
 * one leads: prices are entered 税込, and a large 税抜 read as a wrong price.
 */
export function priceText(price: number): PriceText {
  const admin = text(adminText);
  if (price === 0) return { main: admin.menuItems.free, sub: null };
  return {
    main: `${formatYen(price)}${admin.menuItems.taxIn}`,
    sub: `${formatYen(taxExcluded(price))}${admin.menuItems.taxEx}`,
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
