import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import { businessDayRange } from '../../contract/business-day';
import { SESSION_STATUS, TABLE_FLAG } from '../../contract/constants';
import type { SessionEventChange } from '../../contract/events';
import type {
  TableSession,
  TableSessionCreateBody,
  TableSessionCreateResponse,
  TableSessionListQuery,
  TableSessionListResponse,
  TableSessionUpdateBody,
  TableSessionUpdateResponse,
} from '../../contract/table-sessions';
import type { Db } from '../../db/client';
import { diningTables, tableSessions } from '../../db/schema';
import { recordEvent } from '../../events/event-store';
import { assertOwnTable, type DinerOrStaff } from '../../http/auth-middleware';
import { AppError, isUniqueViolation } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import type { Queryable } from '../orders';
import { sessionBill } from '../orders';
import { findSession, type SessionRow, selectSessions, toTableSessions } from './session.view';
import { planSessionMove, type SessionChange } from './session-state';

const DEFAULT_LIST_LIMIT = 500;

export function findOpenSession(db: Queryable, diningTableId: number): SessionRow | undefined {
  return db
    .select()
    .from(tableSessions)
    .where(and(eq(tableSessions.dining_table_id, diningTableId), lt(tableSessions.status, SESSION_STATUS.paid)))
    .get();
}

