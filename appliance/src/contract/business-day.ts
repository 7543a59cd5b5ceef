/**
 * The shop's business day, shared by the box (bill-list filter) and the screens (its default date):
 * pure Intl arithmetic, no Node imports.
 */
import { BUSINESS_DAY_START_HOUR } from './constants';

const HOUR_MS = 60 * 60 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time in `timeZone` at `epochMs`, expressed as if it were UTC. */
function wallClockAsUtc(epochMs: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(epochMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The instant a local wall-clock time happens in `timeZone` (two passes settle DST edges). */
function localToEpoch(year: number, month: number, day: number, hour: number, timeZone: string): number {
  const wall = Date.UTC(year, month - 1, day, hour);
  let epoch = wall - (wallClockAsUtc(wall, timeZone) - wall);
  epoch = wall - (wallClockAsUtc(epoch, timeZone) - epoch);
  return epoch;
}

/**
 * The business day `date` (YYYY-MM-DD) as [from, to) in ms: from `startHour` local on that date to
 * `startHour` local the next morning, so a table that pays at 01:30 counts for the evening before.
 */
export function businessDayRange(
  date: string,
  timeZone: string,
  startHour = BUSINESS_DAY_START_HOUR,
): { from: number; to: number } {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return {
    from: localToEpoch(year, month, day, startHour, timeZone),
    to: localToEpoch(year, month, day + 1, startHour, timeZone),
  };
}

/** The business day (YYYY-MM-DD) an instant belongs to in `timeZone`. */
export function businessDateOf(epochMs: number, timeZone: string, startHour = BUSINESS_DAY_START_HOUR): string {
  return new Date(wallClockAsUtc(epochMs - startHour * HOUR_MS, timeZone)).toISOString().slice(0, 10);
}
