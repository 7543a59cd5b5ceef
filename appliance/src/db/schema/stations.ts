import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { timestamps } from './columns';

/**
 * Where orders are made: キッチン, ドリンカー, 焼き場 ... Each genre is routed to one (an item may
 * override its genre's), and each ordered line keeps the station it was routed to. A removed
 * station stays (active 0) for the lines that name it.
 */
export const stations = sqliteTable('stations', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  sort_order: integer('sort_order').notNull().default(0),
  /** A card older than this many minutes shows as late (yellow) on the kitchen display. */
  warn_minutes: integer('warn_minutes').notNull().default(10),
  /** ... and older than this, very late (red). */
  late_minutes: integer('late_minutes').notNull().default(20),
  active: integer('active').notNull().default(1),
  ...timestamps,
});
