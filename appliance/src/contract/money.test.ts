import { describe, expect, it } from 'vitest';
import { SERVICE_MENU_ID } from './constants';
import { billTotal, effectiveUnitPrice, formatYen, lineSubtotal, taxExcluded, unlockedMenuIds } from './money';

const FOOD = 1;
const DRINK = 2;
const ALCOHOL = 3;
const NOMIHODAI = 100;
const SOFT_PLAN = 101;
const links = [
  { planItemId: NOMIHODAI, menuId: DRINK },
  { planItemId: NOMIHODAI, menuId: ALCOHOL },
  { planItemId: SOFT_PLAN, menuId: DRINK },
];

describe('taxExcluded and formatYen', () => {
  it('rounds price / 1.1 as SPEC.md section 9 says', () => {
    expect(taxExcluded(550)).toBe(500);
    expect(taxExcluded(330)).toBe(300);
    expect(taxExcluded(680)).toBe(618);
    expect(taxExcluded(0)).toBe(0);
  });

  it('groups digits with the yen sign', () => {
    expect(formatYen(12800)).toBe('¥12,800');
    expect(formatYen(0)).toBe('¥0');
  });
});

describe('unlockedMenuIds', () => {
  it('is empty without a plan item in the session', () => {
    expect(unlockedMenuIds([5, 6], links).size).toBe(0);
  });

  it('unions the menus of every ordered plan item', () => {
    expect([...unlockedMenuIds([5, NOMIHODAI], links)].sort()).toEqual([DRINK, ALCOHOL]);
    expect([...unlockedMenuIds([SOFT_PLAN], links)]).toEqual([DRINK]);
    expect([...unlockedMenuIds([SOFT_PLAN, NOMIHODAI, NOMIHODAI], links)].sort()).toEqual([DRINK, ALCOHOL]);
  });
});

describe('effective prices and the bill', () => {
  const beer = { menuId: ALCOHOL, unitPrice: 550, quantity: 2 };
  const oolong = { menuId: DRINK, unitPrice: 330, quantity: 1 };
  const karaage = { menuId: FOOD, unitPrice: 680, quantity: 1 };
  const plan = { menuId: 50, unitPrice: 1650, quantity: 2 };
  const service = { menuId: SERVICE_MENU_ID, unitPrice: 300, quantity: 1 };

  it('charges stored unit prices without a plan', () => {
    expect(billTotal([beer, oolong, karaage], new Set())).toBe(550 * 2 + 330 + 680);
  });

  it('makes lines of unlocked menus free, whatever their order', () => {
    const unlocked = unlockedMenuIds([NOMIHODAI], links);
    expect(effectiveUnitPrice(beer, unlocked)).toBe(0);
    expect(lineSubtotal(oolong, unlocked)).toBe(0);
    expect(lineSubtotal(karaage, unlocked)).toBe(680);
    expect(billTotal([beer, oolong, karaage, plan], unlocked)).toBe(680 + 1650 * 2);
  });

  it('never charges the service genre, even with a stray stored price', () => {
    expect(effectiveUnitPrice(service, new Set())).toBe(0);
    expect(billTotal([service], new Set())).toBe(0);
  });

  it('an empty session costs nothing', () => {
    expect(billTotal([], new Set([DRINK]))).toBe(0);
  });
});
