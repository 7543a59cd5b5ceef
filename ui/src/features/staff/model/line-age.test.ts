import { describe, expect, it } from 'vitest';
import { MINUTE, station } from './board-fixtures';
import { ageBand, waitedMinutes } from './line-age';

describe('waitedMinutes', () => {
  it('counts whole minutes, and never below zero when the screen clock runs behind', () => {
    expect(waitedMinutes(0, 59_999)).toBe(0);
    expect(waitedMinutes(0, 12 * MINUTE + 5)).toBe(12);
    expect(waitedMinutes(10 * MINUTE, 0)).toBe(0);
  });
});

describe('ageBand', () => {
  it('turns yellow at 10 and red at 20 minutes without a station', () => {
    expect(ageBand(9)).toBe('normal');
    expect(ageBand(10)).toBe('warn');
    expect(ageBand(19)).toBe('warn');
    expect(ageBand(20)).toBe('late');
  });

  it("follows the station's own minutes", () => {
    const bar = station(2, 'ドリンカー', 3, 6);
    expect(ageBand(2, bar)).toBe('normal');
    expect(ageBand(3, bar)).toBe('warn');
    expect(ageBand(6, bar)).toBe('late');
  });
});
