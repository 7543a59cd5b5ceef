import { and, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { tableSessions } from '../../db/schema';
import { isUnpaidVisit } from '../../db/unpaid-visit';

/** Tables with a visit not yet paid (active or bill requested). */
export function openTableCount(db: Queryable): number {
  const row = db
    .select({ n: sql<number>`count(distinct ${tableSessions.dining_table_id})` })
    .from(tableSessions)
    .where(and(isUnpaidVisit(tableSessions.status), isNull(tableSessions.merged_into_id)))
    .get();
  return row?.n ?? 0;
}
