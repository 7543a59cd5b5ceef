import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { businessDayRange } from '../../contract/business-day';
import type {
  CancelReason,
  Correction,
  CorrectionKind,
  CorrectionListQuery,
  CorrectionListResponse,
} from '../../contract/corrections';
import type { LineState } from '../../contract/orders';
import type { Queryable } from '../../db/client';
import { corrections, users } from '../../db/schema';
import type { StaffActor } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';

const DEFAULT_LIST_LIMIT = 200;

/** Whose authority a correction that needed a manager's used: the caller's role, or the page password. */
export type Authority = 'role' | 'pagePassword';

export interface CorrectionEntry {
  kind: CorrectionKind;
  staff: StaffActor;
  authorizedBy: Authority | null;
  /** null: a change of the menu itself (soldOut, onSale), of no visit. */
  tableSessionId: number | null;
  tableLabel: string | null;
  toTableLabel?: string;
  orderItemId?: number;
  itemLabel?: string;
  quantityBefore?: number;
  quantityAfter?: number;
  amount?: number;
  lineState?: LineState;
  reason?: CancelReason;
  note?: string;
}

/** The name the log shows for a staff member: their name, else their email. */
export function staffName(db: Queryable, userId: number): string {
  const user = db
    .select({ username: users.username, first: users.first_name, last: users.last_name, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!user) return '';
  const full = `${user.last} ${user.first}`.trim();
  return user.username.trim() || full || user.email;
}

/** Adds one entry to the audit log, inside the transaction that made the correction. */
export function recordCorrection(db: Queryable, entry: CorrectionEntry, at: number): void {
  db.insert(corrections)
    .values({
      at,
      kind: entry.kind,
      user_id: entry.staff.userId,
      staff_name: staffName(db, entry.staff.userId) || entry.staff.email,
      authorized_by: entry.authorizedBy,
      table_session_id: entry.tableSessionId,
      table_label: entry.tableLabel,
      to_table_label: entry.toTableLabel ?? null,
      order_item_id: entry.orderItemId ?? null,
      item_label: entry.itemLabel ?? null,
      quantity_before: entry.quantityBefore ?? null,
      quantity_after: entry.quantityAfter ?? null,
      amount: entry.amount ?? 0,
      line_state: entry.lineState ?? null,
      reason: entry.reason ?? null,
      note: entry.note ?? null,
    })
    .run();
}

type CorrectionRow = typeof corrections.$inferSelect;

function toCorrection(row: CorrectionRow): Correction {
  return {
    id: row.id,
    at: row.at,
    kind: row.kind as CorrectionKind,
    staff: { id: row.user_id, name: row.staff_name },
    authorizedBy: row.authorized_by as Authority | null,
    tableSessionId: row.table_session_id,
    tableLabel: row.table_label,
    toTableLabel: row.to_table_label,
    orderItemId: row.order_item_id,
    itemLabel: row.item_label,
    quantityBefore: row.quantity_before,
    quantityAfter: row.quantity_after,
    amount: row.amount,
    lineState: row.line_state as LineState | null,
    reason: row.reason as CancelReason | null,
    note: row.note,
  };
}

/** The audit log, newest first: a business day's, one visit's, or the latest. */
export function listCorrections(deps: AppDeps, query: CorrectionListQuery): CorrectionListResponse {
  const conditions: SQL[] = [];
  if (query.date !== undefined) {
    const { from, to } = businessDayRange(query.date, deps.config.timeZone);
    conditions.push(gte(corrections.at, from), lt(corrections.at, to));
  }
  if (query.tableSession !== undefined) conditions.push(eq(corrections.table_session_id, query.tableSession));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = deps.db
    .select()
    .from(corrections)
    .where(where)
    .orderBy(desc(corrections.at), desc(corrections.id))
    .limit(query.limit ?? DEFAULT_LIST_LIMIT)
    .all();
  const total = deps.db.select({ n: count() }).from(corrections).where(where).get()?.n ?? 0;
  return { list: { data: rows.map(toCorrection), total } };
}
