import { describe, expect, it } from 'vitest';
import { formatClock, formatMonthDayTime, formatYen } from './format';

describe('formatYen', () => {
  it('writes yen with the half-width sign and digit grouping (SPEC.md)', () => {
    expect(formatYen(12800)).toBe('¥12,800');
    expect(formatYen(1_234_567)).toBe('¥1,234,567');
    expect(formatYen(638)).toBe('¥638');
    expect(formatYen(0)).toBe('¥0');
  });

  it('is the same in the Japanese locale named explicitly', () => {
    expect(formatYen(980, 'ja')).toBe('¥980');
  });
});

describe('times', () => {
  const at = Date.parse('2026-07-14T12:05:00Z');

  it("shows the shop's wall clock, not the browser's", () => {
    expect(formatClock(at, 'Asia/Tokyo')).toBe('21:05');
    expect(formatClock(at, 'UTC')).toBe('12:05');
  });

  it('writes month/day hour:minute for the bill list, midnight as 00', () => {
    expect(formatMonthDayTime(at, 'Asia/Tokyo')).toBe('7/14 21:05');
    expect(formatMonthDayTime(Date.parse('2026-12-31T15:00:00Z'), 'Asia/Tokyo')).toBe('1/1 00:00');
    expect(formatClock(Date.parse('2026-12-31T15:00:00Z'), 'Asia/Tokyo')).toBe('00:00');
  });

  it("falls back to the browser's time zone while the shop's is not known", () => {
    const local = new Date(at);
    const hh = String(local.getHours()).padStart(2, '0');
    const mm = String(local.getMinutes()).padStart(2, '0');
    expect(formatClock(at, undefined)).toBe(`${hh}:${mm}`);
  });
});

describe('other locales', () => {
  const at = Date.parse('2026-07-14T12:05:00Z');

  it('write yen as ¥ with digit grouping and a 24-hour clock in each', () => {
    for (const locale of ['en', 'zh-Hans', 'zh-Hant', 'ko'] as const) {
      expect(formatYen(1200, locale)).toBe('¥1,200');
      expect(formatClock(at, 'Asia/Tokyo', locale)).toBe('21:05');
    }
  });
});
