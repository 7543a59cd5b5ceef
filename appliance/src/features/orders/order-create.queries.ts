import { and, eq, sql } from 'drizzle-orm';
import { perDatabase } from '../../db/per-database';
import { diningTables, menuItems, menus, orderItems, orders, tableSessions } from '../../db/schema';
import { inIds } from './order-lines.repo';

const p = sql.placeholder;

/** The statements that place an order, prepared once per database (the busiest path of the box). */
export const orderCreateQueries = perDatabase((db) => ({
  /** The order a table already placed under an idempotency key. */
  byKey: db
    .select({ id: orders.id, hash: orders.request_hash })
    .from(orders)
    .where(and(eq(orders.dining_table_id, p('diningTableId')), eq(orders.idempotency_key, p('key'))))
    .prepare(),
  /** The visit with its table's label, for the answer. */
  session: db
    .select({
      id: tableSessions.id,
      diningTableId: tableSessions.dining_table_id,
      status: tableSessions.status,
      guestCount: tableSessions.guest_count,
      tableLabel: diningTables.label,
    })
    .from(tableSessions)
    .leftJoin(diningTables, eq(diningTables.id, tableSessions.dining_table_id))
    .where(eq(tableSessions.id, p('id')))
    .prepare(),
  /** The ordered items with their current price and whether they are on sale; ids as a JSON array. */
  items: db
    .select({
      id: menuItems.id,
      label: menuItems.label,
      name: menuItems.name,
      price: menuItems.price,
      flag: menuItems.flag,
      acceptsNote: menuItems.accepts_note,
      taxRate: menuItems.tax_rate,
      menuId: menuItems.menu_id,
      menuFlag: menus.flag,
      /** Where the line goes: the item's own station, else its genre's (removing a station clears both). */
      stationId: sql<number | null>`coalesce(${menuItems.station_id}, ${menus.station_id})`,
      /** Under a timed plan: the item's own last order, else its genre's (minutes before the end). */
      lastOrderMinutes: sql<number | null>`coalesce(${menuItems.plan_last_order_minutes}, ${menus.plan_last_order_minutes})`,
    })
    .from(menuItems)
    .innerJoin(menus, eq(menus.id, menuItems.menu_id))
    .where(inIds(menuItems.id, p('ids')))
    .prepare(),
  insertOrder: db
    .insert(orders)
    .values({
      table_session_id: p('tableSessionId'),
      dining_table_id: p('diningTableId'),
      status: p('status'),
      entered_by_user_id: p('enteredBy'),
      guest_device_id: p('guestDevice'),
      idempotency_key: p('key'),
      request_hash: p('hash'),
      created_at: p('createdAt'),
    })
    .returning({ id: orders.id })
    .prepare(),
  insertLine: db
    .insert(orderItems)
    .values({
      order_id: p('orderId'),
      menu_item_id: p('menuItemId'),
      menu_id: p('menuId'),
      quantity: p('quantity'),
      unit_price: p('unitPrice'),
      options: p('options'),
      plan_charge: p('planCharge'),
      tax_rate: p('taxRate'),
      plan_line_id: p('planLineId'),
      plan_run: p('planRun'),
      note: p('note'),
      station_id: p('stationId'),
      created_at: p('createdAt'),
    })
    .returning({ id: orderItems.id })
    .prepare(),
  /** A line freed by a plan its own order started. */
  setPlanLine: db
    .update(orderItems)
    .set({ plan_line_id: sql`${p('planLineId')}` })
    .where(eq(orderItems.id, p('id')))
    .prepare(),
  /** The visit's first order: a card says 新規 for it, 追加 for any later one. */
  firstOrderOfVisit: db
    .select({ id: sql<number>`min(${orders.id})` })
    .from(orders)
    .where(eq(orders.table_session_id, p('sessionId')))
    .prepare(),
  order: db
    .select()
    .from(orders)
    .where(eq(orders.id, p('id')))
    .prepare(),
}));

export type OrderCreateQueries = ReturnType<typeof orderCreateQueries>;
