import { describe, expect, it } from 'vitest';
import { cardAge, clockOffset, elapsedMinutes } from './age';

const station = { warn_minutes: 10, late_minutes: 20 };

describe('elapsedMinutes', () => {
  it('counts whole minutes since the order on the box clock', () => {
    const at = 1_700_000_000_000;
    expect(elapsedMinutes(at, at)).toBe(0);
    expect(elapsedMinutes(at, at + 59_999)).toBe(0);
    expect(elapsedMinutes(at, at + 60_000)).toBe(1);
    expect(elapsedMinutes(at, at + 25 * 60_000 + 30_000)).toBe(25);
  });

  it('never goes below zero when the order looks to be in the future', () => {
    expect(elapsedMinutes(2_000_000, 1_000_000)).toBe(0);
  });
});

describe('cardAge', () => {
  it('is normal below warn, warn from warn_minutes, late from late_minutes', () => {
    expect(cardAge(0, station)).toBe('normal');
    expect(cardAge(9, station)).toBe('normal');
    expect(cardAge(10, station)).toBe('warn');
    expect(cardAge(19, station)).toBe('warn');
    expect(cardAge(20, station)).toBe('late');
    expect(cardAge(90, station)).toBe('late');
  });

  it('follows each station its own thresholds', () => {
    const bar = { warn_minutes: 3, late_minutes: 5 };
    expect(cardAge(2, bar)).toBe('normal');
    expect(cardAge(3, bar)).toBe('warn');
    expect(cardAge(5, bar)).toBe('late');
  });
});

describe('clockOffset', () => {
  it('is how far the box clock is ahead of this screen', () => {
    expect(clockOffset(10_000, 7_000)).toBe(3_000);
    expect(clockOffset(7_000, 10_000)).toBe(-3_000);
  });
});
