const HOUR_MS = 60 * 60 * 1000;

/** The quiet hours (box-local) when the nightly backup is written: after closing, before 05:00. */
export const NIGHT_HOURS: readonly number[] = [3, 4];

/**
 * Whether the hourly check should write a backup now. Nightly for a box that stays on; a box
 * switched off at night gets one during the day once its newest backup is more than a day old.
 */
export function backupDue(now: Date, newest: Date | undefined): boolean {
  if (!newest) return true;
  const age = now.getTime() - newest.getTime();
  if (age >= 26 * HOUR_MS) return true;
  return NIGHT_HOURS.includes(now.getHours()) && age >= 20 * HOUR_MS;
}

/**
 * Whether a backup of a database of `databaseBytes` fits on a card with `freeBytes` free and
 * still leaves `keepFree` (the disk reserve and the margin orders resume at): a backup must
 * never be what fills the card the next evening's orders need.
 */
export function backupFits(freeBytes: number, databaseBytes: number, keepFree: number): boolean {
  return freeBytes - databaseBytes * 1.1 >= keepFree;
}
