import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@contract/constants';
import type { MenuItem } from '@contract/menu-items';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  cartTotal,
  decrementLine,
  incrementLine,
  removeLine,
  repriceCart,
  syncCartWithMenu,
  toOrderLines,
  unavailableLineIds,
} from './cart';

const DRINK_MENU = 20;
const FOOD_MENU = 10;

function item(id: number, price: number, menuId = FOOD_MENU, patch: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    name: `item-${id}`,
    label: `品${id}`,
    price,
    description: '',
    menu_id: menuId,
    menus: { id: menuId, label: 'ジャンル', name: menuId === DRINK_MENU ? 'drink' : 'food', flag: 1 },
    flag: 1,
    image_url: null,
    thumb_url: null,
    plan_menu_ids: [],
    option_groups: [],
    accepts_note: 0,
    sort_order: 0,
    user_id: null,
    ...patch,
  };
}

const karaage = item(1, 680);
const edamame = item(2, 390);
const oolong = item(3, 330, DRINK_MENU);

describe('cart lines', () => {
  it('adds an item as a line with its quantity and price', () => {
    const cart = addToCart([], karaage, 2, []);
    expect(cart).toEqual([
      {
        id: 1,
        label: '品1',
        name: 'item-1',
        price: 680,
        original_price: 680,
        quantity: 2,
        menu_id: FOOD_MENU,
        menus: { name: 'food' },
      },
    ]);
    expect(cartTotal(cart)).toBe(1360);
  });

  it('merges a second add of the same item into its line', () => {
    const cart = addToCart(addToCart([], karaage, 1, []), karaage, 3, []);
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(4);
  });

  it('refuses a quantity under 1 and caps a line at the box limit', () => {
    expect(addToCart([], karaage, 0, [])).toEqual([]);
    expect(addToCart([], karaage, Number.NaN, [])).toEqual([]);
    const full = addToCart([], karaage, MAX_LINE_QUANTITY, []);
    expect(incrementLine(full, 1)[0]?.quantity).toBe(MAX_LINE_QUANTITY);
    expect(addToCart(full, karaage, 5, [])[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('refuses a new line past the most lines one order may hold', () => {
    let cart = addToCart([], item(1000, 100), 1, []);
    for (let id = 1; id < MAX_ORDER_LINES; id++) cart = addToCart(cart, item(id, 100), 1, []);
    expect(cart).toHaveLength(MAX_ORDER_LINES);
    expect(addToCart(cart, item(9999, 100), 1, [])).toHaveLength(MAX_ORDER_LINES);
  });

  it('+ and - change one line; - at 1 removes it', () => {
    let cart = addToCart(addToCart([], karaage, 1, []), edamame, 2, []);
    cart = incrementLine(cart, 1);
    expect(cart.map((l) => l.quantity)).toEqual([2, 2]);
    cart = decrementLine(cart, 2);
    expect(cart.map((l) => l.quantity)).toEqual([2, 1]);
    cart = decrementLine(cart, 2);
    expect(cart.map((l) => l.id)).toEqual([1]);
    expect(removeLine(cart, 1)).toEqual([]);
  });

  it('never changes the cart it was given', () => {
    const cart = Object.freeze(addToCart([], karaage, 1, []));
    incrementLine(cart, 1);
    decrementLine(cart, 1);
    expect(cart[0]?.quantity).toBe(1);
  });

  it('counts pieces and totals quantity x price', () => {
    const cart = addToCart(addToCart([], karaage, 2, []), edamame, 3, []);
    expect(cartCount(cart)).toBe(5);
    expect(cartTotal(cart)).toBe(680 * 2 + 390 * 3);
    expect(cartTotal([])).toBe(0);
  });

  it('sends only ids and quantities to the box', () => {
    const cart = addToCart(addToCart([], karaage, 2, []), oolong, 1, []);
    expect(toOrderLines(cart)).toEqual([
      { id: 1, quantity: 2 },
      { id: 3, quantity: 1 },
    ]);
  });
});

describe('plan prices in the cart', () => {
  it('prices items of a menu unlocked by an ordered plan at 0', () => {
    const cart = addToCart([], oolong, 2, [DRINK_MENU]);
    expect(cart[0]).toMatchObject({ price: 0, original_price: 330 });
    expect(cartTotal(cart)).toBe(0);
  });

  it('re-prices when the active plans change, both ways', () => {
    const cart = addToCart(addToCart([], oolong, 2, []), karaage, 1, []);
    const free = repriceCart(cart, [DRINK_MENU]);
    expect(free.map((l) => l.price)).toEqual([0, 680]);
    expect(cartTotal(free)).toBe(680);
    const back = repriceCart(free, []);
    expect(back.map((l) => l.price)).toEqual([330, 680]);
  });

  it('keeps unchanged lines identical, so nothing re-renders for nothing', () => {
    const cart = addToCart([], karaage, 1, []);
    expect(repriceCart(cart, [DRINK_MENU])[0]).toBe(cart[0]);
  });
});

describe('following the menu', () => {
  it('takes a new price and label from the box', () => {
    const cart = addToCart([], karaage, 2, []);
    const synced = syncCartWithMenu(cart, [item(1, 720, FOOD_MENU, { label: '<b>新</b>唐揚げ' })], []);
    expect(synced[0]).toMatchObject({ price: 720, original_price: 720, label: '<b>新</b>唐揚げ', quantity: 2 });
  });

  it('marks lines of sold-out or removed items', () => {
    const cart = addToCart(addToCart(addToCart([], karaage, 1, []), edamame, 1, []), oolong, 1, []);
    const menu = [karaage, item(2, 390, FOOD_MENU, { flag: 0 })];
    expect(unavailableLineIds(cart, menu)).toEqual([2, 3]);
    expect(syncCartWithMenu(cart, menu, [])).toHaveLength(3);
  });
});
