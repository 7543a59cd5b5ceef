import { describe, expect, it } from 'vitest';
import { SERVICE_MENU_ID } from './constants';
import { billTotal, coverSubtotal, effectiveUnitPrice, formatYen, isFreeMenu, lineSubtotal, taxExcluded } from './money';

const FOOD = 1;
const DRINK = 2;
const ALCOHOL = 3;
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

describe('effective prices and the bill', () => {
  const beer = { menuId: ALCOHOL, unitPrice: 550, quantity: 2 };
  const oolong = { menuId: DRINK, unitPrice: 330, quantity: 1 };
  const karaage = { menuId: FOOD, unitPrice: 680, quantity: 1 };
  const plan = { menuId: 50, unitPrice: 1650, quantity: 2 };
  const service = { menuId: SERVICE_MENU_ID, unitPrice: 300, quantity: 1 };

  it('charges stored unit prices without a plan', () => {
    expect(billTotal([beer, oolong, karaage])).toBe(550 * 2 + 330 + 680);
  });

  it('makes the lines a plan freed when they were ordered free; the plan itself is charged per taker', () => {
    const freedBeer = { ...beer, planFreed: true };
    const freedOolong = { ...oolong, planFreed: true };
    expect(effectiveUnitPrice(freedBeer)).toBe(0);
    expect(lineSubtotal(freedOolong)).toBe(0);
    expect(lineSubtotal(karaage)).toBe(680);
    expect(billTotal([freedBeer, freedOolong, karaage, plan])).toBe(680 + 1650 * 2);
  });

  it('a cancelled line costs nothing, freed or not', () => {
    expect(
      billTotal([
        { ...beer, cancelled: true },
        { ...oolong, planFreed: true, cancelled: true },
      ]),
    ).toBe(0);
  });

  it('never charges the service genre, even with a stray stored price', () => {
    expect(effectiveUnitPrice(service)).toBe(0);
    expect(billTotal([service])).toBe(0);
    expect(isFreeMenu(SERVICE_MENU_ID, new Set())).toBe(true);
    expect(isFreeMenu(DRINK, new Set([DRINK]))).toBe(true);
    expect(isFreeMenu(FOOD, new Set([DRINK]))).toBe(false);
  });

  it('an empty session costs nothing', () => {
    expect(billTotal([])).toBe(0);
  });
});

describe('coverSubtotal', () => {
  it('charges the cover per adult unless waived', () => {
    expect(coverSubtotal({ price: 330, adults: 4, waived: false })).toBe(1320);
    expect(coverSubtotal({ price: 330, adults: 4, waived: true })).toBe(0);
    expect(coverSubtotal({ price: 330, adults: 0, waived: false })).toBe(0);
    expect(coverSubtotal(null)).toBe(0);
  });
});
