import { sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { epochMs } from './columns';

/** Shop-wide settings as JSON values: shop name, page password hash, signing secret, company details. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updated_at: epochMs('updated_at').notNull(),
});
