import { and, eq } from 'drizzle-orm';
import type { PlanRunListQuery, PlanRunListResponse } from '../../contract/plans';
import { tableSessions } from '../../db/schema';
import { isUnpaidVisit } from '../../db/unpaid-visit';
import type { DinerOrStaff } from '../../shared/caller';
import type { AppDeps } from '../../shared/deps';
import { runLinesOf } from '../orders';
import { buildRuns } from '../plans';

/**
 * The plans of open visits on the box's clock. A tablet sees its own table's open visit only (a
 * `table_session_id` of another table gives nothing); staff every open visit, or the one asked for.
 * Served by visits, not plans: it reads the caller's visit and orders' plan lines, and orders
 * calls plans (planOrder), so plans importing orders would close an import cycle.
 */
export function openPlanRuns(deps: AppDeps, caller: DinerOrStaff, query: PlanRunListQuery): PlanRunListResponse {
  const now = deps.clock.now();
  let sessionIds: number[] | 'open' = 'open';
  if (caller.kind === 'device') {
    const open = deps.db
      .select({ id: tableSessions.id })
      .from(tableSessions)
      .where(and(eq(tableSessions.dining_table_id, caller.device.diningTableId), isUnpaidVisit(tableSessions.status)))
      .get();
    if (!open || (query.table_session_id !== undefined && query.table_session_id !== open.id)) return { now, runs: [] };
    sessionIds = [open.id];
  } else if (query.table_session_id !== undefined) {
    sessionIds = [query.table_session_id];
  }
  return { now, runs: buildRuns(runLinesOf(deps.db, sessionIds), now) };
}
