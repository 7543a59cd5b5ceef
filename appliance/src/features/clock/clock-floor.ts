import { z } from 'zod';
import type { Db } from '../../db/client';
import { SettingsRepo } from '../../shared/settings.repo';

export const CLOCK_SETTING = {
  /** The box's time, saved every minute and at stop: the floor of the next start. */
  floor: 'clock_floor',
  /** The offset a person set (clock.set), epoch ms to add to the system clock. */
  offset: 'clock_offset',
} as const;

// The time columns a write leaves: events.at is every write's time (order lines included, which
// belong to the orders feature); the others are the rows that matter most, should events be pruned.
const TIME_COLUMNS: readonly [table: string, column: string][] = [
  ['events', 'at'],
  ['orders', 'created_at'],
  ['payments', 'at'],
  ['receipts', 'issued_at'],
  ['table_sessions', 'created_at'],
  ['table_sessions', 'ended_at'],
  ['day_closes', 'closed_at'],
  ['settings', 'updated_at'],
];

/**
 * The latest time the box has ever written: the newest row time, or the floor it saved. Read at
 * start before this run writes anything (a new box's first writes would make its own start time
 * the floor, and a correction of a few minutes back would look implausible).
 */
export function latestWrittenTime(db: Db): number {
  const union = TIME_COLUMNS.map(([table, column]) => `SELECT MAX(${column}) AS t FROM ${table}`).join(' UNION ALL ');
  const row = db.$client.prepare(`SELECT MAX(t) AS t FROM (${union})`).get() as { t: number | null };
  return Math.max(row.t ?? 0, new SettingsRepo(db).get(CLOCK_SETTING.floor, z.number()) ?? 0);
}

/** The offset a person set on an earlier run (clock.set). Read with a repo of its own: before deps exist, or by a command. */
export function savedOffset(db: Db): number {
  return new SettingsRepo(db).get(CLOCK_SETTING.offset, z.number()) ?? 0;
}
