import { and, asc, eq, inArray } from 'drizzle-orm';
import { ITEM_FLAG, MENU_FLAG, SERVICE_MENU_ID, SESSION_STATUS } from '../../contract/constants';
import type { OrderCreateBody, OrderCreateResponse } from '../../contract/orders';
import { menuItems, menus, orderItems, orders, tableSessions } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../http/app-error';
import { assertOwnTable, type DinerOrStaff } from '../../http/auth-middleware';
import type { AppDeps } from '../../http/deps';
import { type CartLine, mergeCart, orderRequestHash, overCapItemIds } from './order-cart';
import { type Queryable, selectLines, toOrderItem, unlockedMenusBySession } from './order-lines.repo';

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

  let outcome: { orderId: number; replayed: boolean; staffCall?: boolean };
  try {
    outcome = deps.db.transaction((tx) => findReplay(tx, request) ?? insertOrder(tx, request), { behavior: 'immediate' });
  } catch (error) {
    // A twin request committed the same key between our check and insert: answer as its replay.
    const replay = isUniqueViolation(error) ? findReplay(deps.db, request) : undefined;
    if (!replay) throw error;
    outcome = replay;
  }

  const response = { status: true as const, replayed: outcome.replayed, order: loadOrder(deps.db, outcome.orderId) };
  if (!outcome.replayed) {
    deps.bus.publish({
      type: 'order.created',
      diningTableId,
      tableSessionId,
      orderId: outcome.orderId,
      staffCall: outcome.staffCall === true,
    });
  }
  return response;
}

function findReplay(db: Queryable, request: OrderRequest): { orderId: number; replayed: true } | undefined {
  const existing = db
    .select({ id: orders.id, hash: orders.request_hash })
    .from(orders)
    .where(and(eq(orders.dining_table_id, request.diningTableId), eq(orders.idempotency_key, request.key)))
    .get();
  if (!existing) return undefined;
  if (existing.hash !== request.hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { orderId: existing.id, replayed: true };
}

function insertOrder(db: Queryable, request: OrderRequest): { orderId: number; replayed: false; staffCall: boolean } {
  const session = db.select().from(tableSessions).where(eq(tableSessions.id, request.tableSessionId)).get();
  if (!session || session.dining_table_id !== request.diningTableId) throw new AppError('NOT_FOUND');
  if (session.status === SESSION_STATUS.paid) throw new AppError('SESSION_NOT_OPEN');

  const ids = request.lines.map((line) => line.id);
  const found = new Map(
    db
      .select({ id: menuItems.id, price: menuItems.price, flag: menuItems.flag, menuId: menuItems.menu_id, menuFlag: menus.flag })
      .from(menuItems)
      .innerJoin(menus, eq(menus.id, menuItems.menu_id))
      .where(inArray(menuItems.id, ids))
      .all()
      .map((item) => [item.id, item]),
  );
  const unavailable = ids.filter((id) => {
    const item = found.get(id);
    return !item || item.flag !== ITEM_FLAG.onSale || !ORDERABLE_MENU_FLAGS.includes(item.menuFlag);
  });
  if (unavailable.length > 0) throw new AppError('ITEM_UNAVAILABLE', { extras: { itemIds: unavailable } });
  const staffCall = request.lines.every((line) => found.get(line.id)?.menuId === SERVICE_MENU_ID);
  // After the bill is requested a diner may still call staff (or ask for おしぼり), but not order food.
  if (session.status !== SESSION_STATUS.active && !staffCall) throw new AppError('SESSION_NOT_OPEN');

  const now = Date.now();
  const order = db
    .insert(orders)
    .values({
      table_session_id: session.id,
      dining_table_id: session.dining_table_id,
      status: ORDER_STATUS_CREATED,
      idempotency_key: request.key,
      request_hash: request.hash,
      created_at: now,
    })
    .returning({ id: orders.id })
    .get();
  db.insert(orderItems)
    .values(
      request.lines.map((line) => {
        const item = found.get(line.id)!;
        return {
          order_id: order.id,
          menu_item_id: item.id,
          menu_id: item.menuId,
          quantity: line.quantity,
          unit_price: item.menuId === SERVICE_MENU_ID ? 0 : item.price,
          created_at: now,
        };
      }),
    )
    .run();
  return { orderId: order.id, replayed: false, staffCall };
}

function loadOrder(db: Queryable, orderId: number): OrderCreateResponse['order'] {
  const order = db.select().from(orders).where(eq(orders.id, orderId)).get();
  if (!order) throw new AppError('NOT_FOUND');
  const unlocked = unlockedMenusBySession(db, [order.table_session_id]).get(order.table_session_id) ?? new Set<number>();
  const rows = selectLines(db).where(eq(orderItems.order_id, orderId)).orderBy(asc(orderItems.id)).all();
  return {
    id: order.id,
    table_session_id: order.table_session_id,
    dining_table_id: order.dining_table_id,
    status: order.status,
    created_at: order.created_at,
    items: rows.map((row) => toOrderItem(row, unlocked)),
  };
}
