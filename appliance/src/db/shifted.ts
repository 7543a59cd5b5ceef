import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/** `column + ms` for an UPDATE's SET (NULL stays NULL): a time moved with a correction of the clock. */
export function shifted(column: SQLiteColumn, ms: number): SQL {
  return sql`${column} + ${ms}`;
}
