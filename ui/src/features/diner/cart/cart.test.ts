import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@contract/constants';
import type { MenuItem } from '@contract/menu-items';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  cartLineKey,
  cartTotal,
  decrementLine,
  incrementLine,
  removeLine,
  repriceCart,
  syncCartWithMenu,
  toCartItem,
  toOrderLines,
  unavailableLineKeys,
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
    plan_item_ids: [],
    plan: null,
    plan_last_order_minutes: null,
    option_groups: [],
    accepts_note: 0,
    tax_rate: 10,
    allergens: [],
    sort_order: 0,
    user_id: null,
    translations: {},
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
        options: [],
        note: null,
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
    expect(incrementLine(full, cartLineKey(full[0]!))[0]?.quantity).toBe(MAX_LINE_QUANTITY);
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
    const [k1, k2] = cart.map(cartLineKey) as [string, string];
    cart = incrementLine(cart, k1);
    expect(cart.map((l) => l.quantity)).toEqual([2, 2]);
    cart = decrementLine(cart, k2);
    expect(cart.map((l) => l.quantity)).toEqual([2, 1]);
    cart = decrementLine(cart, k2);
    expect(cart.map((l) => l.id)).toEqual([1]);
    expect(removeLine(cart, k1)).toEqual([]);
  });

  it('never changes the cart it was given', () => {
    const cart = Object.freeze(addToCart([], karaage, 1, []));
    incrementLine(cart, cartLineKey(cart[0]!));
    decrementLine(cart, cartLineKey(cart[0]!));
    expect(cart[0]?.quantity).toBe(1);
  });

  it('counts pieces and totals quantity x price', () => {
    const cart = addToCart(addToCart([], karaage, 2, []), edamame, 3, []);
    expect(cartCount(cart)).toBe(5);
    expect(cartTotal(cart)).toBe(680 * 2 + 390 * 3);
    expect(cartTotal([])).toBe(0);
  });

  it('sends only ids, quantities and chosen choice ids to the box, never a price', () => {
    const cart = addToCart(addToCart([], karaage, 2, []), oolong, 1, []);
    expect(toOrderLines(cart)).toEqual([
      { id: 1, quantity: 2, options: [] },
      { id: 3, quantity: 1, options: [] },
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
    expect(unavailableLineKeys(cart, menu)).toEqual([cartLineKey(cart[1]!), cartLineKey(cart[2]!)]);
    expect(syncCartWithMenu(cart, menu, [])).toHaveLength(3);
  });
});

const choice = (
  id: number,
  label: string,
  price_delta = 0,
  over: Partial<MenuItem['option_groups'][number]['choices'][number]> = {},
) => ({
  id,
  label,
  price_delta,
  is_default: 0,
  flag: 1,
  plan_charged: 0,
  translations: {},
  ...over,
});

/** 焼き鳥: 焼き方 塩/タレ required; ハイボール in the drinks: 濃いめ +100, プレミアム +200 charged under a plan. */
const yakitori = item(10, 968, FOOD_MENU, {
  option_groups: [
    { id: 1, label: '焼き方', min_picks: 1, max_picks: 1, translations: {}, choices: [choice(11, '塩'), choice(12, 'タレ')] },
  ],
  accepts_note: 1,
});
const highball = item(20, 528, DRINK_MENU, {
  option_groups: [
    {
      id: 2,
      label: '濃さ',
      min_picks: 1,
      max_picks: 1,
      translations: {},
      choices: [choice(21, '普通', 0, { is_default: 1 }), choice(22, '濃いめ', 100)],
    },
    {
      id: 3,
      label: '銘柄',
      min_picks: 0,
      max_picks: 1,
      translations: {},
      choices: [choice(31, 'プレミアム', 200, { plan_charged: 1 })],
    },
  ],
});

describe('lines with options', () => {
  it('the same item with other choices or another note is another line; the same choices add up', () => {
    let cart = addToCart([], yakitori, 1, [], { options: [11] });
    cart = addToCart(cart, yakitori, 2, [], { options: [12] });
    cart = addToCart(cart, yakitori, 1, [], { options: [12] });
    cart = addToCart(cart, yakitori, 1, [], { options: [12], note: 'よく焼きで' });
    expect(cart.map((l) => [l.options?.map((o) => o.label), l.note, l.quantity])).toEqual([
      [['塩'], null, 1],
      [['タレ'], null, 3],
      [['タレ'], 'よく焼きで', 1],
    ]);
    expect(toOrderLines(cart)).toEqual([
      { id: 10, quantity: 1, options: [11] },
      { id: 10, quantity: 3, options: [12] },
      { id: 10, quantity: 1, options: [12], note: 'よく焼きで' },
    ]);
    const minusSalt = decrementLine(cart, cartLineKey(cart[0]!));
    expect(minusSalt.map((l) => l.options?.[0]?.label)).toEqual(['タレ', 'タレ']);
  });

  it('prices a line with its options; under a plan only the charged ones', () => {
    const strong = addToCart([], highball, 2, [], { options: [22, 31] });
    expect(strong[0]).toMatchObject({ price: 528 + 100 + 200, original_price: 528 });
    expect(cartTotal(strong)).toBe(828 * 2);
    const underPlan = repriceCart(strong, [DRINK_MENU]);
    expect(underPlan[0]!.price).toBe(200);
    expect(repriceCart(addToCart([], highball, 1, [], { options: [22] }), [DRINK_MENU])[0]!.price).toBe(0);
  });

  it('marks a line whose choice sold out or went, and keeps it as it was', () => {
    const cart = addToCart([], highball, 1, [], { options: [22] });
    const soldOut = item(20, 528, DRINK_MENU, {
      option_groups: [
        {
          ...highball.option_groups[0]!,
          choices: [choice(21, '普通', 0, { is_default: 1 }), choice(22, '濃いめ', 100, { flag: 0 })],
        },
      ],
    });
    expect(unavailableLineKeys(cart, [soldOut])).toEqual([cartLineKey(cart[0]!)]);
    expect(syncCartWithMenu(cart, [soldOut], [])[0]).toBe(cart[0]);
    const gone = item(20, 528, DRINK_MENU, { option_groups: [] });
    expect(unavailableLineKeys(cart, [gone])).toHaveLength(1);
    expect(unavailableLineKeys(cart, [highball])).toEqual([]);
  });

  it('takes a choice renamed or repriced by the owner', () => {
    const cart = addToCart([], highball, 1, [], { options: [22] });
    const repriced = item(20, 528, DRINK_MENU, {
      option_groups: [
        { ...highball.option_groups[0]!, choices: [choice(21, '普通', 0, { is_default: 1 }), choice(22, '濃いめ', 150)] },
      ],
    });
    expect(syncCartWithMenu(cart, [repriced], [])[0]).toMatchObject({
      price: 678,
      options: [{ label: '濃いめ', price_delta: 150 }],
    });
  });

  it('a line kept by an older version (no options) still orders, with the defaults, unless a choice is required', () => {
    const { options: _, note: __, ...old } = toCartItem(highball, 1, []);
    expect(toOrderLines([old])).toEqual([{ id: 20, quantity: 1 }]);
    expect(unavailableLineKeys([old], [highball])).toEqual([]);
    const { options: ___, ...oldYakitori } = toCartItem(yakitori, 1, []);
    expect(unavailableLineKeys([oldYakitori], [yakitori])).toHaveLength(1);
  });
});
