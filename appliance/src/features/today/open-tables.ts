import { and, isNull, lt, sql } from 'drizzle-orm';
import { SESSION_STATUS } from '../../contract/constants';
import type { Queryable } from '../../db/client';
import { tableSessions } from '../../db/schema';

/** Tables with a visit not yet paid (active or bill requested). */
export function openTableCount(db: Queryable): number {
  const row = db
    .select({ n: sql<number>`count(distinct ${tableSessions.dining_table_id})` })
    .from(tableSessions)
    .where(and(lt(tableSessions.status, SESSION_STATUS.paid), isNull(tableSessions.merged_into_id)))
    .get();
  return row?.n ?? 0;
}
