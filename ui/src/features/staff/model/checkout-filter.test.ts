import { describe, expect, it } from 'vitest';
import { daysInMonth, defaultFilter, toSessionFilter, withDate, yearChoices } from './checkout-filter';

describe('checkout filter', () => {
  it("starts on the business day's waiting bills of every table", () => {
    expect(defaultFilter('2026-11-22')).toEqual({ tableId: null, state: 'waiting', year: 2026, month: 11, day: 22 });
    expect(toSessionFilter(defaultFilter('2026-03-05'))).toEqual({ status: [1], activeTableId: undefined, date: '2026-03-05' });
  });

  it('maps the bill state and table to the list query', () => {
    const base = defaultFilter('2026-11-22');
    expect(toSessionFilter({ ...base, state: 'completed', tableId: 7 })).toMatchObject({ status: [2], activeTableId: 7 });
    expect(toSessionFilter({ ...base, state: 'all' }).status).toBeUndefined();
  });

  it('offers this year and the four before', () => {
    expect(yearChoices('2026-01-01')).toEqual([2026, 2025, 2024, 2023, 2022]);
  });

  it('moves a day past the end of the month to its last day', () => {
    const jan31 = { ...defaultFilter('2026-01-31') };
    expect(withDate(jan31, { month: 2 }).day).toBe(28);
    expect(withDate({ ...jan31, year: 2028 }, { month: 2 }).day).toBe(29);
    expect(withDate(jan31, { month: 4 }).day).toBe(30);
    expect(withDate(jan31, { day: 15 }).day).toBe(15);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});
