import { MAX_LINE_QUANTITY } from '@contract/constants';
import type { MenuItem } from '@contract/menu-items';
import { describe, expect, it } from 'vitest';
import {
  addItem,
  cartAmount,
  cartCount,
  handyLineKey,
  orderLinesOf,
  quantityOf,
  removeLines,
  setNote,
  setQuantity,
} from './cart-lines';
import { menuItem } from './handy-fixtures';

const karaage = menuItem(1, '若鶏の<b>唐揚げ</b>', 'karaage', { price: 638 });
const beer = menuItem(2, '生ビール', 'draft-beer', { price: 550, menu_id: 7 });

describe("the waiter's cart", () => {
  it('adds one per tap, a new line at the end, its label as text', () => {
    let lines = addItem([], karaage);
    lines = addItem(lines, beer);
    lines = addItem(lines, karaage);
    expect(lines).toEqual([
      { id: 1, label: '若鶏の唐揚げ', price: 638, menuId: 1, quantity: 2, options: [], note: null },
      { id: 2, label: '生ビール', price: 550, menuId: 7, quantity: 1, options: [], note: null },
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
    const [k1, k2] = lines.map(handyLineKey) as [string, string];
    expect(setQuantity(lines, k1, 0).map((l) => l.id)).toEqual([2]);
    expect(setQuantity(lines, k1, MAX_LINE_QUANTITY + 5)[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(removeLines(lines, [k2]).map((l) => l.id)).toEqual([1]);
  });
});

const choice = (id: number, label: string, price_delta = 0, plan_charged = 0) => ({
  id,
  label,
  price_delta,
  is_default: 0,
  flag: 1,
  plan_charged,
  translations: {},
});
const yakitori: MenuItem = menuItem(5, '焼き鳥盛り合わせ', 'yakitori', {
  price: 968,
  option_groups: [
    { id: 1, label: '焼き方', min_picks: 1, max_picks: 1, translations: {}, choices: [choice(11, '塩'), choice(12, 'タレ')] },
  ],
});
const premium: MenuItem = menuItem(6, '生ビール', 'beer', {
  price: 550,
  menu_id: 7,
  option_groups: [
    { id: 2, label: '銘柄', min_picks: 0, max_picks: 1, translations: {}, choices: [choice(21, 'プレミアム', 150, 1)] },
  ],
});

describe('lines with options and notes', () => {
  it('keeps タレ, 塩 and a noted タレ apart, and counts the item over all of them', () => {
    let lines = addItem([], yakitori, { options: [12] });
    lines = addItem(lines, yakitori, { options: [11] });
    lines = addItem(lines, yakitori, { options: [12] });
    lines = addItem(lines, yakitori, { options: [12], note: ' アレルギー: 卵 ' });
    expect(lines.map((l) => [l.options?.map((o) => o.label), l.note, l.quantity])).toEqual([
      [['タレ'], null, 2],
      [['塩'], null, 1],
      [['タレ'], 'アレルギー: 卵', 1],
    ]);
    expect(quantityOf(lines, 5)).toBe(4);
    expect(orderLinesOf(lines)).toEqual([
      { id: 5, quantity: 2, options: [12] },
      { id: 5, quantity: 1, options: [11] },
      { id: 5, quantity: 1, options: [12], note: 'アレルギー: 卵' },
    ]);
  });

  it('a note written on a line merges it with a twin', () => {
    let lines = addItem([], yakitori, { options: [12] });
    lines = addItem(lines, yakitori, { options: [12], note: 'よく焼き' });
    const merged = setNote(lines, handyLineKey(lines[0]!), 'よく焼き');
    expect(merged.map((l) => [l.note, l.quantity])).toEqual([['よく焼き', 2]]);
    expect(setNote(lines, handyLineKey(lines[1]!), '').map((l) => [l.note, l.quantity])).toEqual([[null, 2]]);
  });

  it('prices options, and a plan-freed line at its charged options', () => {
    const lines = addItem([], premium, { options: [21] });
    expect(cartAmount(lines, [])).toBe(700);
    expect(cartAmount(lines, [7])).toBe(150);
  });

  it('a line kept from before options sends no options, so the box gives it the defaults', () => {
    expect(orderLinesOf([{ id: 1, label: '唐揚げ', price: 638, menuId: 1, quantity: 1 }])).toEqual([{ id: 1, quantity: 1 }]);
  });
});
