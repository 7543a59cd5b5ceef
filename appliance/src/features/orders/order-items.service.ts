import { and, asc, count, desc, eq, inArray, lt, ne, type SQL } from 'drizzle-orm';
import { SESSION_STATUS } from '../../contract/constants';
import { errorCatalog } from '../../contract/errors';
import type {
  OrderItemListQuery,
  OrderItemListResponse,
  OrderItemUpdateBody,
  OrderItemUpdateResponse,
} from '../../contract/orders';
import { orderItems, orders, tableSessions } from '../../db/schema';
import { recordEvent } from '../../events/event-store';
import type { DinerOrStaff } from '../../http/auth-middleware';
import { AppError } from '../../shared/app-error';
import type { StaffActor } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';
import { selectLines, toOrderItem, unlockedMenusBySession } from './order-lines.repo';

const DEFAULT_LIST_LIMIT = 500;

/** SPEC.md section 8's words for a served mark that could not be saved: the line is not there. */
const lineNotFound = () => new AppError('NOT_FOUND', { message: errorCatalog.INVALID_TRANSITION.message });

/** The conditions a caller may see: a tablet only its table's open visit, or nothing at all. */
function scopeOf(deps: AppDeps, caller: DinerOrStaff): SQL[] | null {
  if (caller.kind === 'staff') return [];
  const open = deps.db
    .select({ id: tableSessions.id })
    .from(tableSessions)
    .where(and(eq(tableSessions.dining_table_id, caller.device.diningTableId), lt(tableSessions.status, SESSION_STATUS.paid)))
    .get();
  return open ? [eq(orders.table_session_id, open.id), eq(orders.dining_table_id, caller.device.diningTableId)] : null;
}

/** Ordered lines at their effective prices; filters narrow, never widen, the caller's scope. */
export function listOrderItems(deps: AppDeps, caller: DinerOrStaff, query: OrderItemListQuery): OrderItemListResponse {
  const conditions = scopeOf(deps, caller);
  if (conditions === null) return { list: { data: [], total: 0 } };
  if (query.includeSession && query.includeSession.length > 0) {
    conditions.push(inArray(orders.table_session_id, query.includeSession));
  }
  if (query.includeTable !== undefined) conditions.push(eq(orders.dining_table_id, query.includeTable));
  if (query.excludeMenu !== undefined) conditions.push(ne(orderItems.menu_id, query.excludeMenu));
  if (query.status !== undefined) conditions.push(eq(orderItems.status, query.status));
  if (query.sessionStatus && query.sessionStatus.length > 0) {
    const inStates = deps.db
      .select({ id: tableSessions.id })
      .from(tableSessions)
      .where(inArray(tableSessions.status, query.sessionStatus));
    conditions.push(inArray(orders.table_session_id, inStates));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const direction = query.orderBy?.toLowerCase() === 'asc' ? asc : desc;
  const column = query.order === 'id' ? orderItems.id : orderItems.created_at;
  const rows = selectLines(deps.db)
    .where(where)
    .orderBy(direction(column), direction(orderItems.id))
    .limit(query.limit ?? DEFAULT_LIST_LIMIT)
    .all();
  const total =
    deps.db.select({ n: count() }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.order_id)).where(where).get()?.n ??
    0;

  const unlocked = unlockedMenusBySession(deps.db, [...new Set(rows.map((row) => row.tableSessionId))]);
  const data = rows.map((row) => toOrderItem(row, unlocked.get(row.tableSessionId) ?? new Set()));
  return { list: { data, total } };
}

/** Staff mark a line served (stamping served_at) or not served; the same status changes nothing. */
export function updateOrderItem(deps: AppDeps, _staff: StaffActor, body: OrderItemUpdateBody): OrderItemUpdateResponse {
  const { db } = deps;
  const changed = db.transaction(
    (tx) => {
      const line = tx
        .select({ status: orderItems.status, diningTableId: orders.dining_table_id, tableSessionId: orders.table_session_id })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.order_id))
        .where(eq(orderItems.id, body.id))
        .get();
      if (!line) throw lineNotFound();
      if (line.status === body.status) return false;
      tx.update(orderItems)
        .set({ status: body.status, served_at: body.status === 1 ? Date.now() : null })
        .where(eq(orderItems.id, body.id))
        .run();
      const { diningTableId, tableSessionId } = line;
      recordEvent(db, { type: 'orderItem.updated', diningTableId, tableSessionId, orderItemId: body.id, status: body.status });
      return true;
    },
    { behavior: 'immediate' },
  );
  if (changed) deps.events.committed();

  const row = selectLines(db).where(eq(orderItems.id, body.id)).get();
  if (!row) throw lineNotFound();
  const unlocked = unlockedMenusBySession(db, [row.tableSessionId]).get(row.tableSessionId) ?? new Set<number>();
  return { updated: true, orderItem: toOrderItem(row, unlocked) };
}
