import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@contract/constants';
import { labelPlainText } from '@contract/label-text';
import type { MenuItem } from '@contract/menu-items';
import { chosenOptions, lineKey, optionUnitPrice, planChargedPrice } from '@contract/option-rules';

/** A chosen option on a handy line, as the item offered it when keyed in (the box prices it again). */
export interface HandyOption {
  choice_id: number;
  label: string;
  price_delta: number;
  plan_charged: boolean;
}

/**
 * A line of the waiter's cart; label and price are kept so a line stays readable once its item is
 * off the menu. The same item with other options or another note is another line.
 */
export interface CartLine {
  id: number;
  label: string;
  /** One's price with its options' deltas. */
  price: number;
  /** The item's genre: a plan ordered in the visit makes some genres free. */
  menuId: number;
  quantity: number;
  /** Absent on a line keyed in before options existed: the box gives it the item's defaults. */
  options?: HandyOption[];
  /** A note for the kitchen (アレルギー, ネギ抜き): staff may write one on any item. */
  note?: string | null;
}

/** What the waiter picked for a line: choice ids of the item's groups, and a note. */
export interface HandyChoice {
  options: readonly number[];
  note?: string | null;
}

/** The line's identity in the cart: item, set of choices, note. */
export function handyLineKey(line: Pick<CartLine, 'id' | 'options' | 'note'>): string {
  return lineKey(
    line.id,
    (line.options ?? []).map((option) => option.choice_id),
    line.note,
  );
}

function lineOf(item: MenuItem, choice: HandyChoice): CartLine {
  const options = chosenOptions(item.option_groups, choice.options).map(({ choice_id, label, price_delta, plan_charged }) => ({
    choice_id,
    label,
    price_delta,
    plan_charged,
  }));
  return {
    id: item.id,
    label: labelPlainText(item.label),
    price: optionUnitPrice(item.price, options),
    menuId: item.menu_id,
    quantity: 1,
    options,
    note: choice.note?.trim() || null,
  };
}

/** One more of `item` with these choices: its line grows (up to MAX_LINE_QUANTITY) or a new line is added at the end. */
export function addItem(lines: readonly CartLine[], item: MenuItem, choice: HandyChoice = { options: [] }): CartLine[] {
  const added = lineOf(item, choice);
  const key = handyLineKey(added);
  const existing = lines.find((line) => handyLineKey(line) === key);
  if (existing) return setQuantity(lines, key, existing.quantity + 1);
  if (lines.length >= MAX_ORDER_LINES) return [...lines];
  return [...lines, added];
}

/** A line's new quantity; below 1 the line goes (SPEC.md's cart), above MAX_LINE_QUANTITY it stays there. */
export function setQuantity(lines: readonly CartLine[], key: string, quantity: number): CartLine[] {
  if (quantity < 1) return lines.filter((line) => handyLineKey(line) !== key);
  const capped = Math.min(quantity, MAX_LINE_QUANTITY);
  return lines.map((line) => (handyLineKey(line) === key ? { ...line, quantity: capped } : line));
}

/** A line's note, changed: if another line then has the same item, options and note, the two become one. */
export function setNote(lines: readonly CartLine[], key: string, note: string): CartLine[] {
  const line = lines.find((l) => handyLineKey(l) === key);
  if (!line) return [...lines];
  const changed = { ...line, note: note.trim() || null };
  const changedKey = handyLineKey(changed);
  if (changedKey === key) return lines.map((l) => (handyLineKey(l) === key ? changed : l));
  const twin = lines.find((l) => handyLineKey(l) === changedKey);
  if (!twin) return lines.map((l) => (handyLineKey(l) === key ? changed : l));
  const merged = Math.min(MAX_LINE_QUANTITY, twin.quantity + line.quantity);
  return lines.flatMap((l) => {
    const k = handyLineKey(l);
    if (k === key) return [];
    return k === changedKey ? [{ ...l, quantity: merged }] : [l];
  });
}

/** Takes out lines by key. */
export function removeLines(lines: readonly CartLine[], keys: readonly string[]): CartLine[] {
  return lines.filter((line) => !keys.includes(handyLineKey(line)));
}

/** Every line of these items (what the box refused as sold out names items, not lines). */
export function linesOfItems(lines: readonly CartLine[], itemIds: readonly number[]): CartLine[] {
  return lines.filter((line) => itemIds.includes(line.id));
}

/** How many of an item the cart holds, over all its variants (the list's badge). */
export function quantityOf(lines: readonly CartLine[], id: number): number {
  return lines.filter((line) => line.id === id).reduce((sum, line) => sum + line.quantity, 0);
}

export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** A line's unit price in the visit: when a plan it ordered makes the line's genre free, only its charged options. */
export function linePrice(line: CartLine, freeMenuIds: readonly number[]): number {
  return freeMenuIds.includes(line.menuId) ? planChargedPrice(line.options ?? []) : line.price;
}

/** What the lines cost as the bill will count them (the box prices the order itself). */
export function cartAmount(lines: readonly CartLine[], freeMenuIds: readonly number[]): number {
  return lines.reduce((sum, line) => sum + linePrice(line, freeMenuIds) * line.quantity, 0);
}

/** The order's lines as 'order.create' takes them: options only when the line has them. */
export function orderLinesOf(lines: readonly CartLine[]) {
  return lines.map((line) => ({
    id: line.id,
    quantity: line.quantity,
    ...(line.options === undefined ? {} : { options: line.options.map((option) => option.choice_id) }),
    ...(line.note ? { note: line.note } : {}),
  }));
}
