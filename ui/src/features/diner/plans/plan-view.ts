import type { MenuItem } from '@contract/menu-items';
import type { Menu } from '@contract/menus';
import { type Coverage, lastOrderOverride, planCoverage } from '@contract/plan-coverage';
import { type PlanPhase, planPhase } from '@contract/plan-timeline';
import type { PlanRun } from '@contract/plans';

/** A timed plan as the tablet shows it at the box's `now`. */
export interface TimedPlan {
  run: PlanRun & { warn_at: number; last_order_at: number; ends_at: number };
  phase: PlanPhase;
}

/** The visit's timed plans (an untimed plan has nothing to count down), soonest end first. */
export function timedPlans(runs: readonly PlanRun[], now: number): TimedPlan[] {
  return runs
    .filter((run): run is TimedPlan['run'] => run.warn_at !== null && run.last_order_at !== null && run.ends_at !== null)
    .map((run) => ({
      run,
      phase: planPhase(
        { startedAt: run.started_at, warnAt: run.warn_at, lastOrderAt: run.last_order_at, endsAt: run.ends_at },
        now,
      ),
    }))
    .sort((a, b) => a.run.ends_at - b.run.ends_at);
}

export type PlanNoticeKind = 'warn' | 'lastOrder';

export interface PlanNotice {
  /** The run and kind: each is shown once per last-order time. */
  key: string;
  kind: PlanNoticeKind;
  plan: TimedPlan;
}

/** The notices the guests have closed: for each run and kind, the last-order time it was about. */
export type SeenNotices = ReadonlyMap<string, number>;

/**
 * The banner the tablet owes its guests now: last order reached, else last order near (never the
 * warning once last order has passed). Nothing for a plan that already ended or a notice seen.
 * A notice comes again only when last order moved later (an 延長): the box correcting the plan's
 * times earlier, or the tablet's clock meeting the box's, is the same last order, told once.
 */
export function dueNotice(plans: readonly TimedPlan[], seen: SeenNotices): PlanNotice | null {
  for (const plan of plans) {
    const kind: PlanNoticeKind | null =
      plan.phase === 'afterLastOrder' ? 'lastOrder' : plan.phase === 'nearLastOrder' ? 'warn' : null;
    if (kind === null) continue;
    const key = `${plan.run.line_id}:${kind}`;
    const seenFor = seen.get(key);
    if (seenFor === undefined || plan.run.last_order_at > seenFor) return { key, kind, plan };
  }
  return null;
}

/** Marks a notice closed, for the last-order time it told. */
export function markSeen(seen: Map<string, number>, notice: PlanNotice): void {
  seen.set(notice.key, notice.plan.run.last_order_at);
}

/** The guests' count a plan is offered for: the party's size when counted (never more), else 1. */
export function defaultTakers(guestCount: number | null): number {
  return guestCount !== null && guestCount > 0 ? guestCount : 1;
}

/**
 * What the box would decide for the item if it were ordered now (the same rule, plan-coverage.ts):
 * free under a plan, its price, or refused after a plan's last order (or end). The box's answer
 * to the order is what counts; this lets the tablet say so before the guests confirm.
 */
export function itemCoverage(runs: readonly PlanRun[], item: MenuItem, menus: readonly Menu[], now: number): Coverage {
  const genre = menus.find((menu) => menu.id === item.menu_id);
  return planCoverage(runs, { id: item.id, menuId: item.menu_id, lastOrderMinutes: lastOrderOverride(item, genre) }, now);
}
