import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@contract/constants';
import type { MenuItem } from '@contract/menu-items';
import { chosenOptions, defaultChoiceIds, lineKey, optionProblems } from '@contract/option-rules';
import type { CartItem, CartOption } from '@/types/cart';
import { unitPriceNow } from './price';

/*
 * The cart as pure functions over an immutable list (SPEC.md section 4): the store persists the
 * result, the screens render it, and the unit tests need no DOM. A line is an item with its
 * chosen options and note (cartLineKey): the same item with other choices is another line.
 */

/** What the diner picked in the item's detail. */
export interface LineChoice {
  /** Choice ids of the item's option groups. */
  options: readonly number[];
  note?: string | null;
}

const NO_CHOICE: LineChoice = { options: [] };

/** The line's identity in the cart: item, set of choices, note. */
export function cartLineKey(line: Pick<CartItem, 'id' | 'options' | 'note'>): string {
  return lineKey(
    line.id,
    (line.options ?? []).map((option) => option.choice_id),
    line.note,
  );
}

function optionsOf(item: MenuItem, choiceIds: readonly number[]): CartOption[] {
  return chosenOptions(item.option_groups, choiceIds).map(({ choice_id, label, price_delta, plan_charged }) => ({
    choice_id,
    label,
    price_delta,
    plan_charged,
  }));
}

/** A menu item as a cart line of `quantity`, with its choices, priced for the visit's active plans. */
export function toCartItem(
  item: MenuItem,
  quantity: number,
  activePlans: readonly number[],
  choice: LineChoice = NO_CHOICE,
): CartItem {
  const options = optionsOf(item, choice.options);
  return {
    id: item.id,
    label: item.label,
    name: item.name,
    price: unitPriceNow(item.menu_id, item.price, activePlans, options),
    original_price: item.price,
    quantity,
    menu_id: item.menu_id,
    menus: { name: item.menus.name },
    options,
    note: choice.note || null,
  };
}

const clampQuantity = (quantity: number) => Math.max(1, Math.min(MAX_LINE_QUANTITY, Math.floor(quantity)));

/** Adds `quantity` of an item with its choices, merging with the same line; a new line past MAX_ORDER_LINES is refused. */
export function addToCart(
  cart: readonly CartItem[],
  item: MenuItem,
  quantity: number,
  activePlans: readonly number[],
  choice: LineChoice = NO_CHOICE,
): CartItem[] {
  if (!Number.isFinite(quantity) || quantity < 1) return [...cart];
  const added = toCartItem(item, clampQuantity(quantity), activePlans, choice);
  const key = cartLineKey(added);
  if (cart.some((line) => cartLineKey(line) === key)) {
    return cart.map((line) =>
      cartLineKey(line) === key ? { ...line, quantity: clampQuantity(line.quantity + quantity) } : line,
    );
  }
  if (cart.length >= MAX_ORDER_LINES) return [...cart];
  return [...cart, added];
}

/** '+': one more, up to MAX_LINE_QUANTITY. */
export function incrementLine(cart: readonly CartItem[], key: string): CartItem[] {
  return cart.map((line) => (cartLineKey(line) === key ? { ...line, quantity: clampQuantity(line.quantity + 1) } : line));
}

/** '-': one less; subtracting at 1 removes the line. */
export function decrementLine(cart: readonly CartItem[], key: string): CartItem[] {
  return cart.flatMap((line) => {
    if (cartLineKey(line) !== key) return [line];
    return line.quantity <= 1 ? [] : [{ ...line, quantity: line.quantity - 1 }];
  });
}

export function removeLine(cart: readonly CartItem[], key: string): CartItem[] {
  return cart.filter((line) => cartLineKey(line) !== key);
}

/** Items of a menu unlocked by an ordered plan cost 0 (or their plan-charged options), the rest their price with options. */
export function repriceCart(cart: readonly CartItem[], activePlans: readonly number[]): CartItem[] {
  return cart.map((line) => {
    const price = unitPriceNow(line.menu_id, line.original_price, activePlans, line.options);
    return price === line.price ? line : { ...line, price };
  });
}

/**
 * Follows the box's menu: a renamed or re-priced item, or a choice renamed or re-priced, updates
 * its line. Lines of items the box no longer lists, or whose choices it no longer offers, stay as
 * they are, so the diner sees them marked and decides (see unavailableLineKeys).
 */
export function syncCartWithMenu(
  cart: readonly CartItem[],
  items: readonly MenuItem[],
  activePlans: readonly number[],
): CartItem[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return cart.map((line) => {
    const item = byId.get(line.id);
    if (!item || choiceTrouble(item, line)) return line;
    const next = toCartItem(item, line.quantity, activePlans, {
      options: (line.options ?? []).map((o) => o.choice_id),
      note: line.note,
    });
    if (line.options === undefined) next.options = undefined;
    return sameLine(line, next) ? line : next;
  });
}

function sameLine(a: CartItem, b: CartItem): boolean {
  return (
    a.label === b.label &&
    a.price === b.price &&
    a.original_price === b.original_price &&
    a.menu_id === b.menu_id &&
    JSON.stringify(a.options) === JSON.stringify(b.options)
  );
}

/**
 * The line's choices would be refused: a choice gone or sold out, a required group now unpicked.
 * A line without options (kept by an older version) gets the item's defaults from the box.
 */
function choiceTrouble(item: MenuItem, line: CartItem): boolean {
  const ids = line.options === undefined ? defaultChoiceIds(item.option_groups) : line.options.map((o) => o.choice_id);
  return optionProblems(item.option_groups, ids).length > 0;
}

/** Lines the box would refuse: items gone from the menu or sold out (flag 0), or choices it no longer takes. */
export function unavailableLineKeys(cart: readonly CartItem[], items: readonly MenuItem[]): string[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return cart
    .filter((line) => {
      const item = byId.get(line.id);
      return item?.flag !== 1 || choiceTrouble(item, line);
    })
    .map(cartLineKey);
}

export function cartTotal(cart: readonly CartItem[]): number {
  return cart.reduce((sum, line) => sum + line.price * line.quantity, 0);
}

export function cartCount(cart: readonly CartItem[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** An order line of 'order.create': options only when the line has them (an older line gets the item's defaults). */
export interface OrderLine {
  id: number;
  quantity: number;
  options?: number[];
  note?: string;
}

/** The `orderItemsData.items` of 'order.create'. */
export function toOrderLines(cart: readonly CartItem[]): OrderLine[] {
  return cart.map((line) => ({
    id: line.id,
    quantity: line.quantity,
    ...(line.options === undefined ? {} : { options: line.options.map((option) => option.choice_id) }),
    ...(line.note ? { note: line.note } : {}),
  }));
}
