import { type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { SESSION_STATUS } from '../contract/constants';

/**
 * A visit not yet paid (`status < paid`), with the status written into the SQL, never bound: SQLite
 * checks a bound value against the partial index table_sessions_one_open (`status < 2`), and from
 * then on compiles the statement again each time that parameter is bound, which is every run. A
 * statement prepared once with `lt(status, SESSION_STATUS.paid)` was parsed and planned anew on
 * every call (7 us instead of 1 on a two-table join; 2.7% of the box's CPU in the kitchen rush).
 * `npm run check:boundaries` refuses the bound form.
 */
export function isUnpaidVisit(status: SQLiteColumn): SQL {
  return sql`${status} < ${sql.raw(String(SESSION_STATUS.paid))}`;
}
