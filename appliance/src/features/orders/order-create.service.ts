import {
  ITEM_FLAG,
  MENU_FLAG,
  ORDER_ITEM_STATUS,
  SERVICE_MENU_ID,
  SESSION_STATUS,
  STAFF_CALL_ITEM_NAME,
  UNKNOWN_TABLE_LABEL,
} from '../../contract/constants';
import { effectiveUnitPrice, lineSubtotal } from '../../contract/money';
import type { Order, OrderCreateBody, OrderCreateResponse, OrderItem } from '../../contract/orders';
import type { Db } from '../../db/client';
import { AppError, isUniqueViolation } from '../../shared/app-error';
import { assertOwnTable, type DinerOrStaff } from '../../shared/caller';
import type { AppDeps } from '../../shared/deps';
import { fieldIssue } from '../../shared/search';
import { type WriteScope, writeInGroup } from '../../shared/write';
import { orderOptionQueries } from '../option-groups';
import { planOrder } from '../plans';
import { defaultStationId } from '../stations';
import { type CartLine, mergeCart, orderRequestHash, overCapItemIds } from './order-cart';
import { newOrderCards } from './order-create.cards';
import { type OrderCreateQueries, orderCreateQueries } from './order-create.queries';
import { visitRunLines } from './order-lines.read';
import { orderLineQueries, serializeLineOptions, toOrderItem } from './order-lines.repo';
import { resolveLines } from './order-options';

const ORDER_STATUS_CREATED = 1;
const ORDERABLE_MENU_FLAGS: readonly number[] = [MENU_FLAG.published, MENU_FLAG.service];

interface OrderRequest {
  diningTableId: number;
  tableSessionId: number;
  key: string;
  hash: string;
  lines: CartLine[];
  /** The staff member ordering on a handy; null: the table's tablet. */
  enteredBy: number | null;
  /** The guest's own phone that sends it (issue 35); null: the tablet or staff. */
  guestDevice: string | null;
  guestNumber: number | null;
  fromTablet: boolean;
  /** The box's clock: the order's time, and what plans decide by. */
  now: number;
  /** The owner's default station, read (inside the write) only when a line routes nowhere. */
  defaultStation: () => number | null;
}

/**
 * Places an order exactly once per idempotency key: a retry of the same request answers the
 * first order, whatever happened since; the same key for another request is refused.
 */
export async function createOrder(
  deps: AppDeps,
  caller: DinerOrStaff,
  key: string,
  body: OrderCreateBody,
): Promise<OrderCreateResponse> {
  const lines = mergeCart(
    body.orderItemsData.items.map((item) => ({
      id: item.id,
      quantity: item.quantity,
      ...(item.options === undefined ? {} : { options: item.options }),
      note: item.note ?? null,
    })),
  );
  if (lines.length === 0) throw new AppError('EMPTY_CART');
  const overCap = overCapItemIds(lines);
  if (overCap.length > 0) {
    const issues = overCap.map((id) => ({ path: 'orderItemsData.items', message: `item ${id}: merged quantity over the limit` }));
    throw new AppError('VALIDATION', { extras: { issues } });
  }
  const diningTableId = body.ordersData.dining_table_id;
  assertOwnTable(caller, diningTableId);
  const tableSessionId = body.ordersData.table_session_id;
  const request: OrderRequest = {
    diningTableId,
    tableSessionId,
    key,
    hash: orderRequestHash(tableSessionId, lines),
    lines,
    enteredBy: caller.kind === 'staff' ? caller.staff.userId : null,
    guestDevice: caller.kind === 'device' ? (caller.device.guest?.id ?? null) : null,
    guestNumber: caller.kind === 'device' ? (caller.device.guest?.number ?? null) : null,
    fromTablet: caller.kind !== 'staff',
    now: deps.clock.now(),
    defaultStation: () => defaultStationId(deps.settings),
  };

  const q = orderCreateQueries(deps.db);
  if (!deps.disk.acceptsWrites()) {
    // The card is full: a retry of an order already placed still gets its answer; a new one is
    // refused before anything is written, and orders resume by themselves once space is freed.
    const placed = findReplay(q, request);
    if (placed === undefined) throw new AppError('DISK_FULL');
    return { status: true, replayed: true, order: loadOrder(deps.db, placed) };
  }
  // The new order, or the id of the one this key already placed.
  let outcome: Order | number;
  try {
    // Committed with the other orders of this moment (one fsync for all); events go out after.
    outcome = await writeInGroup(deps, ({ record }) => findReplay(q, request) ?? insertOrder(deps.db, record, q, request));
  } catch (error) {
    // A twin request committed the same key between our check and insert: answer as its replay.
    const twin = isUniqueViolation(error) ? findReplay(q, request) : undefined;
    if (twin === undefined) throw error;
    outcome = twin;
  }
  if (typeof outcome === 'number') return { status: true, replayed: true, order: loadOrder(deps.db, outcome) };
  return { status: true, replayed: false, order: outcome };
}

