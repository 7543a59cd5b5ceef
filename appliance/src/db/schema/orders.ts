import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { epochMs } from './columns';
import { diningTables } from './dining-tables';
import { guestDevices } from './guests';
import { menuItems, menus } from './menus';
import { stations } from './stations';
import { tableSessions } from './table-sessions';
import { users } from './users';

/** One confirmed cart. The tablet's idempotency key makes a retried POST return this order. */
export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    table_session_id: integer('table_session_id')
      .notNull()
      .references(() => tableSessions.id),
    dining_table_id: integer('dining_table_id')
      .notNull()
      .references(() => diningTables.id),
    status: integer('status').notNull().default(1),
    /** The staff member who took the order on a handy (ハンディ); null: the table's tablet. */
    entered_by_user_id: integer('entered_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The guest's own phone that sent it (issue 35); null: the table's tablet or staff. */
    guest_device_id: text('guest_device_id').references(() => guestDevices.id),
    idempotency_key: text('idempotency_key').notNull(),
    /** SHA-256 of the order's items, so a key reused for a different cart is refused. */
    request_hash: text('request_hash').notNull(),
    created_at: epochMs('created_at').notNull(),
    /**
     * 1 when the order holds a plan or 延長 line (a line with `plan_run`). Set by the trigger
     * `orders_run_lines` (migration 0015) when such a line is inserted, whoever inserts it; lines
     * never gain a plan_run later. It lets the order path find a visit's plan lines through
     * `orders_session_runs` without reading every order of the visit.
     */
    run_lines: integer('run_lines').notNull().default(0),
  },
  (t) => [
    uniqueIndex('orders_idempotency').on(t.dining_table_id, t.idempotency_key),
    index('orders_session').on(t.table_session_id),
    index('orders_session_runs').on(t.table_session_id).where(sql`run_lines = 1`),
  ],
);

/** One line of an order, with the unit price and genre as they were when ordered. */
export const orderItems = sqliteTable(
  'order_items',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    menu_item_id: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id),
    menu_id: integer('menu_id')
      .notNull()
      .references(() => menus.id),
    quantity: integer('quantity').notNull(),
    /** The price of one, with the chosen options' deltas, as it was when ordered. */
    unit_price: integer('unit_price').notNull(),
    /** The item's tax rate in percent when ordered (10, or 8 reduced), frozen like the price. */
    tax_rate: integer('tax_rate').notNull().default(10),
    /** The chosen options as ordered: a JSON array of LineOption (names and deltas frozen). */
    options: text('options').notNull().default('[]'),
    /** What one still costs when a plan frees the line: its plan-charged options. */
    plan_charge: integer('plan_charge').notNull().default(0),
    /**
     * The plan line that made this line free when it was ordered (links frozen per order); the
     * line is charged again only if that plan line is cancelled.
     */
    plan_line_id: integer('plan_line_id'),
    /** On a plan or 延長 line: its terms and links as they were when ordered (JSON, see plan-runs). */
    plan_run: text('plan_run'),
    /** A note for the kitchen (ネギ抜き), or null. */
    note: text('note'),
    /** 0 not served, 1 served. */
    status: integer('status').notNull().default(0),
    served_at: epochMs('served_at'),
    /** The station the line was routed to when ordered (its item's, else its genre's); none: no station. */
    station_id: integer('station_id').references(() => stations.id),
    /**
     * Bumped at its station (調理完了). On a cancelled line: the station has seen the 取消, and
     * the line leaves its display.
     */
    ready_at: epochMs('ready_at'),
    /** 取消: the line is off the bill and the station stops making it. */
    cancelled_at: epochMs('cancelled_at'),
    created_at: epochMs('created_at').notNull(),
  },
  (t) => [
    index('order_items_order').on(t.order_id),
    index('order_items_created').on(t.created_at),
    index('order_items_plan_line').on(t.plan_line_id),
    // The kitchen display's question: what is still open at this station.
    index('order_items_station_open').on(t.station_id, t.ready_at),
  ],
);
