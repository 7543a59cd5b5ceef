import { minutesUntil, type PlanPhase, planPhase } from '@contract/plan-timeline';
import type { PlanRun } from '@contract/plans';

/**
 * The order list's 放題 panel: the timed plans of the open visits on the box's clock. Screens never
 * trust their own clock alone: `boxNow` is the browser's clock moved by the offset measured when
 * the box last answered (`clockOffset`).
 */

const MINUTE = 60_000;

/** A timed run: its times are set (an untimed plan has none and is not on the panel). */
export type TimedRun = PlanRun & { warn_at: number; last_order_at: number; ends_at: number };

export interface PlanPanelRow {
  run: TimedRun;
  /** Where the run stands at boxNow (not the phase the box answered, which ages). */
  phase: PlanPhase;
  /** Whole minutes until the end (0 once ended). */
  minutesLeft: number;
  /** Whole minutes until last order (0 once past it). */
  minutesToLastOrder: number;
  /** Whole minutes past the end (0 before it). */
  minutesOver: number;
}

/** How far the box's clock is ahead of this screen's: add it to Date.now() to read the box's time. */
export function clockOffset(boxNow: number, localNow: number): number {
  return boxNow - localNow;
}

export function isTimed(run: PlanRun): run is TimedRun {
  return run.warn_at !== null && run.last_order_at !== null && run.ends_at !== null;
}

/** The run's phase at `now` on the box's clock. */
export function runPhaseAt(run: TimedRun, now: number): PlanPhase {
  return planPhase({ startedAt: run.started_at, warnAt: run.warn_at, lastOrderAt: run.last_order_at, endsAt: run.ends_at }, now);
}

/** The panel's rows: timed runs only, the soonest end first (then the table, then the line). */
export function planPanelRows(runs: readonly PlanRun[], now: number): PlanPanelRow[] {
  return runs
    .filter(isTimed)
    .sort(
      (a, b) =>
        a.ends_at - b.ends_at || a.table_label.localeCompare(b.table_label, 'ja', { numeric: true }) || a.line_id - b.line_id,
    )
    .map((run) => ({
      run,
      phase: runPhaseAt(run, now),
      minutesLeft: minutesUntil(run.ends_at, now),
      minutesToLastOrder: minutesUntil(run.last_order_at, now),
      minutesOver: Math.max(0, Math.floor((now - run.ends_at) / MINUTE)),
    }));
}

/** The key of one last order of one run: an 延長 moves last order, and its new one is called again. */
export function lastOrderKey(run: TimedRun): string {
  return `${run.line_id}@${run.last_order_at}`;
}

/**
 * The runs whose last order fell between two readings of the box's clock (after `previousNow`,
 * up to and including `now`). No previous reading (the first load) or a clock read earlier than
 * before (a reload measured the offset again) crosses nothing.
 */
export function crossedLastOrder(runs: readonly PlanRun[], previousNow: number | null, now: number): TimedRun[] {
  if (previousNow === null || now <= previousNow) return [];
  return runs.filter(isTimed).filter((run) => run.last_order_at > previousNow && run.last_order_at <= now);
}

/** Of the runs that crossed, those not yet called (each last order rings once), with their keys. */
export function newCalls(crossed: readonly TimedRun[], called: ReadonlySet<string>): TimedRun[] {
  return crossed.filter((run) => !called.has(lastOrderKey(run)));
}
