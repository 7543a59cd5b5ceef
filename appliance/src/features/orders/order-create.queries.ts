import { and, eq, sql } from 'drizzle-orm';
import { perDatabase } from '../../db/per-database';
import { menuItems, menus, orderItems, orders, tableSessions } from '../../db/schema';
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
  session: db
    .select()
    .from(tableSessions)
    .where(eq(tableSessions.id, p('id')))
    .prepare(),
  /** The ordered items with their current price and whether they are on sale; ids as a JSON array. */
  items: db
    .select({ id: menuItems.id, price: menuItems.price, flag: menuItems.flag, menuId: menuItems.menu_id, menuFlag: menus.flag })
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
      created_at: p('createdAt'),
    })
    .prepare(),
  order: db
    .select()
    .from(orders)
    .where(eq(orders.id, p('id')))
    .prepare(),
}));

export type OrderCreateQueries = ReturnType<typeof orderCreateQueries>;
