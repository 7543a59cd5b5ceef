import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { MENU_TEXT_LOCALES } from '../../contract/menu-text';
import { epochMs, timestamps } from './columns';
import { diningTables } from './dining-tables';
import { users } from './users';

/** One visit at a table. status: 0 active, 1 bill requested, 2 paid. */
export const tableSessions = sqliteTable(
  'table_sessions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    dining_table_id: integer('dining_table_id')
      .notNull()
      .references(() => diningTables.id),
    status: integer('status').notNull().default(0),
    /** 1 once staff pressed OK on the bill popup. */
    confirm_flag: integer('confirm_flag').notNull().default(0),
    /** Set by the server when the bill is requested; never taken from the client. */
    total_amount: integer('total_amount'),
    bill_requested_at: epochMs('bill_requested_at'),
    ended_at: epochMs('ended_at'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** How many guests, when told at the start (staff on a handy, or later corrected). */
    guest_count: integer('guest_count'),
    /** Of guest_count, how many are children (when the shop counts them); they pay no cover charge. */
    child_count: integer('child_count'),
    /** The cover charge (お通し) per adult as set when the visit started; null: none. */
    cover_label: text('cover_label'),
    cover_price: integer('cover_price'),
    /** Staff waived the cover charge (サービス). */
    cover_waived_at: epochMs('cover_waived_at'),
    /** 合算: this visit's orders went to that visit's bill; this one ended with nothing to pay. */
    merged_into_id: integer('merged_into_id'),
    /** The language the guests read the tablet in (a translated language, contract/languages.ts); null: Japanese. */
    guest_locale: text('guest_locale', { enum: MENU_TEXT_LOCALES }),
    /**
     * The secret in the visit's QR code for guests' own phones (issue 35), made when first shown;
     * a new one when staff reissue it. It works only while the visit is open.
     */
    join_token: text('join_token'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('table_sessions_one_open').on(t.dining_table_id).where(sql`status < 2`),
    index('table_sessions_status').on(t.status, t.created_at),
    uniqueIndex('table_sessions_join_token').on(t.join_token).where(sql`join_token is not null`),
  ],
);
