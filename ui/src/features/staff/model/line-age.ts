import { STATION_MINUTES } from '@contract/constants';
import type { Station } from '@contract/stations';

/** How long a line has waited, as a colour: below the warn minutes, from them, from the late minutes. */
export type AgeBand = 'normal' | 'warn' | 'late';

/** The minutes a line without a station (or of a station this screen does not know) turns yellow and red. */
export const DEFAULT_AGE_LIMITS: AgeLimits = {
  warn_minutes: STATION_MINUTES.defaultWarn,
  late_minutes: STATION_MINUTES.defaultLate,
};

export type AgeLimits = Pick<Station, 'warn_minutes' | 'late_minutes'>;

const MINUTE_MS = 60_000;

/** Whole minutes since `since` (never negative: this screen's clock may run behind the box's). */
export function waitedMinutes(since: number, now: number): number {
  return Math.max(0, Math.floor((now - since) / MINUTE_MS));
}

/** The colour band of a wait, by the line's station's own minutes (the kitchen display's). */
export function ageBand(minutes: number, limits: AgeLimits = DEFAULT_AGE_LIMITS): AgeBand {
  if (minutes >= limits.late_minutes) return 'late';
  if (minutes >= limits.warn_minutes) return 'warn';
  return 'normal';
}
