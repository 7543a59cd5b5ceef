import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { epochMs } from './columns';
import { tableSessions } from './table-sessions';
import { users } from './users';

/**
 * The audit log of corrections (contract/corrections.ts): a line cancelled or reduced, a visit
 * moved or merged, an item marked 品切れ or back on sale by the floor. Names and labels are copied as they were, so the log reads the same after an
 * item is renamed or an account removed. Rows are only ever added.
 */
export const corrections = sqliteTable(
  'corrections',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: epochMs('at').notNull(),
    /** cancel, reduce, move, merge. */
    kind: text('kind').notNull(),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    staff_name: text('staff_name').notNull(),
    /** 'role' or 'pagePassword' when the correction needed a manager's authority. */
    authorized_by: text('authorized_by'),
    /** The visit corrected; null for a change of the menu itself (an item marked 品切れ or back on sale). */
    table_session_id: integer('table_session_id').references(() => tableSessions.id),
    table_label: text('table_label'),
    to_table_label: text('to_table_label'),
    order_item_id: integer('order_item_id'),
    item_label: text('item_label'),
    quantity_before: integer('quantity_before'),
    quantity_after: integer('quantity_after'),
    /** Yen taken off the bill. */
    amount: integer('amount').notNull().default(0),
    line_state: text('line_state'),
    reason: text('reason'),
    note: text('note'),
  },
  (t) => [index('corrections_at').on(t.at), index('corrections_session').on(t.table_session_id)],
);
