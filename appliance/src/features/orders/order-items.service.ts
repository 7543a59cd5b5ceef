import { and, eq } from 'drizzle-orm';
import { SESSION_STATUS } from '../../contract/constants';
import { errorCatalog } from '../../contract/errors';
import type {
  OrderItem,
  OrderItemListQuery,
  OrderItemListResponse,
  OrderItemUpdateBody,
  OrderItemUpdateResponse,
} from '../../contract/orders';
import type { Queryable } from '../../db/client';
import { orderItems, orders, tableSessions } from '../../db/schema';
import { isUnpaidVisit } from '../../db/unpaid-visit';
import { AppError } from '../../shared/app-error';
import type { StaffActor } from '../../shared/auth-sessions';
import type { DinerOrStaff } from '../../shared/caller';
import type { AppDeps } from '../../shared/deps';
import { write } from '../../shared/write';
import { selectLines, toOrderItem } from './order-lines.repo';
import { type ListParams, listLines } from './order-list.queries';

const DEFAULT_LIST_LIMIT = 500;

/** SPEC.md section 8's words for a served mark that could not be saved: the line is not there. */
const lineNotFound = () => new AppError('NOT_FOUND', { message: errorCatalog.INVALID_TRANSITION.message });

/** A tablet sees only its table's open visit: that visit, or null when the table has none. */
function openVisitOf(deps: AppDeps, diningTableId: number): number | null {
  const open = deps.db
    .select({ id: tableSessions.id })
    .from(tableSessions)
    .where(and(eq(tableSessions.dining_table_id, diningTableId), isUnpaidVisit(tableSessions.status)))
    .get();
  return open?.id ?? null;
}

/** Ordered lines at their effective prices; filters narrow, never widen, the caller's scope. */
export function listOrderItems(deps: AppDeps, caller: DinerOrStaff, query: OrderItemListQuery): OrderItemListResponse {
  const params: ListParams = {
    sessions: query.includeSession?.length ? JSON.stringify(query.includeSession) : undefined,
    table: query.includeTable,
    excludeMenu: query.excludeMenu,
    status: query.status,
    sessionStates: query.sessionStatus?.length ? JSON.stringify(query.sessionStatus) : undefined,
    limit: query.limit ?? DEFAULT_LIST_LIMIT,
  };
  if (caller.kind === 'device') {
    const visit = openVisitOf(deps, caller.device.diningTableId);
    if (visit === null) return { list: { data: [], total: 0 } };
    params.scopeSession = visit;
    params.scopeTable = caller.device.diningTableId;
  }
  const { rows, total } = listLines(deps.db, caller.kind === 'device' ? 'tablet' : 'staff', query, params);
  // Which phone sent an order is for staff: a table's devices are not told each other's numbers.
  const data = rows.map((row) => toOrderItem(caller.kind === 'device' ? { ...row, guestNumber: null } : row));
  return { list: { data, total } };
}

/** A line's state and the order it belongs to, for a change of the line and its event. */
function lineWithOrder(tx: Queryable, id: number) {
  return tx
    .select({
      status: orderItems.status,
      cancelledAt: orderItems.cancelled_at,
      stationId: orderItems.station_id,
      orderId: orders.id,
      diningTableId: orders.dining_table_id,
      tableSessionId: orders.table_session_id,
      sessionStatus: tableSessions.status,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .innerJoin(tableSessions, eq(tableSessions.id, orders.table_session_id))
    .where(eq(orderItems.id, id))
    .get();
}

/** Staff mark a line served (stamping served_at) or not served; the same status changes nothing. */
export function updateOrderItem(deps: AppDeps, _staff: StaffActor, body: OrderItemUpdateBody): OrderItemUpdateResponse {
  write(deps, ({ tx, now, record }) => {
    const line = lineWithOrder(tx, body.id);
    if (!line) throw lineNotFound();
    if (line.status === body.status) return false;
    if (line.sessionStatus === SESSION_STATUS.paid) throw new AppError('SESSION_CLOSED');
    if (line.cancelledAt !== null) throw new AppError('INVALID_TRANSITION');
    tx.update(orderItems)
      .set({ status: body.status, served_at: body.status === 1 ? now : null })
      .where(eq(orderItems.id, body.id))
      .run();
    const { diningTableId, tableSessionId } = line;
    record({ type: 'orderItem.updated', diningTableId, tableSessionId, orderItemId: body.id, status: body.status });
    return true;
  });
  return { updated: true, orderItem: readLine(deps, body.id) };
}

function readLine(deps: AppDeps, id: number): OrderItem {
  const line = readOrderItem(deps.db, id);
  if (!line) throw lineNotFound();
  return line;
}

/** One line as the API shows it, priced with its visit's plans; undefined if there is none. */
export function readOrderItem(db: Queryable, id: number): OrderItem | undefined {
  const row = selectLines(db).where(eq(orderItems.id, id)).get();
  if (!row) return undefined;
  return toOrderItem(row);
}
