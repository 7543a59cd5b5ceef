import { and, eq, isNull } from 'drizzle-orm';
import { SESSION_STATUS, TABLE_FLAG, UNKNOWN_TABLE_LABEL } from '../../contract/constants';
import type { TableSessionMergeBody, TableSessionMoveBody, TableSessionMoveResponse } from '../../contract/table-sessions';
import type { Queryable } from '../../db/client';
import { diningTables, discounts, orders, tableSessions } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../shared/app-error';
import type { StaffActor } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';
import { type WriteScope, write } from '../../shared/write';
import { recordCorrection } from '../corrections';
import { sessionBill } from '../orders';
import { findSession, type SessionRow, toTableSessions } from './session.view';
import { findOpenSession, recordSessionEvents } from './table-sessions.service';

function openVisit(db: Queryable, id: number): SessionRow & { label: string } {
  const found = findSession(db, id);
  if (!found) throw new AppError('NOT_FOUND');
  if (found.session.status === SESSION_STATUS.paid) throw new AppError('INVALID_TRANSITION');
  return { ...found.session, label: found.label ?? UNKNOWN_TABLE_LABEL };
}

function answer(deps: AppDeps, id: number): TableSessionMoveResponse {
  const found = findSession(deps.db, id);
  if (!found) throw new AppError('NOT_FOUND');
  return { updated: true, tableSession: toTableSessions(deps.db, [found], deps.clock.now())[0]! };
}

/** Runs a move or merge; the one-open-visit index refusing it means another party sat down first. */
function inTransaction(deps: AppDeps, work: (w: WriteScope) => void): void {
  try {
    write(deps, work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('TABLE_BUSY', { cause: error });
    throw error;
  }
}

/**
 * 席移動: the visit and its orders go to another table, which must be free; the table left is
 * free at once. Station lines and tickets read the order's table, so they follow.
 */
export function moveSession(deps: AppDeps, staff: StaffActor, body: TableSessionMoveBody): TableSessionMoveResponse {
  inTransaction(deps, ({ tx: db, now, record }) => {
    const visit = openVisit(db, body.id);
    if (visit.dining_table_id === body.dining_table_id) return;
    const target = db.select().from(diningTables).where(eq(diningTables.id, body.dining_table_id)).get();
    if (!target) throw new AppError('NOT_FOUND');
    if (target.flag !== TABLE_FLAG.available) throw new AppError('TABLE_STOPPED');
    if (findOpenSession(db, target.id)) throw new AppError('TABLE_BUSY');

    db.update(orders).set({ dining_table_id: target.id }).where(eq(orders.table_session_id, visit.id)).run();
    const moved = db
      .update(tableSessions)
      .set({ dining_table_id: target.id, updated_at: now })
      .where(eq(tableSessions.id, visit.id))
      .returning()
      .get()!;
    recordSessionEvents(record, { ...moved, dining_table_id: visit.dining_table_id }, ['movedOut']);
    recordSessionEvents(record, moved, ['movedIn']);
    recordCorrection(
      db,
      { kind: 'move', staff, authorizedBy: null, tableSessionId: visit.id, tableLabel: visit.label, toTableLabel: target.label },
      now,
    );
  });
  return answer(deps, body.id);
}

/**
 * 合算: every order of the visit `id` joins the visit `into`, one bill for both tables. The visit
 * `id` ends with nothing to pay and its table is free; a bill already requested for `into` is
 * re-totalled, and the guests are counted together.
 */
export function mergeSession(deps: AppDeps, staff: StaffActor, body: TableSessionMergeBody): TableSessionMoveResponse {
  if (body.id === body.into) throw new AppError('INVALID_TRANSITION');
  inTransaction(deps, ({ tx: db, now, record }) => {
    const source = openVisit(db, body.id);
    const target = openVisit(db, body.into);
    db.update(orders)
      .set({ table_session_id: target.id, dining_table_id: target.dining_table_id })
      .where(eq(orders.table_session_id, source.id))
      .run();
    // Its discounts follow its lines (a bill-wide one comes off the joined bill).
    db.update(discounts)
      .set({ table_session_id: target.id })
      .where(and(eq(discounts.table_session_id, source.id), isNull(discounts.removed_at)))
      .run();
    const ended = db
      .update(tableSessions)
      .set({ status: SESSION_STATUS.paid, total_amount: 0, ended_at: now, merged_into_id: target.id, updated_at: now })
      .where(eq(tableSessions.id, source.id))
      .returning()
      .get()!;
    const guests =
      source.guest_count === null && target.guest_count === null ? null : (source.guest_count ?? 0) + (target.guest_count ?? 0);
    const children =
      source.child_count === null && target.child_count === null ? null : (source.child_count ?? 0) + (target.child_count ?? 0);
    // One bill, one cover price: the joined visit's, else the one it took in.
    const cover =
      target.cover_price === null && source.cover_price !== null
        ? { cover_price: source.cover_price, cover_label: source.cover_label, cover_waived_at: source.cover_waived_at }
        : {};
    const patch: Partial<SessionRow> = {
      guest_count: guests,
      child_count: children,
      ...cover,
      // Guests reading another language who joined a table: staff should still see it.
      guest_locale: target.guest_locale ?? source.guest_locale,
      updated_at: now,
    };
    db.update(tableSessions).set(patch).where(eq(tableSessions.id, target.id)).run();
    const total = target.status === SESSION_STATUS.billRequested ? { total_amount: sessionBill(db, target.id).total } : {};
    const joined = db
      .update(tableSessions)
      .set({ ...total, updated_at: now })
      .where(eq(tableSessions.id, target.id))
      .returning()
      .get()!;
    recordSessionEvents(record, ended, ['mergedOut']);
    recordSessionEvents(record, joined, ['mergedIn']);
    recordCorrection(
      db,
      {
        kind: 'merge',
        staff,
        authorizedBy: null,
        tableSessionId: source.id,
        tableLabel: source.label,
        toTableLabel: target.label,
      },
      now,
    );
  });
  return answer(deps, body.into);
}
