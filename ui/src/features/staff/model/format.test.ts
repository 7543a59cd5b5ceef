import { describe, expect, it } from 'vitest';
import { formatClock, formatMonthDayTime } from './format';

describe('staff time formats', () => {
  const at = Date.parse('2026-07-14T12:05:00Z');

  it("shows the shop's wall clock, not the browser's", () => {
    expect(formatClock(at, 'Asia/Tokyo')).toBe('21:05');
    expect(formatClock(at, 'UTC')).toBe('12:05');
  });

  it('writes month/day hour:minute for the bill list, midnight as 00', () => {
    expect(formatMonthDayTime(at, 'Asia/Tokyo')).toBe('7/14 21:05');
    expect(formatMonthDayTime(Date.parse('2026-12-31T15:00:00Z'), 'Asia/Tokyo')).toBe('1/1 00:00');
  });
});
