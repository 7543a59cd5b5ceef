/** Calendar arithmetic on business dates (YYYY-MM-DD), zod-free for the box and the screens. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest range one report covers (a quarter). */
export const REPORT_MAX_DAYS = 93;

function utcOf(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** The date `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date(utcOf(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcOf(to) - utcOf(from)) / DAY_MS);
}

/** Every date from `from` to `to`, both included. */
export function datesOf(from: string, to: string): string[] {
  const count = daysBetween(from, to);
  return Array.from({ length: Math.max(0, count + 1) }, (_, i) => addDays(from, i));
}
