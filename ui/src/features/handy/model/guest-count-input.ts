import { GUEST_COUNT_MAX } from '@contract/constants';

const MAX_DIGITS = String(GUEST_COUNT_MAX).length;

/** The number pad's text after a digit: at most two digits, no leading zero. */
export function pressDigit(text: string, digit: number): string {
  if (text === '' && digit === 0) return text;
  if (text.length >= MAX_DIGITS) return text;
  return `${text}${digit}`;
}

export function dropDigit(text: string): string {
  return text.slice(0, -1);
}

/** The guest count the pad shows, or null while it is not one the box takes (1-99). */
export function guestCount(text: string): number | null {
  const value = Number(text);
  return text !== '' && Number.isInteger(value) && value >= 1 && value <= GUEST_COUNT_MAX ? value : null;
}
