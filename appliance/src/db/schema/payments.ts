import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
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
    /** When staff reopened the paid visit: the payment no longer counts (the visit is paid again later). */
    voided_at: epochMs('voided_at'),
  },
  (t) => [index('payments_session').on(t.table_session_id), index('payments_at').on(t.at)],
);

/**
 * A discount on a visit's bill: on one line (`order_item_id`) or on the whole bill (null), yen or
 * a percent (contract/discount-rules.ts works out what it takes). Removed ones are kept, marked.
 */
export const discounts = sqliteTable(
  'discounts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    table_session_id: integer('table_session_id')
      .notNull()
      .references(() => tableSessions.id),
    order_item_id: integer('order_item_id'),
    kind: text('kind', { enum: ['amount', 'percent'] }).notNull(),
    value: integer('value').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    staff_name: text('staff_name').notNull(),
    created_at: epochMs('created_at').notNull(),
    removed_at: epochMs('removed_at'),
  },
  (t) => [index('discounts_session').on(t.table_session_id)],
);

/**
 * The receipt number of a paid visit: one per payment at the register, gapless per box (the next
 * number is taken in the paying transaction, and rows are never deleted). A visit reopened and
 * paid again gets a new number; the old one stays, voided. `print_count` counts the paper copies
 * (the second and later say 再発行); `payer_name` is the 宛名 of the last 領収書.
 */
export const receipts = sqliteTable(
  'receipts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    number: integer('number').notNull(),
    table_session_id: integer('table_session_id')
      .notNull()
      .references(() => tableSessions.id),
    total: integer('total').notNull(),
    issued_at: epochMs('issued_at').notNull(),
    voided_at: epochMs('voided_at'),
    print_count: integer('print_count').notNull().default(0),
    payer_name: text('payer_name'),
  },
  (t) => [uniqueIndex('receipts_number').on(t.number), index('receipts_session').on(t.table_session_id)],
);

/**
 * A business day's close (日計): the figures as they were when staff closed the day, frozen. A
 * closed day's report reads these; its bills cannot be reopened.
 */
export const dayCloses = sqliteTable('day_closes', {
  business_date: text('business_date').primaryKey(),
  figures: text('figures').notNull(),
  closed_at: epochMs('closed_at').notNull(),
  user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  staff_name: text('staff_name').notNull(),
});
