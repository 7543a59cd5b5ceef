import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamps } from './columns';
import { menuItems } from './menus';

/**
 * The terms of a plan item (90分 飲み放題) or of a 延長 item. A plan is an item with links
 * (plan_menus, plan_items); without a row here it never ends and diners may order it.
 * kind 'plan': duration (null: no time limit), last order before the end, the warning before last
 * order, what its items cost after the end ('charge' at their price, 'refuse'), staff only.
 * kind 'extension': extension_minutes added to the visit's timed plans when ordered.
 */
export const planTerms = sqliteTable('plan_terms', {
  menu_item_id: integer('menu_item_id')
    .primaryKey()
    .references(() => menuItems.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: ['plan', 'extension'] }).notNull(),
  duration_minutes: integer('duration_minutes'),
  last_order_minutes: integer('last_order_minutes').notNull().default(30),
  warn_minutes: integer('warn_minutes').notNull().default(10),
  after_end: text('after_end', { enum: ['charge', 'refuse'] })
    .notNull()
    .default('charge'),
  extension_minutes: integer('extension_minutes'),
  /** 1: only staff may order it (a handy); the tablet shows it without a cart button. */
  staff_only: integer('staff_only').notNull().default(0),
  ...timestamps,
});

/** A plan item makes these single items free as well as its genres (a premium plan's 獺祭). */
export const planItems = sqliteTable(
  'plan_items',
  {
    plan_item_id: integer('plan_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    menu_item_id: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.plan_item_id, t.menu_item_id] }), index('plan_items_item').on(t.menu_item_id)],
);
