import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@contract/constants';
import { labelPlainText } from '@contract/label-text';
import type { MenuItem } from '@contract/menu-items';

/** A line of the waiter's cart; label and price are kept so a line stays readable once its item is off the menu. */
export interface CartLine {
  id: number;
  label: string;
  price: number;
  /** The item's genre: a plan ordered in the visit makes some genres free. */
  menuId: number;
  quantity: number;
}

/** One more of `item`: its line grows (up to MAX_LINE_QUANTITY) or a new line is added at the end. */
export function addItem(lines: readonly CartLine[], item: MenuItem): CartLine[] {
  const existing = lines.find((line) => line.id === item.id);
  if (existing) return setQuantity(lines, item.id, existing.quantity + 1);
  if (lines.length >= MAX_ORDER_LINES) return [...lines];
  return [...lines, { id: item.id, label: labelPlainText(item.label), price: item.price, menuId: item.menu_id, quantity: 1 }];
}

/** A line's new quantity; below 1 the line goes (SPEC.md's cart), above MAX_LINE_QUANTITY it stays there. */
export function setQuantity(lines: readonly CartLine[], id: number, quantity: number): CartLine[] {
  if (quantity < 1) return lines.filter((line) => line.id !== id);
  const capped = Math.min(quantity, MAX_LINE_QUANTITY);
  return lines.map((line) => (line.id === id ? { ...line, quantity: capped } : line));
}

export function removeItems(lines: readonly CartLine[], ids: readonly number[]): CartLine[] {
  return lines.filter((line) => !ids.includes(line.id));
}

export function quantityOf(lines: readonly CartLine[], id: number): number {
  return lines.find((line) => line.id === id)?.quantity ?? 0;
}

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** A line's unit price in the visit: 0 when a plan it ordered makes the line's genre free. */
export function linePrice(line: CartLine, freeMenuIds: readonly number[]): number {
  return freeMenuIds.includes(line.menuId) ? 0 : line.price;
}

/** What the lines cost as the bill will count them (the box prices the order itself). */
export function cartAmount(lines: readonly CartLine[], freeMenuIds: readonly number[]): number {
  return lines.reduce((sum, line) => sum + linePrice(line, freeMenuIds) * line.quantity, 0);
}
