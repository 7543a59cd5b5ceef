import { asc, sql } from 'drizzle-orm';
import type { ErrorCode } from '../../contract/errors';
import { type CoveringRun, planCoverage } from '../../contract/plan-coverage';
import { planTimes } from '../../contract/plan-timeline';
import type { FrozenPlanRun } from '../../contract/plans';
import type { Db } from '../../db/client';
import { inIds } from '../../db/in-ids';
import { perDatabase } from '../../db/per-database';
import { planItems, planMenus, planTerms } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { RunLineRow } from '../orders';
import { buildRuns } from './plan-runs';

/** The plan terms and links of the items of one order, prepared once (most orders hold none). */
const orderPlanQueries = perDatabase((db: Db) => ({
  terms: db
    .select()
    .from(planTerms)
    .where(inIds(planTerms.menu_item_id, sql.placeholder('ids')))
    .prepare(),
  menuLinks: db
    .select()
    .from(planMenus)
    .where(inIds(planMenus.plan_item_id, sql.placeholder('ids')))
    .orderBy(asc(planMenus.menu_id))
    .prepare(),
  itemLinks: db
    .select()
    .from(planItems)
    .where(inIds(planItems.plan_item_id, sql.placeholder('ids')))
    .orderBy(asc(planItems.menu_item_id))
    .prepare(),
}));

/** One line of the order as the plan rules read it. */
export interface PlanOrderLine {
  itemId: number;
  menuId: number;
  quantity: number;
  /** The item's (else its genre's) last-order override, minutes before a plan's end. */
  lastOrderMinutes: number | null;
}

/** What the plan rules decided for one line. */
export interface LinePlan {
  /** Frozen on a plan or 延長 line; null on others. */
  planRun: FrozenPlanRun | null;
  /** The plan line (already on the visit) that makes this line free. */
  planLineId: number | null;
  /** Free under a plan started by this same order: the index of that plan's line. */
  newPlanIndex: number | null;
}

interface PlanOrderInput {
  sessionId: number;
  guestCount: number | null;
  lines: readonly PlanOrderLine[];
  fromTablet: boolean;
  now: number;
  /** The visit's plan and 延長 lines so far (orders' `visitRunLines`), oldest first. */
  runLines: readonly RunLineRow[];
}

const NOT_A_PLAN: LinePlan = { planRun: null, planLineId: null, newPlanIndex: null };

function refuse(code: ErrorCode, itemIds: number[]): AppError {
  return new AppError(code, { extras: { itemIds: [...new Set(itemIds)] } });
}

/**
 * The plan rules of one order, on the box's clock: a plan line starts a run (its terms and links
 * frozen), a 延長 needs a timed plan on the visit and moves its times, and every other line is
 * free under the oldest plan still taking its orders, refused after last order (or after the end,
 * if the owner chose), or charged. Throws the refusal; writes nothing.
 */
