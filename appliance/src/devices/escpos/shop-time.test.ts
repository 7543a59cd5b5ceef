import { describe, expect, it } from 'vitest';
import { shopTime } from './shop-time';

describe('shopTime', () => {
  // 2026-11-27 19:59:59.999 in Tokyo (UTC+9).
  const lastOfMinute = Date.UTC(2026, 10, 27, 10, 59, 59, 999);

  it("prints the shop's hour and minute, and the date when asked", () => {
    expect(shopTime(lastOfMinute, 'Asia/Tokyo')).toBe('19:59');
    expect(shopTime(lastOfMinute, 'Asia/Tokyo', true)).toBe('2026/11/27 19:59');
  });

  it('moves on at the minute, and keeps each zone and form apart', () => {
    expect(shopTime(lastOfMinute - 30_000, 'Asia/Tokyo')).toBe('19:59');
    expect(shopTime(lastOfMinute + 1, 'Asia/Tokyo')).toBe('20:00');
    expect(shopTime(lastOfMinute + 1, 'Asia/Tokyo', true)).toBe('2026/11/27 20:00');
    expect(shopTime(lastOfMinute + 1, 'Asia/Kolkata')).toBe('16:30');
    expect(shopTime(lastOfMinute, 'Asia/Tokyo')).toBe('19:59');
  });

  it('prints in Tokyo time when the zone is unknown', () => {
    expect(shopTime(lastOfMinute, 'Nowhere/Atlantis')).toBe('19:59');
  });
});
