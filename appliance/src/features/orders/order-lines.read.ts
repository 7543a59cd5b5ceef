import { and, asc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { ORDER_ITEM_STATUS, SERVICE_MENU_ID } from '../../contract/constants';
import type { Db, Queryable } from '../../db/client';
import { inIds } from '../../db/in-ids';
import { perDatabase } from '../../db/per-database';
import { diningTables, menuItems, orderItems, orders, stations, tableSessions } from '../../db/schema';
import { isUnpaidVisit } from '../../db/unpaid-visit';

/**
 * The order-lines read model: what other features read of order_items (the kitchen display,
 * tickets, 取消, plans, today's counts). orders owns the table; the others call these. The hot
 * paths (an order's plan lines, tickets, the kitchen display) run statements prepared once per
 * database; a statement belongs to its connection, so it reads inside the caller's transaction.
 */

const p = sql.placeholder;

/** The visit's first order: an order is 新規 when it is this one, else 追加. */
const firstOrderOfVisit = sql<number>`(select min(first.id) from ${orders} first where first.table_session_id = ${orders.table_session_id})`;

/** Open at a station: neither bumped nor served (a cancelled line stays open until its 取消 is seen). */
export const isOpenAtStation = (line: { ready_at: SQLiteColumn; status: SQLiteColumn }) =>
  and(isNull(line.ready_at), eq(line.status, 0));

// --- The kitchen display --------------------------------------------------------------------

/** The lines of an order looked at beside the card's own lines. */
const openLines = alias(orderItems, 'open_lines');
/** The orders of the visits not yet paid, looked at beside the lines read (the expo view). */
const openOrders = alias(orders, 'open_orders');
const openVisits = alias(tableSessions, 'open_visits');

const kitchenStatements = perDatabase((db) => {
  /** The lines at the station of its open cards; `ofOrder` narrows them to one order's card. */
  const cardLines = (ofOrder?: SQL) =>
    db
      .select({
        id: orderItems.id,
        label: menuItems.label,
        itemId: menuItems.id,
        itemFlag: menuItems.flag,
        quantity: orderItems.quantity,
        options: orderItems.options,
        note: orderItems.note,
        status: orderItems.status,
        readyAt: orderItems.ready_at,
        cancelledAt: orderItems.cancelled_at,
        orderId: orders.id,
        createdAt: orders.created_at,
        diningTableId: orders.dining_table_id,
        tableSessionId: orders.table_session_id,
        tableLabel: diningTables.label,
        firstOrderId: firstOrderOfVisit,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.order_id))
      .innerJoin(menuItems, eq(menuItems.id, orderItems.menu_item_id))
      .innerJoin(tableSessions, eq(tableSessions.id, orders.table_session_id))
      .leftJoin(diningTables, eq(diningTables.id, orders.dining_table_id))
      .where(
        and(
          // Unary plus: not by the station's index, which holds every line it was ever sent, but by
          // the orders that have an open line there (the subquery, on its open lines only).
          sql`+${orderItems.station_id} = ${p('stationId')}`,
          isUnpaidVisit(tableSessions.status),
          inArray(
            orderItems.order_id,
            db
              .select({ orderId: openLines.order_id })
              .from(openLines)
              .where(and(eq(openLines.station_id, p('stationId')), isOpenAtStation(openLines), ofOrder)),
          ),
        ),
      )
      .orderBy(asc(orders.created_at), asc(orders.id), asc(orderItems.id));
  const readyLines = () =>
    db
      .select({
        id: orderItems.id,
        label: menuItems.label,
        quantity: orderItems.quantity,
        options: orderItems.options,
        note: orderItems.note,
        readyAt: orderItems.ready_at,
        stationName: stations.name,
        diningTableId: orders.dining_table_id,
        tableLabel: diningTables.label,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.order_id))
      .innerJoin(menuItems, eq(menuItems.id, orderItems.menu_item_id))
      .innerJoin(stations, eq(stations.id, orderItems.station_id))
      .innerJoin(tableSessions, eq(tableSessions.id, orders.table_session_id))
      .leftJoin(diningTables, eq(diningTables.id, orders.dining_table_id));
  /** Bumped and waiting to be carried: not served, not cancelled, of a visit not yet paid. */
  const isReadyToCarry = and(
    isNotNull(orderItems.ready_at),
    eq(orderItems.status, 0),
    isNull(orderItems.cancelled_at),
    isUnpaidVisit(tableSessions.status),
  );
  return {
    cardLines: cardLines().prepare(),
    orderCardLines: cardLines(eq(openLines.order_id, p('orderId'))).prepare(),
    readyLines: readyLines()
      .where(
        and(
          isReadyToCarry,
          // The lines of the open visits' orders, found from the visits (their status index), not
          // by reading every line the shop ever had.
          inArray(
            orderItems.order_id,
            db
              .select({ id: openOrders.id })
              .from(openOrders)
              .innerJoin(openVisits, eq(openVisits.id, openOrders.table_session_id))
              .where(isUnpaidVisit(openVisits.status)),
          ),
        ),
      )
      .orderBy(asc(orderItems.ready_at), asc(orderItems.id))
      .prepare(),
    orderReadyLines: readyLines()
      .where(and(isReadyToCarry, eq(orderItems.order_id, p('orderId'))))
      .orderBy(asc(orderItems.ready_at), asc(orderItems.id))
      .prepare(),
    hasLinesAt: db
      .select({ id: orderItems.id })
      .from(orderItems)
      // By the order's few lines, not the station's index of every line it was ever sent. `get`
      // reads one row; a `.limit(1)` would be a bound LIMIT, re-prepared by SQLite on every run.
      .where(and(eq(orderItems.order_id, p('orderId')), sql`+${orderItems.station_id} = ${p('stationId')}`))
      .prepare(),
  };
});

/** Every line at the station of the orders with an open line there, of visits not yet paid; oldest order first. */
export function stationCardLines(db: Db, stationId: number) {
  return kitchenStatements(db).cardLines.all({ stationId });
}

/** The lines at the station of these orders' cards that are still open there; in the order given. */
export function orderCardLines(db: Db, stationId: number, orderIds: readonly number[]) {
  const statement = kitchenStatements(db).orderCardLines;
  return orderIds.flatMap((orderId) => statement.all({ stationId, orderId }));
}

/** Lines bumped and waiting to be carried (not served, not cancelled), of visits not yet paid; longest waiting first. */
export function readyToCarryLines(db: Db) {
  return kitchenStatements(db).readyLines.all();
}

/** The order's lines among `ids` that are ready to carry; longest waiting first. */
export function readyToCarryLinesOf(db: Db, orderId: number, ids: readonly number[]) {
  const wanted = new Set(ids);
  return kitchenStatements(db)
    .orderReadyLines.all({ orderId })
    .filter((line) => wanted.has(line.id));
}

/** Whether the order has any line at the station. */
export function orderHasLinesAt(db: Db, orderId: number, stationId: number): boolean {
  return kitchenStatements(db).hasLinesAt.get({ orderId, stationId }) !== undefined;
}

// --- Kitchen tickets ------------------------------------------------------------------------

const ticketColumns = {
  id: orderItems.id,
  label: menuItems.label,
  quantity: orderItems.quantity,
  options: orderItems.options,
  note: orderItems.note,
  stationId: orderItems.station_id,
  stationName: stations.name,
  orderId: orders.id,
  createdAt: orders.created_at,
  tableLabel: diningTables.label,
  /** A ticket of the visit's first order is 新規, of a later one 追加. */
  firstOrderId: firstOrderOfVisit,
};

const ticketStatements = perDatabase((db) => {
  const lines = () =>
    db
      .select(ticketColumns)
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.order_id))
      .innerJoin(menuItems, eq(menuItems.id, orderItems.menu_item_id))
      .innerJoin(stations, eq(stations.id, orderItems.station_id))
      .leftJoin(diningTables, eq(diningTables.id, orders.dining_table_id));
  return {
    orderLines: lines()
      .where(and(eq(orderItems.order_id, p('orderId')), isNotNull(orderItems.station_id)))
      .orderBy(asc(orderItems.id))
      .prepare(),
    line: lines()
      .where(eq(orderItems.id, p('id')))
      .prepare(),
  };
});