/** The order a table already placed under this key, or undefined; the same key for another request is refused. */
function findReplay(q: OrderCreateQueries, request: OrderRequest): number | undefined {
  const existing = q.byKey.get({ diningTableId: request.diningTableId, key: request.key });
  if (!existing) return undefined;
  if (existing.hash !== request.hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return existing.id;
}

/** Writes the order and its event; answers the order as written, without reading it back. */
function insertOrder(db: Db, record: WriteScope['record'], q: OrderCreateQueries, request: OrderRequest): Order {
  const session = q.session.get({ id: request.tableSessionId });
  if (!session || session.diningTableId !== request.diningTableId) throw new AppError('NOT_FOUND');
  if (session.status === SESSION_STATUS.paid) throw new AppError('SESSION_NOT_OPEN');

  const ids = request.lines.map((line) => line.id);
  const found = new Map(q.items.all({ ids: JSON.stringify(ids) }).map((item) => [item.id, item]));
  const unavailable = ids.filter((id) => {
    const item = found.get(id);
    return !item || item.flag !== ITEM_FLAG.onSale || !ORDERABLE_MENU_FLAGS.includes(item.menuFlag);
  });
  if (unavailable.length > 0) throw new AppError('ITEM_UNAVAILABLE', { extras: { itemIds: unavailable } });
  // SPEC.md: a staff call is one call (quantity 1); five would ring five times at the staff side.
  if (request.lines.some((line) => line.quantity !== 1 && isStaffCallItem(found.get(line.id)!))) {
    throw new AppError('VALIDATION', fieldIssue('orderItemsData.items', 'a staff call is quantity 1'));
  }
  const staffCall = request.lines.every((line) => found.get(line.id)?.menuId === SERVICE_MENU_ID);
  // After the bill is requested a diner may still call staff (or ask for おしぼり), but not order food.
  if (session.status !== SESSION_STATUS.active && !staffCall) throw new AppError('SESSION_NOT_OPEN');
  const resolved = resolveLines(request.lines, found, orderOptionQueries(db)(ids), request.fromTablet);
  const now = request.now;
  const plans = planOrder(db, {
    sessionId: session.id,
    guestCount: session.guestCount,
    lines: resolved.map((line) => {
      const item = found.get(line.id)!;
      return { itemId: item.id, menuId: item.menuId, quantity: line.quantity, lastOrderMinutes: item.lastOrderMinutes };
    }),
    fromTablet: request.fromTablet,
    now,
    runLines: visitRunLines(db, session.id),
  });

  const order = q.insertOrder.get({
    tableSessionId: session.id,
    diningTableId: session.diningTableId,
    status: ORDER_STATUS_CREATED,
    enteredBy: request.enteredBy,
    guestDevice: request.guestDevice,
    key: request.key,
    hash: request.hash,
    createdAt: now,
  });
  let fallback: number | null | undefined;
  const inserted = resolved.map((line, index) => {
    const item = found.get(line.id)!;
    const plan = plans[index]!;
    // Priced here from the menu as it is now: the tablet's idea of the price is never taken.
    const service = item.menuId === SERVICE_MENU_ID;
    // A line routed nowhere goes to the default station; staff calls, plans and 延長 are made nowhere.
    const routesNowhere = item.stationId === null && !service && plan.planRun === null;
    if (routesNowhere && fallback === undefined) fallback = request.defaultStation();
    const stationId = routesNowhere ? (fallback ?? null) : item.stationId;
    const unitPrice = service ? 0 : line.unitPrice;
    const planCharge = service ? 0 : line.planCharge;
    const row = q.insertLine.get({
      orderId: order.id,
      menuItemId: item.id,
      menuId: item.menuId,
      quantity: line.quantity,
      unitPrice,
      options: serializeLineOptions(line.options),
      planCharge,
      taxRate: item.taxRate,
      planLineId: plan.planLineId,
      planRun: plan.planRun === null ? null : JSON.stringify(plan.planRun),
      note: line.note,
      stationId,
      createdAt: now,
    });
    return {
      id: row.id,
      item,
      stationId,
      quantity: line.quantity,
      unitPrice,
      planCharge,
      options: line.options,
      note: line.note,
      plan,
    };
  });
  // Lines freed by a plan this same order starts point at its line, known only now.
  const written = inserted.map((line) => {
    const index = line.plan.newPlanIndex;
    if (index === null) return { ...line, planLineId: line.plan.planLineId };
    const planLineId = inserted[index]!.id;
    q.setPlanLine.run({ id: line.id, planLineId });
    return { ...line, planLineId };
  });
  const stationIds = [...new Set(inserted.flatMap((line) => (line.stationId === null ? [] : [line.stationId])))];
  const placed = {
    id: order.id,
    diningTableId: session.diningTableId,
    tableSessionId: session.id,
    tableLabel: session.tableLabel,
    createdAt: now,
    first: stationIds.length > 0 && q.firstOrderOfVisit.get({ sessionId: session.id })?.id === order.id,
  };
  const orderRef = {
    id: order.id,
    dining_table_id: session.diningTableId,
    table_session_id: session.id,
    entered_by_user_id: request.enteredBy,
    guest_number: request.guestNumber,
  };
  const items: OrderItem[] = written.map(
    ({ id, item, stationId, quantity, unitPrice, planCharge, options, note, planLineId, plan }) => {
      const priced = { menuId: item.menuId, unitPrice, quantity, planCharge, planFreed: planLineId !== null };
      return {
        id,
        quantity,
        status: ORDER_ITEM_STATUS.notServed,
        state: 'ordered' as const,
        unit_price: unitPrice,
        price: effectiveUnitPrice(priced),
        subtotal: lineSubtotal(priced),
        plan_line_id: planLineId,
        plan_kind: plan.planRun?.kind ?? null,
        tax_rate: item.taxRate,
        created_at: now,
        served_at: null,
        station_id: stationId,
        ready_at: null,
        cancelled_at: null,
        options,
        note,
        menuitems: { id: item.id, label: item.label, name: item.name, price: item.price, flag: item.flag, menu_id: item.menuId },
        orders: orderRef,
        diningTables: { label: session.tableLabel ?? UNKNOWN_TABLE_LABEL },
      };
    },
  );
  record({
    type: 'order.created',
    diningTableId: session.diningTableId,
    tableSessionId: session.id,
    orderId: order.id,
    staffCall,
    stationIds,
    planLines: items.some((line) => line.plan_kind !== null),
    cards: newOrderCards(placed, inserted, stationIds),
    lines: items,
  });

  return {
    id: order.id,
    table_session_id: session.id,
    dining_table_id: session.diningTableId,
    status: ORDER_STATUS_CREATED,
    created_at: now,
    entered_by_user_id: request.enteredBy,
    items,
  };
}

function loadOrder(db: Db, orderId: number): OrderCreateResponse['order'] {
  const order = orderCreateQueries(db).order.get({ id: orderId });
  if (!order) throw new AppError('NOT_FOUND');
  const lines = orderLineQueries(db);
  return {
    id: order.id,
    table_session_id: order.table_session_id,
    dining_table_id: order.dining_table_id,
    status: order.status,
    created_at: order.created_at,
    entered_by_user_id: order.entered_by_user_id,
    items: lines.linesOfOrder(orderId).map((row) => toOrderItem(row)),
  };
}

function isStaffCallItem(item: { menuId: number; name: string }): boolean {
  return item.menuId === SERVICE_MENU_ID && item.name === STAFF_CALL_ITEM_NAME;
}
