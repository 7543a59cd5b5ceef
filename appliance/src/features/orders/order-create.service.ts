import { ITEM_FLAG, MENU_FLAG, SERVICE_MENU_ID, SESSION_STATUS } from '../../contract/constants';
import type { OrderCreateBody, OrderCreateResponse } from '../../contract/orders';
import type { Db } from '../../db/client';
import { recordEvent } from '../../events/event-store';
import { assertOwnTable, type DinerOrStaff } from '../../http/auth-middleware';
import { AppError, isUniqueViolation } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { type CartLine, mergeCart, orderRequestHash, overCapItemIds } from './order-cart';
import { type OrderCreateQueries, orderCreateQueries } from './order-create.queries';
import { orderLineQueries, toOrderItem } from './order-lines.repo';

const ORDER_STATUS_CREATED = 1;
const ORDERABLE_MENU_FLAGS: readonly number[] = [MENU_FLAG.published, MENU_FLAG.service];

interface OrderRequest {
  diningTableId: number;
  tableSessionId: number;
  key: string;
  hash: string;
  lines: CartLine[];
}

/**
 * Places an order exactly once per idempotency key: a retry of the same request answers the
 * first order, whatever happened since; the same key for another request is refused.
 */
export function createOrder(deps: AppDeps, caller: DinerOrStaff, key: string, body: OrderCreateBody): OrderCreateResponse {
  const lines = mergeCart(body.orderItemsData.items);
  if (lines.length === 0) throw new AppError('EMPTY_CART');
  const overCap = overCapItemIds(lines);
  if (overCap.length > 0) {
    const issues = overCap.map((id) => ({ path: 'orderItemsData.items', message: `item ${id}: merged quantity over the limit` }));
    throw new AppError('VALIDATION', { extras: { issues } });
  }
  const diningTableId = body.ordersData.dining_table_id;
  assertOwnTable(caller, diningTableId);
  const tableSessionId = body.ordersData.table_session_id;
  const request: OrderRequest = { diningTableId, tableSessionId, key, hash: orderRequestHash(tableSessionId, lines), lines };

  const q = orderCreateQueries(deps.db);
  let outcome: { orderId: number; replayed: boolean };
  try {
    // The prepared statements run on the database's one connection: inside this transaction.
    outcome = deps.db.transaction(() => findReplay(q, request) ?? insertOrder(deps.db, q, request), { behavior: 'immediate' });
  } catch (error) {
    // A twin request committed the same key between our check and insert: answer as its replay.
    const replay = isUniqueViolation(error) ? findReplay(q, request) : undefined;
    if (!replay) throw error;
    outcome = replay;
  }

  const response = { status: true as const, replayed: outcome.replayed, order: loadOrder(deps.db, outcome.orderId) };
  if (!outcome.replayed) deps.events.committed();
  return response;
}

function findReplay(q: OrderCreateQueries, request: OrderRequest): { orderId: number; replayed: true } | undefined {
  const existing = q.byKey.get({ diningTableId: request.diningTableId, key: request.key });
  if (!existing) return undefined;
  if (existing.hash !== request.hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { orderId: existing.id, replayed: true };
}

function insertOrder(db: Db, q: OrderCreateQueries, request: OrderRequest): { orderId: number; replayed: false } {
  const session = q.session.get({ id: request.tableSessionId });
  if (!session || session.dining_table_id !== request.diningTableId) throw new AppError('NOT_FOUND');
  if (session.status === SESSION_STATUS.paid) throw new AppError('SESSION_NOT_OPEN');

  const ids = request.lines.map((line) => line.id);
  const found = new Map(q.items.all({ ids: JSON.stringify(ids) }).map((item) => [item.id, item]));
  const unavailable = ids.filter((id) => {
    const item = found.get(id);
    return !item || item.flag !== ITEM_FLAG.onSale || !ORDERABLE_MENU_FLAGS.includes(item.menuFlag);
  });
  if (unavailable.length > 0) throw new AppError('ITEM_UNAVAILABLE', { extras: { itemIds: unavailable } });
  const staffCall = request.lines.every((line) => found.get(line.id)?.menuId === SERVICE_MENU_ID);
  // After the bill is requested a diner may still call staff (or ask for おしぼり), but not order food.
  if (session.status !== SESSION_STATUS.active && !staffCall) throw new AppError('SESSION_NOT_OPEN');

  const now = Date.now();
  const order = q.insertOrder.get({
    tableSessionId: session.id,
    diningTableId: session.dining_table_id,
    status: ORDER_STATUS_CREATED,
    key: request.key,
    hash: request.hash,
    createdAt: now,
  });
  for (const line of request.lines) {
    const item = found.get(line.id)!;
    q.insertLine.run({
      orderId: order.id,
      menuItemId: item.id,
      menuId: item.menuId,
      quantity: line.quantity,
      // Priced here from the menu as it is now: the tablet's idea of the price is never taken.
      unitPrice: item.menuId === SERVICE_MENU_ID ? 0 : item.price,
      createdAt: now,
    });
  }
  recordEvent(db, {
    type: 'order.created',
    diningTableId: session.dining_table_id,
    tableSessionId: session.id,
    orderId: order.id,
    staffCall,
  });
  return { orderId: order.id, replayed: false };
}

function loadOrder(db: Db, orderId: number): OrderCreateResponse['order'] {
  const order = orderCreateQueries(db).order.get({ id: orderId });
  if (!order) throw new AppError('NOT_FOUND');
  const lines = orderLineQueries(db);
  const unlocked = lines.unlockedMenus(order.table_session_id);
  return {
    id: order.id,
    table_session_id: order.table_session_id,
    dining_table_id: order.dining_table_id,
    status: order.status,
    created_at: order.created_at,
    items: lines.linesOfOrder(orderId).map((row) => toOrderItem(row, unlocked)),
  };
}
