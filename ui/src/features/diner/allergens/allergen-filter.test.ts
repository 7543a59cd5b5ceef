import type { MenuItem } from '@contract/menu-items';
import { describe, expect, it } from 'vitest';
import { dimmedBy, filterMenu, itemsWithout, toggleAvoided } from './allergen-filter';

const item = (id: number, allergens: MenuItem['allergens']) => ({ id, allergens }) as MenuItem;
const karaage = item(1, [
  { id: 'wheat', level: 'contains' },
  { id: 'chicken', level: 'contains' },
]);
const fries = item(2, [{ id: 'wheat', level: 'may_contain' }]);
const edamame = item(3, [{ id: 'soybean', level: 'contains' }]);
const menu = [karaage, fries, edamame];

describe('the diner’s allergen filter', () => {
  it('shows everything while nothing is avoided', () => {
    expect(itemsWithout(menu, { ids: [], includeMayContain: true })).toBe(menu);
  });

  it('hides what contains an avoided allergen, and what may contain it when asked', () => {
    expect(itemsWithout(menu, { ids: ['wheat'], includeMayContain: false }).map((i) => i.id)).toEqual([2, 3]);
    expect(itemsWithout(menu, { ids: ['wheat'], includeMayContain: true }).map((i) => i.id)).toEqual([3]);
    expect(itemsWithout(menu, { ids: ['wheat', 'soybean'], includeMayContain: false }).map((i) => i.id)).toEqual([2]);
  });

  it('toggles an allergen on and off', () => {
    const on = toggleAvoided({ ids: ['egg'], includeMayContain: true }, 'wheat');
    expect(on).toEqual({ ids: ['egg', 'wheat'], includeMayContain: true });
    expect(toggleAvoided(on, 'egg')).toEqual({ ids: ['wheat'], includeMayContain: true });
  });
});

describe('dim instead of hide', () => {
  it('keeps every item in place and dims those holding what is avoided', () => {
    const view = filterMenu(menu, { ids: ['wheat'], includeMayContain: false, dim: true });
    expect(view.shown).toBe(menu);
    expect([...view.dimmed]).toEqual([1]);
    expect(view.affected).toBe(1);
    const withMay = filterMenu(menu, { ids: ['wheat'], includeMayContain: true, dim: true });
    expect([...withMay.dimmed].sort()).toEqual([1, 2]);
  });

  it('hides them when not dimming, and does nothing while nothing is avoided', () => {
    const hidden = filterMenu(menu, { ids: ['wheat'], includeMayContain: false, dim: false });
    expect(hidden.shown.map((i) => i.id)).toEqual([2, 3]);
    expect(hidden.dimmed.size).toBe(0);
    expect(hidden.affected).toBe(1);
    expect(filterMenu(menu, { ids: [], includeMayContain: true, dim: true })).toMatchObject({ shown: menu, affected: 0 });
  });

  it('names what a dimmed item holds, for the detail that refuses to add it', () => {
    expect(dimmedBy(karaage, { ids: ['wheat', 'egg'], includeMayContain: false, dim: true })).toEqual([
      { id: 'wheat', level: 'contains' },
    ]);
    expect(dimmedBy(fries, { ids: ['wheat'], includeMayContain: false, dim: true })).toEqual([]);
    expect(dimmedBy(karaage, { ids: ['wheat'], includeMayContain: false, dim: false })).toEqual([]);
  });
});
