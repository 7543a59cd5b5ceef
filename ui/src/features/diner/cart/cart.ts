import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@contract/constants';
import type { MenuItem } from '@contract/menu-items';
import type { CartItem } from '@/types/cart';
import { unitPriceNow } from './price';

/*
 * The cart as pure functions over an immutable list (SPEC.md section 4): the store persists the
 * result, the screens render it, and the unit tests need no DOM.
 */

/** A menu item as a cart line of `quantity`, priced for the visit's active plans. */
export function toCartItem(item: MenuItem, quantity: number, activePlans: readonly number[]): CartItem {
  return {
    id: item.id,
    label: item.label,
    name: item.name,
    price: unitPriceNow(item.menu_id, item.price, activePlans),
    original_price: item.price,
    quantity,
    menu_id: item.menu_id,
    menus: { name: item.menus.name },
  };
}

const clampQuantity = (quantity: number) => Math.max(1, Math.min(MAX_LINE_QUANTITY, Math.floor(quantity)));

/** Adds `quantity` of an item, merging with its line; a new line past MAX_ORDER_LINES is refused. */
export function addToCart(
  cart: readonly CartItem[],
  item: MenuItem,
  quantity: number,
  activePlans: readonly number[],
): CartItem[] {
  if (!Number.isFinite(quantity) || quantity < 1) return [...cart];
  const existing = cart.find((line) => line.id === item.id);
  if (existing) {
    return cart.map((line) => (line.id === item.id ? { ...line, quantity: clampQuantity(line.quantity + quantity) } : line));
  }
  if (cart.length >= MAX_ORDER_LINES) return [...cart];
  return [...cart, toCartItem(item, clampQuantity(quantity), activePlans)];
}

/** '+': one more, up to MAX_LINE_QUANTITY. */
export function incrementLine(cart: readonly CartItem[], id: number): CartItem[] {
  return cart.map((line) => (line.id === id ? { ...line, quantity: clampQuantity(line.quantity + 1) } : line));
}

/** '-': one less; subtracting at 1 removes the line. */
export function decrementLine(cart: readonly CartItem[], id: number): CartItem[] {
  return cart.flatMap((line) => {
    if (line.id !== id) return [line];
    return line.quantity <= 1 ? [] : [{ ...line, quantity: line.quantity - 1 }];
  });
}

export function removeLine(cart: readonly CartItem[], id: number): CartItem[] {
  return cart.filter((line) => line.id !== id);
}

/** Items of a menu unlocked by an ordered plan cost 0, the rest their original price. */
export function repriceCart(cart: readonly CartItem[], activePlans: readonly number[]): CartItem[] {
  return cart.map((line) => {
    const price = unitPriceNow(line.menu_id, line.original_price, activePlans);
    return price === line.price ? line : { ...line, price };
  });
}

/**
 * Follows the box's menu: a renamed or re-priced item updates its line. Lines of items the box no
 * longer lists stay, so the diner sees them marked and decides (see unavailableLineIds).
 */
export function syncCartWithMenu(
  cart: readonly CartItem[],
  items: readonly MenuItem[],
  activePlans: readonly number[],
): CartItem[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return cart.map((line) => {
    const item = byId.get(line.id);
    if (!item) return line;
    if (item.label === line.label && item.price === line.original_price && item.menu_id === line.menu_id) return line;
    return toCartItem(item, line.quantity, activePlans);
  });
}

/** Lines the box would refuse: items gone from the menu or sold out (flag 0). */
export function unavailableLineIds(cart: readonly CartItem[], items: readonly MenuItem[]): number[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return cart.filter((line) => byId.get(line.id)?.flag !== 1).map((line) => line.id);
}

export function cartTotal(cart: readonly CartItem[]): number {
  return cart.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

export function cartCount(cart: readonly CartItem[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** The `orderItemsData.items` of 'order.create'. */
export function toOrderLines(cart: readonly CartItem[]): { id: number; quantity: number }[] {
  return cart.map((line) => ({ id: line.id, quantity: line.quantity }));
}
