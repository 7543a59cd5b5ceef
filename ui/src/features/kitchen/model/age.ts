import type { Station } from '@contract/stations';

/** How late a card is at its station: below warn_minutes, from warn_minutes, from late_minutes. */
export type CardAge = 'normal' | 'warn' | 'late';

const MINUTE_MS = 60_000;

/** Whole minutes since `since` on the box's clock (never negative: a tablet's clock may run ahead). */
export function elapsedMinutes(since: number, now: number): number {
  return Math.max(0, Math.floor((now - since) / MINUTE_MS));
}

/** The card's colour band for the minutes it has waited, by the station's own thresholds. */
export function cardAge(minutes: number, station: Pick<Station, 'warn_minutes' | 'late_minutes'>): CardAge {
  if (minutes >= station.late_minutes) return 'late';
  if (minutes >= station.warn_minutes) return 'warn';
  return 'normal';
}

/**
 * The box's clock as seen from this screen: the difference between the box's `now` in an answer
 * and the local clock when the answer arrived, so elapsed minutes tick on without asking again
 * even when the tablet's clock is wrong.
 */
export function clockOffset(serverNow: number, localNow: number): number {
  return serverNow - localNow;
}
