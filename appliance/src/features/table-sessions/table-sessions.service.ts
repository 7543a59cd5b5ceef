import { and, eq } from 'drizzle-orm';
import { businessDayRange } from '../../contract/business-day';
import { SESSION_STATUS, TABLE_FLAG, UNKNOWN_TABLE_LABEL } from '../../contract/constants';
import type { SessionEventChange } from '../../contract/events';
import { sessionUpdated } from '../../contract/events';
import type {
  TableSession,
  TableSessionCoverBody,
  TableSessionCreateBody,
  TableSessionCreateResponse,
  TableSessionListQuery,
  TableSessionListResponse,
  TableSessionUpdateBody,
  TableSessionUpdateResponse,
} from '../../contract/table-sessions';
import type { Queryable } from '../../db/client';
import { diningTables, tableSessions } from '../../db/schema';
import { isUnpaidVisit } from '../../db/unpaid-visit';
import { AppError, isUniqueViolation } from '../../shared/app-error';
import type { StaffActor } from '../../shared/auth-sessions';
import { assertOwnTable, type DinerOrStaff } from '../../shared/caller';
import { checkInSettings } from '../../shared/check-in-settings';
import type { AppDeps } from '../../shared/deps';
import { type WriteScope, write } from '../../shared/write';
import { voidPayment } from '../bills';
import { recordCorrection } from '../corrections';
import { sessionBill } from '../orders';
import { assertDayOpen } from '../reports';
import { findSession, type SessionRow, toTableSessions } from './session.view';
import { listSessionRows } from './session-list.queries';
import { planSessionMove, type SessionChange } from './session-state';

const DEFAULT_LIST_LIMIT = 500;

export function findOpenSession(db: Queryable, diningTableId: number): SessionRow | undefined {
  return db
    .select()
    .from(tableSessions)
    .where(and(eq(tableSessions.dining_table_id, diningTableId), isUnpaidVisit(tableSessions.status)))
    .get();
}