export function planOrder(db: Db, input: PlanOrderInput): LinePlan[] {
  const q = orderPlanQueries(db);
  const ids = JSON.stringify([...new Set(input.lines.map((line) => line.itemId))]);
  const terms = new Map(q.terms.all({ ids }).map((row) => [row.menu_item_id, row]));
  const menuLinks = new Map<number, number[]>();
  for (const row of q.menuLinks.all({ ids }))
    menuLinks.set(row.plan_item_id, [...(menuLinks.get(row.plan_item_id) ?? []), row.menu_id]);
  const itemLinks = new Map<number, number[]>();
  for (const row of q.itemLinks.all({ ids }))
    itemLinks.set(row.plan_item_id, [...(itemLinks.get(row.plan_item_id) ?? []), row.menu_item_id]);

  const { runLines } = input;
  const kinds = input.lines.map((line) => {
    const term = terms.get(line.itemId);
    if (term?.kind === 'extension') return 'extension' as const;
    return term || menuLinks.has(line.itemId) || itemLinks.has(line.itemId) ? ('plan' as const) : ('item' as const);
  });
  if (kinds.every((kind) => kind === 'item') && runLines.length === 0) return input.lines.map(() => NOT_A_PLAN);

  const staffOnly = input.lines.filter((line) => input.fromTablet && terms.get(line.itemId)?.staff_only === 1);
  if (staffOnly.length > 0)
    throw refuse(
      'PLAN_STAFF_ONLY',
      staffOnly.map((line) => line.itemId),
    );

  // A 延長 in this order moves the visit's times before its other lines are judged.
  const extensionRows: RunLineRow[] = input.lines.flatMap((line, index) => {
    const term = terms.get(line.itemId);
    if (kinds[index] !== 'extension' || !term) return [];
    const frozen: FrozenPlanRun = { kind: 'extension', minutes: term.extension_minutes ?? 0 };
    return [{ ...syntheticRow(input, line, -(index + 1)), planRun: JSON.stringify(frozen) }];
  });
  const existing = buildRuns([...runLines, ...extensionRows], input.now);

  const newRuns: CoveringRun[] = [];
  const plans = input.lines.map((line, index): LinePlan => {
    if (kinds[index] !== 'plan') return NOT_A_PLAN;
    const term = terms.get(line.itemId);
    const frozen = {
      kind: 'plan' as const,
      durationMinutes: term?.duration_minutes ?? null,
      lastOrderMinutes: term?.last_order_minutes ?? 30,
      warnMinutes: term?.warn_minutes ?? 10,
      afterEnd: term?.after_end ?? 'charge',
      menuIds: menuLinks.get(line.itemId) ?? [],
      itemIds: itemLinks.get(line.itemId) ?? [],
    };
    const taken = existing.filter((run) => run.item_id === line.itemId && run.phase !== 'ended');
    const takers = taken.reduce((sum, run) => sum + run.takers, 0) + line.quantity;
    if (input.guestCount !== null && takers > input.guestCount) throw refuse('PLAN_TAKERS_OVER', [line.itemId]);
    const times =
      frozen.durationMinutes === null
        ? null
        : planTimes(input.now, {
            durationMinutes: frozen.durationMinutes,
            lastOrderMinutes: frozen.lastOrderMinutes,
            warnMinutes: 0,
          });
    newRuns.push({
      line_id: -(index + 1),
      started_at: input.now,
      last_order_at: times?.lastOrderAt ?? null,
      ends_at: times?.endsAt ?? null,
      after_end: frozen.afterEnd,
      menu_ids: frozen.menuIds,
      item_ids: frozen.itemIds,
    });
    return { planRun: frozen, planLineId: null, newPlanIndex: null };
  });

  if (kinds.includes('extension') && ![...existing, ...newRuns].some((run) => run.ends_at !== null)) {
    throw refuse(
      'PLAN_NOT_RUNNING',
      input.lines.filter((_, index) => kinds[index] === 'extension').map((line) => line.itemId),
    );
  }

  const refused = new Map<'PLAN_LAST_ORDER' | 'PLAN_ENDED', number[]>();
  const runs = [...existing, ...newRuns];
  const decided = input.lines.map((line, index): LinePlan => {
    const kind = kinds[index];
    if (kind === 'plan') return plans[index] ?? NOT_A_PLAN;
    if (kind === 'extension') {
      return {
        planRun: { kind: 'extension', minutes: terms.get(line.itemId)?.extension_minutes ?? 0 },
        planLineId: null,
        newPlanIndex: null,
      };
    }
    const coverage = planCoverage(
      runs,
      { id: line.itemId, menuId: line.menuId, lastOrderMinutes: line.lastOrderMinutes },
      input.now,
    );
    if (coverage.kind === 'refuse') {
      refused.set(coverage.code, [...(refused.get(coverage.code) ?? []), line.itemId]);
      return NOT_A_PLAN;
    }
    if (coverage.kind === 'charge') return NOT_A_PLAN;
    return coverage.planLineId > 0
      ? { planRun: null, planLineId: coverage.planLineId, newPlanIndex: null }
      : { planRun: null, planLineId: null, newPlanIndex: -coverage.planLineId - 1 };
  });
  for (const code of ['PLAN_LAST_ORDER', 'PLAN_ENDED'] as const) {
    const itemIds = refused.get(code);
    if (itemIds) throw refuse(code, itemIds);
  }
  return decided;
}

function syntheticRow(input: PlanOrderInput, line: PlanOrderLine, id: number): RunLineRow {
  return {
    id,
    sessionId: input.sessionId,
    diningTableId: 0,
    tableLabel: null,
    guestCount: input.guestCount,
    itemId: line.itemId,
    itemLabel: '',
    quantity: line.quantity,
    createdAt: input.now,
    planRun: null,
  };
}
