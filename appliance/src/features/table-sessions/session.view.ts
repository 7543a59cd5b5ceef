import { eq } from 'drizzle-orm';
import { SESSION_STATUS, UNKNOWN_TABLE_LABEL } from '../../contract/constants';
import type { PlanRun } from '../../contract/plans';
import type { TableSession } from '../../contract/table-sessions';
import type { Db, Queryable } from '../../db/client';
import { diningTables, tableSessions } from '../../db/schema';
import { runLinesOf, sessionCover, sessionTotals } from '../orders';
import { runsBySession } from '../plans';

export type SessionRow = typeof tableSessions.$inferSelect;
export interface SessionWithLabel {
  session: SessionRow;
  label: string | null;
}

/** Sessions joined to their table's label, for filters, ordering and a limit. */
export function selectSessions(db: Queryable) {
  return db
    .select({ session: tableSessions, label: diningTables.label })
    .from(tableSessions)
    .leftJoin(diningTables, eq(diningTables.id, tableSessions.dining_table_id));
}

/** One session with its label, or undefined. */
export function findSession(db: Queryable, id: number): SessionWithLabel | undefined {
  return selectSessions(db).where(eq(tableSessions.id, id)).get();
}

/**
 * Sessions as the API shows them. An active visit's total is computed live; once the bill is
 * requested the stored total stands, so what the diner confirmed is what the register charges.
 */
export function toTableSessions(db: Db, rows: readonly SessionWithLabel[], now: number): TableSession[] {
  const open = rows.filter((r) => r.session.status !== SESSION_STATUS.paid).map((r) => r.session.id);
  const runs = runsBySession(runLinesOf(db, open), open, now);
  const live = sessionTotals(
    db,
    rows.filter((r) => r.session.status === SESSION_STATUS.active || r.session.total_amount === null).map((r) => r.session.id),
  );
  return rows.map(({ session, label }) => ({
    id: session.id,
    dining_table_id: session.dining_table_id,
    status: session.status,
    confirm_flag: session.confirm_flag,
    total_amount: live.get(session.id) ?? session.total_amount ?? 0,
    created_at: session.created_at,
    bill_requested_at: session.bill_requested_at,
    ended_at: session.ended_at,
    diningTables: { label: label ?? UNKNOWN_TABLE_LABEL },
    ...takingOrders(runs.get(session.id) ?? []),
    user_id: session.user_id,
    guest_count: session.guest_count,
    child_count: session.child_count,
    cover: sessionCover(session),
    merged_into_id: session.merged_into_id,
    guest_locale: session.guest_locale,
  }));
}

/** What the visit's plans still make free if ordered now: before their last order, or untimed. */
function takingOrders(runs: readonly PlanRun[]): Pick<TableSession, 'activePlanMenuIds' | 'activePlanItemIds'> {
  const menus = new Set<number>();
  const items = new Set<number>();
  for (const run of runs) {
    if (run.phase === 'afterLastOrder' || run.phase === 'ended') continue;
    for (const id of run.menu_ids) menus.add(id);
    for (const id of run.item_ids) items.add(id);
  }
  return { activePlanMenuIds: [...menus].sort((a, b) => a - b), activePlanItemIds: [...items].sort((a, b) => a - b) };
}
