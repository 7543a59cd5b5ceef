import { describe, expect, it } from 'vitest';
import { dropDigit, guestCount, pressDigit } from './guest-count-input';

describe('the guest count pad', () => {
  it('takes one or two digits, never a leading zero', () => {
    expect(pressDigit('', 0)).toBe('');
    expect(pressDigit('', 3)).toBe('3');
    expect(pressDigit('1', 0)).toBe('10');
    expect(pressDigit('12', 5)).toBe('12');
    expect(dropDigit('12')).toBe('1');
    expect(dropDigit('')).toBe('');
  });

  it('answers a count from 1 to 99, else null', () => {
    expect(guestCount('')).toBeNull();
    expect(guestCount('3')).toBe(3);
    expect(guestCount('99')).toBe(99);
    expect(guestCount('100')).toBeNull();
  });
});
