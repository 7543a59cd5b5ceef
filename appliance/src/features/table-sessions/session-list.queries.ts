import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inIds } from '../../db/in-ids';
import { perShape } from '../../db/per-shape';
import { diningTables, tableSessions } from '../../db/schema';
import { isUnpaidVisit } from '../../db/unpaid-visit';
import type { SessionWithLabel } from './session.view';

const p = sql.placeholder;

/** The values a list statement binds; the statuses travel as JSON text. */
export type SessionListParams = {
  /** A tablet or guest's phone: only its own table's visit not yet paid. */
  ownTable?: number;
  table?: number;
  statuses?: string;
  confirmFlag?: number;
  from?: number;
  to?: number;
  limit: number;
};

/** Which filters a query uses: one prepared statement per shape. */
function shapeOf(params: SessionListParams): string {
  return (['ownTable', 'table', 'statuses', 'confirmFlag', 'from'] as const)
    .map((key) => (params[key] === undefined ? '' : key))
    .join('|');
}

function prepareList(db: Db, params: SessionListParams) {
  const conditions: SQL[] = [];
  if (params.ownTable !== undefined) {
    conditions.push(eq(tableSessions.dining_table_id, p('ownTable')), isUnpaidVisit(tableSessions.status));
  }
  if (params.table !== undefined) conditions.push(eq(tableSessions.dining_table_id, p('table')));
  if (params.statuses !== undefined) conditions.push(inIds(tableSessions.status, p('statuses')));
  if (params.confirmFlag !== undefined) conditions.push(eq(tableSessions.confirm_flag, p('confirmFlag')));
  if (params.from !== undefined) conditions.push(gte(tableSessions.created_at, p('from')), lt(tableSessions.created_at, p('to')));
  return db
    .select({ session: tableSessions, label: diningTables.label, total: sql<number>`count(*) over ()` })
    .from(tableSessions)
    .leftJoin(diningTables, eq(diningTables.id, tableSessions.dining_table_id))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(tableSessions.created_at), desc(tableSessions.id))
    .limit(p('limit'))
    .prepare();
}

const statements = perShape(prepareList);

/**
 * The visits a list query matches, newest first up to its limit, with how many matched before the
 * limit (`count(*) over ()`: one pass, not a second query). Each shape's statement is prepared
 * once: the tablets, the guests' phones and the staff screens ask the same few shapes all evening.
 */
export function listSessionRows(db: Db, params: SessionListParams): { rows: SessionWithLabel[]; total: number } {
  const rows = statements(db, shapeOf(params), params).all(params);
  return { rows: rows.map(({ session, label }) => ({ session, label })), total: rows[0]?.total ?? 0 };
}
