import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { SESSION_STATUS } from '../../contract/constants';
import { perDatabase } from '../../db/per-database';
import { diningTables, menuItems, orderItems, orders, stations, tableSessions } from '../../db/schema';

const p = sql.placeholder;

/** Open at a station: neither bumped nor served (a cancelled line stays open until its 取消 is seen). */
const isOpen = (line: { ready_at: SQLiteColumn; status: SQLiteColumn }) => and(isNull(line.ready_at), eq(line.status, 0));
/** The lines of an order looked at beside the card's own lines. */
const openLines = alias(orderItems, 'open_lines');

/** What the kitchen display reads and writes, prepared once per database. */
export const kitchenQueries = perDatabase((db) => ({
  /** Every line at the station of the orders with an open line there, of visits not yet paid. */
  cardLines: db
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
      /** The visit's first order: this card is 新規 when it is this one. */
      firstOrderId: sql<number>`(select min(first.id) from ${orders} first where first.table_session_id = ${orders.table_session_id})`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .innerJoin(menuItems, eq(menuItems.id, orderItems.menu_item_id))
    .innerJoin(tableSessions, eq(tableSessions.id, orders.table_session_id))
    .leftJoin(diningTables, eq(diningTables.id, orders.dining_table_id))
    .where(
      and(
        eq(orderItems.station_id, p('stationId')),
        lt(tableSessions.status, SESSION_STATUS.paid),
        inArray(
          orderItems.order_id,
          db
            .select({ orderId: openLines.order_id })
            .from(openLines)
            .where(and(eq(openLines.station_id, p('stationId')), isOpen(openLines))),
        ),
      ),
    )
    .orderBy(asc(orders.created_at), asc(orders.id), asc(orderItems.id))
    .prepare(),
  /** Lines bumped and waiting to be carried (not served, not cancelled), of visits not yet paid. */
  readyLines: db
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
    .leftJoin(diningTables, eq(diningTables.id, orders.dining_table_id))
    .where(
      and(
        isNotNull(orderItems.ready_at),
        eq(orderItems.status, 0),
        isNull(orderItems.cancelled_at),
        lt(tableSessions.status, SESSION_STATUS.paid),
      ),
    )
    .orderBy(asc(orderItems.ready_at), asc(orderItems.id))
    .prepare(),
  /** The order's visit and table, for the event. */
  order: db
    .select({ id: orders.id, diningTableId: orders.dining_table_id, tableSessionId: orders.table_session_id })
    .from(orders)
    .where(eq(orders.id, p('orderId')))
    .prepare(),
  /** Bumps the open lines of one order at one station; `ids` a JSON array, or null for all of them. */
  bump: db
    .update(orderItems)
    .set({ ready_at: sql`${p('now')}` })
    .where(
      and(
        eq(orderItems.order_id, p('orderId')),
        eq(orderItems.station_id, p('stationId')),
        isOpen(orderItems),
        sql`(${p('ids')} is null or ${orderItems.id} in (select value from json_each(${p('ids')})))`,
      ),
    )
    .returning({ id: orderItems.id })
    .prepare(),
  /** Whether the order has any line at the station. */
  hasLinesAt: db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.order_id, p('orderId')), eq(orderItems.station_id, p('stationId'))))
    .limit(1)
    .prepare(),
}));
