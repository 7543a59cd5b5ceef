import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

/**
 * `column IN (ids)` with the ids as one JSON array: the same statement whatever their number, so
 * it can be prepared once. `ids` is a placeholder, or the JSON text for a one-off query.
 */
export function inIds(column: SQLiteColumn, ids: Placeholder | string): SQL {
  return sql`${column} in (select value from json_each(${ids}))`;
}
