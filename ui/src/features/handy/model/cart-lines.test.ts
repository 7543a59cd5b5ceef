import { MAX_LINE_QUANTITY } from '@contract/constants';
import { describe, expect, it } from 'vitest';
import { addItem, cartAmount, cartCount, quantityOf, removeItems, setQuantity } from './cart-lines';
import { menuItem } from './handy-fixtures';

const karaage = menuItem(1, '若鶏の<b>唐揚げ</b>', 'karaage', { price: 638 });
const beer = menuItem(2, '生ビール', 'draft-beer', { price: 550, menu_id: 7 });

describe("the waiter's cart", () => {
  it('adds one per tap, a new line at the end, its label as text', () => {
    let lines = addItem([], karaage);
    lines = addItem(lines, beer);
    lines = addItem(lines, karaage);
    expect(lines).toEqual([
      { id: 1, label: '若鶏の唐揚げ', price: 638, menuId: 1, quantity: 2 },
      { id: 2, label: '生ビール', price: 550, menuId: 7, quantity: 1 },
    ]);
    expect(cartCount(lines)).toBe(3);
    expect(cartAmount(lines, [])).toBe(638 * 2 + 550);
    // A plan of the visit makes the drinks free.
    expect(cartAmount(lines, [7])).toBe(638 * 2);
    expect(quantityOf(lines, 1)).toBe(2);
    expect(quantityOf(lines, 3)).toBe(0);
  });

  it('steps a quantity, removing the line below 1 and stopping at the most a line may hold', () => {
    const lines = addItem(addItem([], karaage), beer);
    expect(setQuantity(lines, 1, 0).map((l) => l.id)).toEqual([2]);
    expect(setQuantity(lines, 1, MAX_LINE_QUANTITY + 5)[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(removeItems(lines, [2]).map((l) => l.id)).toEqual([1]);
  });
});