/** The session as the API shows it, read after the write committed. */
function view(deps: AppDeps, id: number): TableSession {
  const row = findSession(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toTableSessions(deps.db, [row], deps.clock.now())[0]!;
}

/**
 * The visit's language is its tablet's (staff see it by the table): a guest's own phone reads the
 * menu in its own language without retagging the table (issue 35).
 */
function withoutPhoneLocale<B extends { guest_locale?: unknown }>(caller: DinerOrStaff, body: B): B {
  return caller.kind === 'device' && caller.device.guest ? { ...body, guest_locale: undefined } : body;
}

/** Starts the table's visit, or resumes its open one (`exists` true). */
export function startSession(deps: AppDeps, caller: DinerOrStaff, given: TableSessionCreateBody): TableSessionCreateResponse {
  const body = withoutPhoneLocale(caller, given);
  const { db } = deps;
  assertOwnTable(caller, body.dining_table_id);
  const table = db.select().from(diningTables).where(eq(diningTables.id, body.dining_table_id)).get();
  if (!table) throw new AppError('NOT_FOUND');
  if (table.flag !== TABLE_FLAG.available) throw new AppError('TABLE_STOPPED');

  const { cover } = checkInSettings(deps.settings);
  let result: { session: SessionRow; created: boolean; counted?: boolean };
  try {
    result = write(deps, ({ tx, now, record }) => {
      const open = findOpenSession(tx, table.id);
      if (open) {
        const children = childrenAfter(open, body);
        // The party's size prices the cover charge: once counted, only staff change it.
        const recountByTablet = caller.kind !== 'staff' && open.guest_count !== null;
        const recount =
          !recountByTablet &&
          body.guest_count !== undefined &&
          (body.guest_count !== open.guest_count || children !== open.child_count);
        const relocale = body.guest_locale !== undefined && body.guest_locale !== open.guest_locale;
        if (!recount && !relocale) return { session: open, created: false };
        const changes: SessionChange[] = [
          ...(recount ? ['guestCount' as const] : []),
          ...(relocale ? ['guestLocale' as const] : []),
        ];
        const resumed = tx
          .update(tableSessions)
          .set({
            ...(recount ? { guest_count: body.guest_count, child_count: children } : {}),
            ...(relocale ? { guest_locale: body.guest_locale } : {}),
            updated_at: now,
          })
          .where(eq(tableSessions.id, open.id))
          .returning()
          .get();
        recordSessionEvents(record, resumed ?? open, changes);
        return { session: resumed ?? open, created: false, counted: true };
      }
      const session = tx
        .insert(tableSessions)
        .values({
          dining_table_id: table.id,
          status: SESSION_STATUS.active,
          user_id: caller.kind === 'staff' ? caller.staff.userId : null,
          guest_count: body.guest_count ?? null,
          child_count: body.child_count ?? null,
          guest_locale: body.guest_locale ?? null,
          // The cover charge as set now: a later change of the setting leaves this visit's bill alone.
          cover_label: cover?.label ?? null,
          cover_price: cover?.price ?? null,
          created_at: now,
          updated_at: now,
        })
        .returning()
        .get();
      recordSessionEvents(record, session, ['started']);
      return { session, created: true };
    });
  } catch (error) {
    // Another request opened the visit first: the one-open-visit index refused ours, so resume it.
    const open = isUniqueViolation(error) ? findOpenSession(db, table.id) : undefined;
    if (!open) throw error;
    result = { session: open, created: false };
  }

  const { session, created } = result;
  return { exists: !created, tableSession: view(deps, session.id) };
}

/** Moves a visit through the state machine of session-state.ts; same-state requests change nothing. */
export function updateSession(deps: AppDeps, caller: DinerOrStaff, given: TableSessionUpdateBody): TableSessionUpdateResponse {
  const body = withoutPhoneLocale(caller, given);
  let result: { session: SessionRow; changes: SessionChange[] };
  try {
    result = write(deps, ({ tx, now, record }) => {
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
      const children = childrenAfter(session, body);
      if (body.guest_count !== undefined && (body.guest_count !== session.guest_count || children !== session.child_count)) {
        // Only a visit still at the table can be counted again; once counted, only by staff
        // (the count prices the cover charge and bounds a plan's takers).
        if (session.status === SESSION_STATUS.paid || plan.next.status === SESSION_STATUS.paid) {
          throw new AppError('INVALID_TRANSITION');
        }
        if (caller.kind !== 'staff' && session.guest_count !== null) throw new AppError('INVALID_TRANSITION');
        changes.push('guestCount');
      }
      if (body.guest_locale !== undefined && body.guest_locale !== session.guest_locale) {
        if (session.status === SESSION_STATUS.paid || plan.next.status === SESSION_STATUS.paid) {
          throw new AppError('INVALID_TRANSITION');
        }
        changes.push('guestLocale');
      }
      if (changes.length === 0) return { session, changes: [] };

      const patch: Partial<SessionRow> = { status: plan.next.status, confirm_flag: plan.next.confirmFlag, updated_at: now };
      if (changes.includes('guestCount')) {
        patch.guest_count = body.guest_count;
        patch.child_count = children;
        // A bill already requested follows the count (the cover charge is per adult).
        if (session.status === SESSION_STATUS.billRequested && plan.next.status === SESSION_STATUS.billRequested) {
          tx.update(tableSessions)
            .set({ guest_count: body.guest_count, child_count: children })
            .where(eq(tableSessions.id, session.id))
            .run();
          patch.total_amount = sessionBill(tx, session.id).total;
        }
      }
      if (changes.includes('guestLocale')) patch.guest_locale = body.guest_locale;
      if (plan.changes.includes('billRequested')) {
        patch.total_amount = sessionBill(tx, session.id).total;
        patch.bill_requested_at = now;
      }
      if (plan.changes.includes('paid')) {
        // A day already closed takes no more sales, from the register or the floor.
        assertDayOpen(tx, now, deps.config.timeZone);
        patch.ended_at = now;
        // Paid straight from the table (no bill request): the bill is what was ordered until now.
        if (session.status === SESSION_STATUS.active) patch.total_amount = sessionBill(tx, session.id).total;
      }
      if (plan.changes.includes('reopened')) {
        // Only one open visit per table: a new party may already sit there.
        if (findOpenSession(tx, session.dining_table_id)) throw new AppError('TABLE_BUSY');
        if (session.ended_at !== null) assertDayOpen(tx, session.ended_at, deps.config.timeZone);
        patch.total_amount = sessionBill(tx, session.id).total;
        patch.bill_requested_at = session.bill_requested_at ?? now;
        patch.ended_at = null;
        voidPayment(tx, session.id, now);
        // Reopening a paid bill is money taken back out of the day: the owner's log shows it.
        if (caller.kind === 'staff') {
          recordCorrection(
            tx,
            {
              kind: 'reopen',
              staff: caller.staff,
              authorizedBy: null,
              tableSessionId: session.id,
              tableLabel: findSession(tx, session.id)?.label ?? UNKNOWN_TABLE_LABEL,
              amount: session.total_amount ?? 0,
            },
            now,
          );
        }
      }
      const updated = tx.update(tableSessions).set(patch).where(eq(tableSessions.id, session.id)).returning().get();
      recordSessionEvents(record, updated ?? session, changes);
      return { session: updated ?? session, changes };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('TABLE_BUSY', { cause: error });
    throw error;
  }

  return { updated: true, tableSession: view(deps, result.session.id) };
}

/**
 * Visits newest first. A tablet sees only its own table's current visit (active or bill requested):
 * earlier guests' visits and their totals are none of the next guests' business.
 */
export function listSessions(deps: AppDeps, caller: DinerOrStaff, query: TableSessionListQuery): TableSessionListResponse {
  const day = query.date === undefined ? undefined : businessDayRange(query.date, deps.config.timeZone);
  const { rows, total } = listSessionRows(deps.db, {
    ownTable: caller.kind === 'device' ? caller.device.diningTableId : undefined,
    table: query.activeTableId,
    statuses: query.status && query.status.length > 0 ? JSON.stringify(query.status) : undefined,
    confirmFlag: query.confirmFlag,
    from: day?.from,
    to: day?.to,
    limit: query.limit ?? DEFAULT_LIST_LIMIT,
  });
  return { list: { data: toTableSessions(deps.db, rows, deps.clock.now()), total } };
}

/** One event per change, in the transaction that made them. */
export function recordSessionEvents(
  record: WriteScope['record'],
  session: SessionRow,
  changes: readonly (SessionEventChange | SessionChange | 'started')[],
): void {
  for (const change of changes) record(sessionUpdated(session, change));
}

/** Waives the open visit's cover charge (サービス) or charges it again; written to the audit log. */
export function setCoverWaived(deps: AppDeps, staff: StaffActor, body: TableSessionCoverBody): TableSessionUpdateResponse {
  write(deps, ({ tx, now, record }) => {
    const found = findSession(tx, body.id);
    if (!found) throw new AppError('NOT_FOUND');
    const { session, label } = found;
    if (session.status === SESSION_STATUS.paid || session.cover_price === null) throw new AppError('INVALID_TRANSITION');
    if ((session.cover_waived_at !== null) === body.waived) return false;
    tx.update(tableSessions)
      .set({ cover_waived_at: body.waived ? now : null, updated_at: now })
      .where(eq(tableSessions.id, session.id))
      .run();
    const total = sessionBill(tx, session.id).total;
    const updated = tx
      .update(tableSessions)
      .set(session.status === SESSION_STATUS.billRequested ? { total_amount: total, updated_at: now } : { updated_at: now })
      .where(eq(tableSessions.id, session.id))
      .returning()
      .get()!;
    const adults = Math.max(0, (session.guest_count ?? 0) - (session.child_count ?? 0));
    recordCorrection(
      tx,
      {
        kind: body.waived ? 'coverWaived' : 'coverCharged',
        staff,
        authorizedBy: null,
        tableSessionId: session.id,
        tableLabel: label ?? UNKNOWN_TABLE_LABEL,
        itemLabel: session.cover_label ?? '',
        quantityBefore: adults,
        quantityAfter: adults,
        amount: body.waived ? session.cover_price * adults : -session.cover_price * adults,
      },
      now,
    );
    recordSessionEvents(record, updated, ['cover']);
    return true;
  });
  return { updated: true, tableSession: view(deps, body.id) };
}

/** Children after a count: as sent, else as counted before while they still fit in the party. */
function childrenAfter(session: SessionRow, body: { guest_count?: number; child_count?: number }): number | null {
  if (body.child_count !== undefined) return body.child_count;
  const guests = body.guest_count ?? session.guest_count;
  return session.child_count !== null && guests !== null && session.child_count <= guests ? session.child_count : null;
}
