import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { epochMs, timestamps } from './columns';
import { users } from './users';

/** Dining tables and the tablet bound to each. flag: 1 available, 0 stopped. */
export const diningTables = sqliteTable(
  'dining_tables',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    label: text('label').notNull(),
    /** Management name, unique. */
    name: text('name').notNull(),
    flag: integer('flag').notNull().default(1),
    device_uuid: text('device_uuid'),
    user_id: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The secret of the table's printed card (issue 35): `/join?table=` joins the table's open
     * visit, and nothing while the table is free. Made when the cards are first printed; a reprint
     * with 再発行 replaces it.
     */
    join_token: text('join_token'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('dining_tables_name_unique').on(t.name),
    uniqueIndex('dining_tables_device_unique').on(t.device_uuid),
    uniqueIndex('dining_tables_join_token').on(t.join_token),
  ],
);

/** Device credentials given to tablets; the signed cookie names one row, which can be revoked. */
export const deviceCredentials = sqliteTable(
  'device_credentials',
  {
    id: text('id').primaryKey(),
    dining_table_id: integer('dining_table_id')
      .notNull()
      .references(() => diningTables.id, { onDelete: 'cascade' }),
    device_uuid: text('device_uuid').notNull(),
    created_at: epochMs('created_at').notNull(),
    revoked_at: epochMs('revoked_at'),
  },
  (t) => [index('device_credentials_table').on(t.dining_table_id)],
);

/** Short-lived single-use QR pairing tokens; only hashes are stored. */
export const pairingTokens = sqliteTable('pairing_tokens', {
  token_hash: text('token_hash').primaryKey(),
  dining_table_id: integer('dining_table_id')
    .notNull()
    .references(() => diningTables.id, { onDelete: 'cascade' }),
  created_at: epochMs('created_at').notNull(),
  expires_at: epochMs('expires_at').notNull(),
  used_at: epochMs('used_at'),
});
