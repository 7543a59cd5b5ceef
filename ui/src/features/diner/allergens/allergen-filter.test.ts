import type { MenuItem } from '@contract/menu-items';
import { describe, expect, it } from 'vitest';
import { itemsWithout, toggleAvoided } from './allergen-filter';

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
