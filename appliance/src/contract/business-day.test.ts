import { describe, expect, it } from 'vitest';
import { businessDateOf, businessDayRange } from './business-day';

describe('businessDayRange', () => {
  it('runs from 05:00 to 05:00 Tokyo time', () => {
    const { from, to } = businessDayRange('2026-03-14', 'Asia/Tokyo');
    expect(new Date(from).toISOString()).toBe('2026-03-13T20:00:00.000Z');
    expect(new Date(to).toISOString()).toBe('2026-03-14T20:00:00.000Z');
  });

  it('crosses month and year ends', () => {
    const { from, to } = businessDayRange('2025-12-31', 'Asia/Tokyo');
    expect(new Date(from).toISOString()).toBe('2025-12-30T20:00:00.000Z');
    expect(new Date(to).toISOString()).toBe('2025-12-31T20:00:00.000Z');
  });

  it('follows daylight saving time where the shop has it', () => {
    // Berlin springs forward at 02:00 on 2026-03-29: the business day of the 28th lasts 23 hours.
    const { from, to } = businessDayRange('2026-03-28', 'Europe/Berlin');
    expect(new Date(from).toISOString()).toBe('2026-03-28T04:00:00.000Z');
    expect(new Date(to).toISOString()).toBe('2026-03-29T03:00:00.000Z');
    expect(to - from).toBe(23 * 60 * 60 * 1000);
    const autumn = businessDayRange('2026-10-24', 'Europe/Berlin');
    expect(new Date(autumn.from).toISOString()).toBe('2026-10-24T03:00:00.000Z');
    expect(autumn.to - autumn.from).toBe(25 * 60 * 60 * 1000);
  });

  it('honours another start hour', () => {
    expect(new Date(businessDayRange('2026-03-14', 'UTC', 0).from).toISOString()).toBe('2026-03-14T00:00:00.000Z');
  });
});

describe('businessDateOf', () => {
  it('puts the small hours on the evening before', () => {
    expect(businessDateOf(Date.parse('2026-03-14T16:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-14'); // 01:30 on the 15th
    expect(businessDateOf(Date.parse('2026-03-14T19:59:59Z'), 'Asia/Tokyo')).toBe('2026-03-14'); // 04:59
    expect(businessDateOf(Date.parse('2026-03-14T20:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-15'); // 05:00
  });

  it('agrees with businessDayRange', () => {
    const { from, to } = businessDayRange('2026-07-01', 'Asia/Tokyo');
    expect(businessDateOf(from, 'Asia/Tokyo')).toBe('2026-07-01');
    expect(businessDateOf(to - 1, 'Asia/Tokyo')).toBe('2026-07-01');
    expect(businessDateOf(to, 'Asia/Tokyo')).toBe('2026-07-02');
  });
});
