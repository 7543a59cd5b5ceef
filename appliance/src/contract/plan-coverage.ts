/**
 * Which plan makes a line free, decided when it is ordered: the box's rule, which the tablet also
 * runs to grey out what it cannot order. Pure and zod-free; `now` is the box's clock.
 */

import { lastOrderFor } from './plan-timeline';
import type { PlanRun } from './plans';

/** The parts of a plan run the rule reads. */
export type CoveringRun = Pick<
  PlanRun,
  'line_id' | 'started_at' | 'last_order_at' | 'ends_at' | 'after_end' | 'menu_ids' | 'item_ids'
>;

/** An item as the rule sees it: its genre, and its own (else its genre's) last-order override. */
export interface CoveredItem {
  id: number;
  menuId: number;
  /** Minutes before a plan's end that its last order falls; null: the plan's own last order. */
  lastOrderMinutes: number | null;
}

export type Coverage =
  /** Free under this plan line. */
  | { kind: 'free'; planLineId: number }
  /** No plan covers it (or they ended and charge again): its normal price. */
  | { kind: 'charge' }
  /** A plan covers it but its last order passed (PLAN_LAST_ORDER), or it ended and refuses (PLAN_ENDED). */
  | { kind: 'refuse'; code: 'PLAN_LAST_ORDER' | 'PLAN_ENDED' };

function links(run: CoveringRun, item: CoveredItem): boolean {
  return run.menu_ids.includes(item.menuId) || run.item_ids.includes(item.id);
}

/**
 * The first plan (oldest) that still takes orders for the item makes it free. Otherwise a plan
 * still running past the item's last order refuses it; a plan that ended either charges it again
 * or, if its owner chose, refuses it. An item no plan links costs its price.
 */
export function planCoverage(runs: readonly CoveringRun[], item: CoveredItem, now: number): Coverage {
  const linking = runs.filter((run) => links(run, item)).sort((a, b) => a.started_at - b.started_at);
  if (linking.length === 0) return { kind: 'charge' };
  for (const run of linking) {
    if (run.ends_at === null || run.last_order_at === null) return { kind: 'free', planLineId: run.line_id };
    const times = { startedAt: run.started_at, warnAt: run.last_order_at, lastOrderAt: run.last_order_at, endsAt: run.ends_at };
    if (now < lastOrderFor(times, item.lastOrderMinutes)) return { kind: 'free', planLineId: run.line_id };
  }
  if (linking.some((run) => run.ends_at !== null && now < run.ends_at)) return { kind: 'refuse', code: 'PLAN_LAST_ORDER' };
  if (linking.some((run) => run.after_end === 'refuse')) return { kind: 'refuse', code: 'PLAN_ENDED' };
  return { kind: 'charge' };
}

/** An item's last-order override: its own, else its genre's. */
export function lastOrderOverride(
  item: { plan_last_order_minutes: number | null },
  genre: { plan_last_order_minutes: number | null } | undefined,
): number | null {
  return item.plan_last_order_minutes ?? genre?.plan_last_order_minutes ?? null;
}