/** The session as the API shows it, read after the write committed. */
function view(deps: AppDeps, id: number): TableSession {
  const row = findSession(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toTableSessions(deps.db, [row])[0]!;
}

/** Starts the table's visit, or resumes its open one (`exists` true). */
export function startSession(deps: AppDeps, caller: DinerOrStaff, body: TableSessionCreateBody): TableSessionCreateResponse {
  const { db } = deps;
  assertOwnTable(caller, body.dining_table_id);
  const table = db.select().from(diningTables).where(eq(diningTables.id, body.dining_table_id)).get();
  if (!table) throw new AppError('NOT_FOUND');
  if (table.flag !== TABLE_FLAG.available) throw new AppError('TABLE_STOPPED');

  let result: { session: SessionRow; created: boolean; counted?: boolean };
  try {
    result = db.transaction(
      (tx) => {
        const open = findOpenSession(tx, table.id);
        if (open) {
          if (body.guest_count === undefined || body.guest_count === open.guest_count) return { session: open, created: false };
          const counted = tx
            .update(tableSessions)
            .set({ guest_count: body.guest_count, updated_at: Date.now() })
            .where(eq(tableSessions.id, open.id))
            .returning()
            .get();
          recordSessionEvents(db, counted ?? open, ['guestCount']);
          return { session: counted ?? open, created: false, counted: true };
        }
        const now = Date.now();
        const session = tx
          .insert(tableSessions)
          .values({
            dining_table_id: table.id,
            status: SESSION_STATUS.active,
            user_id: caller.kind === 'staff' ? caller.staff.userId : null,
            guest_count: body.guest_count ?? null,
            created_at: now,
            updated_at: now,
          })
          .returning()
          .get();
        recordSessionEvents(db, session, ['started']);
        return { session, created: true };
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    // Another request opened the visit first: the one-open-visit index refused ours, so resume it.
    const open = isUniqueViolation(error) ? findOpenSession(db, table.id) : undefined;
    if (!open) throw error;
    result = { session: open, created: false };
  }

  const { session, created, counted } = result;
  if (created || counted) deps.events.committed();
  return { exists: !created, tableSession: view(deps, session.id) };
}

/** Moves a visit through the state machine of session-state.ts; same-state requests change nothing. */
export function updateSession(deps: AppDeps, caller: DinerOrStaff, body: TableSessionUpdateBody): TableSessionUpdateResponse {
  const { db } = deps;
  let result: { session: SessionRow; changes: SessionChange[] };
  try {
    result = db.transaction(
      (tx) => {
        const session = tx.select().from(tableSessions).where(eq(tableSessions.id, body.id)).get();
        if (!session) throw new AppError('NOT_FOUND');
        assertOwnTable(caller, session.dining_table_id);
        const plan = planSessionMove(
          { status: session.status, confirmFlag: session.confirm_flag },
          { status: body.status, confirmFlag: body.confirm_flag },
          caller.kind,
        );
        if (!plan.ok) throw new AppError('INVALID_TRANSITION');
        const changes: SessionChange[] = [...plan.changes];
        if (body.guest_count !== undefined && body.guest_count !== session.guest_count) {
          // Only a visit still at the table can be counted again.
          if (session.status === SESSION_STATUS.paid || plan.next.status === SESSION_STATUS.paid) {
            throw new AppError('INVALID_TRANSITION');
          }
          changes.push('guestCount');
        }
        if (changes.length === 0) return { session, changes: [] };

        const now = Date.now();
        const patch: Partial<SessionRow> = { status: plan.next.status, confirm_flag: plan.next.confirmFlag, updated_at: now };
        if (changes.includes('guestCount')) patch.guest_count = body.guest_count;
        if (plan.changes.includes('billRequested')) {
          patch.total_amount = sessionBill(tx, session.id).total;
          patch.bill_requested_at = now;
        }
        if (plan.changes.includes('paid')) {
          patch.ended_at = now;
          // Paid straight from the table (no bill request): the bill is what was ordered until now.
          if (session.status === SESSION_STATUS.active) patch.total_amount = sessionBill(tx, session.id).total;
        }
        if (plan.changes.includes('reopened')) {
          // Only one open visit per table: a new party may already sit there.
          if (findOpenSession(tx, session.dining_table_id)) throw new AppError('TABLE_BUSY');
          patch.total_amount = sessionBill(tx, session.id).total;
          patch.bill_requested_at = session.bill_requested_at ?? now;
          patch.ended_at = null;
        }
        const updated = tx.update(tableSessions).set(patch).where(eq(tableSessions.id, session.id)).returning().get();
        recordSessionEvents(db, updated ?? session, changes);
        return { session: updated ?? session, changes };
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('TABLE_BUSY', { cause: error });
    throw error;
  }

  if (result.changes.length > 0) deps.events.committed();
  return { updated: true, tableSession: view(deps, result.session.id) };
}

/**
 * Visits newest first. A tablet sees only its own table's current visit (active or bill requested):
 * earlier guests' visits and their totals are none of the next guests' business.
 */
export function listSessions(deps: AppDeps, caller: DinerOrStaff, query: TableSessionListQuery): TableSessionListResponse {
  const conditions: SQL[] = [];
  if (caller.kind === 'device') {
    conditions.push(eq(tableSessions.dining_table_id, caller.device.diningTableId));
    conditions.push(lt(tableSessions.status, SESSION_STATUS.paid));
  }
  if (query.activeTableId !== undefined) conditions.push(eq(tableSessions.dining_table_id, query.activeTableId));
  if (query.status && query.status.length > 0) conditions.push(inArray(tableSessions.status, query.status));
  if (query.confirmFlag !== undefined) conditions.push(eq(tableSessions.confirm_flag, query.confirmFlag));
  if (query.date !== undefined) {
    const { from, to } = businessDayRange(query.date, deps.config.timeZone);
    conditions.push(gte(tableSessions.created_at, from), lt(tableSessions.created_at, to));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const rows = selectSessions(deps.db)
    .where(where)
    .orderBy(desc(tableSessions.created_at), desc(tableSessions.id))
    .limit(query.limit ?? DEFAULT_LIST_LIMIT)
    .all();
  const total = deps.db.select({ n: count() }).from(tableSessions).where(where).get()?.n ?? 0;
  return { list: { data: toTableSessions(deps.db, rows), total } };
}

/** One event per change, in the transaction that made them. */
export function recordSessionEvents(
  db: Db,
  session: SessionRow,
  changes: readonly (SessionEventChange | SessionChange | 'started')[],
): void {
  for (const change of changes) {
    recordEvent(db, {
      type: 'tableSession.updated',
      diningTableId: session.dining_table_id,
      tableSessionId: session.id,
      status: session.status,
      confirmFlag: session.confirm_flag,
      change,
    });
  }
}
