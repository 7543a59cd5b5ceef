import { SERVICE_MENU_ID } from '@contract/constants';
import { describe, expect, it } from 'vitest';
import { isPlanFree, priceText, unitPriceNow } from './price';

describe('price display', () => {
  it('shows the tax-included price and round(price / 1.1) ex-tax, with ¥ and grouping', () => {
    expect(priceText(638)).toEqual({ inclusive: '¥638', exclusive: '¥580' });
    expect(priceText(1518)).toEqual({ inclusive: '¥1,518', exclusive: '¥1,380' });
    expect(priceText(12800)).toEqual({ inclusive: '¥12,800', exclusive: '¥11,636' });
    expect(priceText(0)).toEqual({ inclusive: '¥0', exclusive: '¥0' });
  });

  it('rounds the ex-tax price to the nearest yen', () => {
    expect(priceText(100).exclusive).toBe('¥91'); // 90.9
    expect(priceText(104).exclusive).toBe('¥95'); // 94.5...
    expect(priceText(102).exclusive).toBe('¥93'); // 92.7
    expect(priceText(165).exclusive).toBe('¥150');
  });

  it('costs 0 in a plan-unlocked menu and in the service genre, else the original price', () => {
    expect(unitPriceNow(20, 330, [20])).toBe(0);
    expect(unitPriceNow(20, 330, [21])).toBe(330);
    expect(unitPriceNow(SERVICE_MENU_ID, 500, [])).toBe(0);
    expect(isPlanFree(20, [20, 21])).toBe(true);
    expect(isPlanFree(10, [20, 21])).toBe(false);
  });
});
