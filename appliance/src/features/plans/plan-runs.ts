import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { SESSION_STATUS, UNKNOWN_TABLE_LABEL } from '../../contract/constants';
import { planPhase, planTimes } from '../../contract/plan-timeline';
import { type FrozenPlanRun, type PlanRun, zFrozenPlanRun } from '../../contract/plans';
import type { Db, Queryable } from '../../db/client';
import { inIds } from '../../db/in-ids';
import { perDatabase } from '../../db/per-database';
import { diningTables, menuItems, orderItems, orders, tableSessions } from '../../db/schema';

const lineColumns = {
  id: orderItems.id,
  sessionId: orders.table_session_id,
  diningTableId: orders.dining_table_id,
  tableLabel: diningTables.label,
  guestCount: tableSessions.guest_count,
  itemId: orderItems.menu_item_id,
  itemLabel: menuItems.label,
  quantity: orderItems.quantity,
  createdAt: orderItems.created_at,
  planRun: orderItems.plan_run,
};

export type RunLineRow = {
  id: number;
  sessionId: number;
  diningTableId: number;
  tableLabel: string | null;
  guestCount: number | null;
  itemId: number;
  itemLabel: string;
  quantity: number;
  createdAt: number;
  planRun: string | null;
};

/** Plan and 延長 lines (not cancelled), oldest first, with their visit and table. */
function selectRunLines(db: Queryable) {
  return db
    .select(lineColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .innerJoin(tableSessions, eq(tableSessions.id, orders.table_session_id))
    .innerJoin(menuItems, eq(menuItems.id, orderItems.menu_item_id))
    .leftJoin(diningTables, eq(diningTables.id, orders.dining_table_id))
    .$dynamic();
}

const notCancelledRun = and(isNotNull(orderItems.plan_run), isNull(orderItems.cancelled_at));

/** One visit's plan lines, prepared once: order create reads them for every order. */
export const planRunQueries = perDatabase((db: Db) => ({
  ofSession: selectRunLines(db)
    .where(and(eq(orders.table_session_id, sql.placeholder('sessionId')), notCancelledRun))
    .orderBy(asc(orderItems.created_at), asc(orderItems.id))
    .prepare(),
}));

/** The plan lines of these visits, or of every open visit. */
export function runLinesOf(db: Queryable, sessionIds: readonly number[] | 'open'): RunLineRow[] {
  if (sessionIds !== 'open' && sessionIds.length === 0) return [];
  const where =
    sessionIds === 'open'
      ? and(lt(tableSessions.status, SESSION_STATUS.paid), notCancelledRun)
      : and(inIds(orders.table_session_id, JSON.stringify([...new Set(sessionIds)])), notCancelledRun);
  return selectRunLines(db).where(where).orderBy(asc(orderItems.created_at), asc(orderItems.id)).all();
}

export function parseFrozen(json: string | null): FrozenPlanRun | null {
  if (json === null) return null;
  const parsed = zFrozenPlanRun.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

/**
 * The runs of the visits these lines belong to, at `now`: each plan line with its times after the
 * visit's 延長 ordered since it started. Soonest to end first; untimed runs last.
 */
export function buildRuns(rows: readonly RunLineRow[], now: number): PlanRun[] {
  const extensionsBySession = new Map<number, PlanRun['extensions']>();
  const plans: { row: RunLineRow; frozen: Extract<FrozenPlanRun, { kind: 'plan' }> }[] = [];
  for (const row of rows) {
    const frozen = parseFrozen(row.planRun);
    if (!frozen) continue;
    if (frozen.kind === 'extension') {
      const list = extensionsBySession.get(row.sessionId) ?? [];
      list.push({ line_id: row.id, at: row.createdAt, minutes: frozen.minutes, quantity: row.quantity });
      extensionsBySession.set(row.sessionId, list);
    } else {
      plans.push({ row, frozen });
    }
  }
  const runs = plans.map(({ row, frozen }): PlanRun => {
    const extensions =
      frozen.durationMinutes === null ? [] : (extensionsBySession.get(row.sessionId) ?? []).filter((e) => e.at >= row.createdAt);
    const base = {
      line_id: row.id,
      table_session_id: row.sessionId,
      dining_table_id: row.diningTableId,
      table_label: row.tableLabel ?? UNKNOWN_TABLE_LABEL,
      item_id: row.itemId,
      label: row.itemLabel,
      takers: row.quantity,
      guest_count: row.guestCount,
      started_at: row.createdAt,
      duration_minutes: frozen.durationMinutes,
      after_end: frozen.afterEnd,
      menu_ids: frozen.menuIds,
      item_ids: frozen.itemIds,
      extensions,
    };
    if (frozen.durationMinutes === null) {
      return { ...base, warn_at: null, last_order_at: null, ends_at: null, phase: 'untimed' };
    }
    const times = planTimes(
      row.createdAt,
      { durationMinutes: frozen.durationMinutes, lastOrderMinutes: frozen.lastOrderMinutes, warnMinutes: frozen.warnMinutes },
      extensions,
    );
    return {
      ...base,
      warn_at: times.warnAt,
      last_order_at: times.lastOrderAt,
      ends_at: times.endsAt,
      phase: planPhase(times, now),
    };
  });
  return runs.sort(
    (a, b) => (a.ends_at ?? Number.MAX_SAFE_INTEGER) - (b.ends_at ?? Number.MAX_SAFE_INTEGER) || a.line_id - b.line_id,
  );
}

/** The runs of several visits at once, grouped by visit (for session answers). */
export function runsBySession(db: Queryable, sessionIds: readonly number[], now: number): Map<number, PlanRun[]> {
  const result = new Map<number, PlanRun[]>();
  for (const id of sessionIds) result.set(id, []);
  for (const run of buildRuns(runLinesOf(db, sessionIds), now)) result.get(run.table_session_id)?.push(run);
  return result;
}