/** A line as a kitchen ticket prints it: item, choices, note, station, order and table. */
export type TicketLine = ReturnType<ReturnType<typeof ticketStatements>['line']['get']> & {};

/** The lines of an order that go to a station, in the order they were written. */
export function ticketLinesOfOrder(db: Db, orderId: number): TicketLine[] {
  return ticketStatements(db).orderLines.all({ orderId });
}

/** One line with its station, for a 取消 ticket; undefined if it has no station (or is gone). */
export function ticketLine(db: Db, id: number): TicketLine | undefined {
  return ticketStatements(db).line.get({ id });
}

// --- 取消 -----------------------------------------------------------------------------------

/** A line as it is before a 取消 (every column), with its order, visit, table and item. */
export function lineForCancel(db: Queryable, id: number) {
  return db
    .select({
      line: orderItems,
      orderId: orders.id,
      diningTableId: orders.dining_table_id,
      tableSessionId: orders.table_session_id,
      sessionStatus: tableSessions.status,
      tableLabel: diningTables.label,
      itemLabel: menuItems.label,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .innerJoin(tableSessions, eq(tableSessions.id, orders.table_session_id))
    .innerJoin(menuItems, eq(menuItems.id, orderItems.menu_item_id))
    .leftJoin(diningTables, eq(diningTables.id, orders.dining_table_id))
    .where(eq(orderItems.id, id))
    .get();
}

// --- Plan and 延長 lines --------------------------------------------------------------------

/** A plan or 延長 line (its frozen `plan_run`) with its visit and table: what plans build runs from. */
export type RunLineRow = {
  id: number;
  sessionId: number;
  diningTableId: number;
  tableLabel: string | null;
  guestCount: number | null;
  itemId: number;
  itemLabel: string;
  quantity: number;
  createdAt: number;
  planRun: string | null;
};

const runLineColumns = {
  id: orderItems.id,
  sessionId: orders.table_session_id,
  diningTableId: orders.dining_table_id,
  tableLabel: diningTables.label,
  guestCount: tableSessions.guest_count,
  itemId: orderItems.menu_item_id,
  itemLabel: menuItems.label,
  quantity: orderItems.quantity,
  createdAt: orderItems.created_at,
  planRun: orderItems.plan_run,
};

/** Plan and 延長 lines (not cancelled), oldest first, with their visit and table. */
function selectRunLines(db: Queryable) {
  return db
    .select(runLineColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .innerJoin(tableSessions, eq(tableSessions.id, orders.table_session_id))
    .innerJoin(menuItems, eq(menuItems.id, orderItems.menu_item_id))
    .leftJoin(diningTables, eq(diningTables.id, orders.dining_table_id))
    .$dynamic();
}

// `run_lines = 1` (an order holding a plan or 延長 line) as a literal, so SQLite can read a visit's
// few such orders through the partial index `orders_session_runs`, not every order of the visit.
const notCancelledRun = and(sql`${orders.run_lines} = 1`, isNotNull(orderItems.plan_run), isNull(orderItems.cancelled_at));

const runStatements = perDatabase((db: Db) => ({
  ofSession: selectRunLines(db)
    .where(and(eq(orders.table_session_id, p('sessionId')), notCancelledRun))
    .orderBy(asc(orderItems.created_at), asc(orderItems.id))
    .prepare(),
}));

const visitsRunStatements = perDatabase((db: Db) => ({
  ofSessions: selectRunLines(db)
    .where(and(inIds(orders.table_session_id, p('ids')), notCancelledRun))
    .orderBy(asc(orderItems.created_at), asc(orderItems.id))
    .prepare(),
  ofOpenSessions: selectRunLines(db)
    .where(and(isUnpaidVisit(tableSessions.status), notCancelledRun))
    .orderBy(asc(orderItems.created_at), asc(orderItems.id))
    .prepare(),
}));

/** One visit's plan and 延長 lines, prepared once: order create reads them for every order. */
export function visitRunLines(db: Db, sessionId: number): RunLineRow[] {
  return runStatements(db).ofSession.all({ sessionId });
}

/** The plan and 延長 lines of these visits, or of every open visit. */
export function runLinesOf(db: Db, sessionIds: readonly number[] | 'open'): RunLineRow[] {
  if (sessionIds === 'open') return visitsRunStatements(db).ofOpenSessions.all();
  if (sessionIds.length === 0) return [];
  return visitsRunStatements(db).ofSessions.all({ ids: JSON.stringify([...new Set(sessionIds)]) });
}

// --- Today's counts -------------------------------------------------------------------------

/**
 * How many order lines of the visits not yet paid wait to be served, and how many portions they
 * hold (the order board's 未提供 count): neither served nor cancelled, and food only. Plan and 延長 lines (they carry `plan_run`) and service requests (the service
 * genre: 取り皿, おしぼり) are not food to bring: `isFoodLine` (contract/line-kinds.ts) said in SQL,
 * so the count needs no line read into memory. A change of that rule changes this query too.
 */
export function unservedCounts(db: Queryable): { lines: number; portions: number } {
  const row = db
    .select({ lines: sql<number>`count(*)`, portions: sql<number>`coalesce(sum(${orderItems.quantity}), 0)` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .innerJoin(tableSessions, eq(tableSessions.id, orders.table_session_id))
    .where(
      and(
        isUnpaidVisit(tableSessions.status),
        eq(orderItems.status, ORDER_ITEM_STATUS.notServed),
        isNull(orderItems.cancelled_at),
        isNull(orderItems.plan_run),
        ne(orderItems.menu_id, SERVICE_MENU_ID),
      ),
    )
    .get();
  return { lines: row?.lines ?? 0, portions: row?.portions ?? 0 };
}
