import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { epochMs } from './columns';

/**
 * The facts waiting for the chain's headquarters (features/hq-link), each written in the
 * transaction of the change it tells of. `seq` numbers them 1, 2, 3 ... with no holes between
 * committed rows (a rolled-back number is handed out again), so headquarters can tell a gap from
 * a retry. A row leaves once headquarters has acknowledged it; AUTOINCREMENT never reuses its seq.
 */
export const hqOutbox = sqliteTable('hq_outbox', {
  seq: integer('seq').primaryKey({ autoIncrement: true }),
  type: text('type').notNull(),
  /** The fact as JSON; read back through the contract's zHqFact. */
  payload: text('payload').notNull(),
  at: epochMs('at').notNull(),
});
