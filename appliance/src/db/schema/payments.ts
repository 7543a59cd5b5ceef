import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { epochMs } from './columns';
import { tableSessions } from './table-sessions';
import { users } from './users';

/**
 * How a visit's bill was paid at the register: one row per payment (a 割り勘 is several), each
 * with its method and, for cash, what was handed over and the change. Rows are only ever added.
 */
export const payments = sqliteTable(
  'payments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    table_session_id: integer('table_session_id')
      .notNull()
      .references(() => tableSessions.id),
    /** cash 現金, card カード, qr QR, other 他. */
    method: text('method', { enum: ['cash', 'card', 'qr', 'other'] }).notNull(),
    amount: integer('amount').notNull(),
    /** Cash handed over (cash only). */
    tendered: integer('tendered'),
    change: integer('change'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: epochMs('at').notNull(),
  },
  (t) => [index('payments_session').on(t.table_session_id), index('payments_at').on(t.at)],
);
