import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { epochMs } from './columns';

/**
 * Domain events, each written in the same transaction as the change it tells of. `seq` is the
 * global order; AUTOINCREMENT keeps a number from ever being handed out again, even once the
 * retention job deleted the newest rows.
 */
export const domainEvents = sqliteTable('events', {
  seq: integer('seq').primaryKey({ autoIncrement: true }),
  type: text('type').notNull(),
  /** The event's other fields as JSON; read back through the contract's zDomainEvent. */
  payload: text('payload').notNull(),
  /** The table the event is about, null for the whole shop (menu changes): what sockets filter on. */
  dining_table_id: integer('dining_table_id'),
  /** The box's clock when the change was written, in its transaction just before the commit. */
  at: epochMs('at').notNull(),
});

/** How far each durable consumer of the events has got: the last seq it handled. */
export const eventCursors = sqliteTable('event_cursors', {
  consumer: text('consumer').primaryKey(),
  seq: integer('seq').notNull(),
  updated_at: epochMs('updated_at').notNull(),
});
