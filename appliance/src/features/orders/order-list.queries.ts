import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { OrderItemListQuery } from '../../contract/orders';
import type { Db } from '../../db/client';
import { perShape } from '../../db/per-shape';
import { orderItems, orders, tableSessions } from '../../db/schema';
import { inIds, type LineRow, selectCountedLines } from './order-lines.repo';

const p = sql.placeholder;

/** Who asks: staff see every table; a tablet only its table's open visit (bound as scopeSession, scopeTable). */
export type ListScope = 'staff' | 'tablet';

/** The values a list statement binds; arrays travel as JSON text. */
export type ListParams = {
  scopeSession?: number;
  scopeTable?: number;
  sessions?: string;
  table?: number;
  excludeMenu?: number;
  status?: number;
  sessionStates?: string;
  limit: number;
};

/** Which filters a query uses and how it is ordered: one prepared statement per shape. */
function shapeOf(scope: ListScope, query: OrderItemListQuery): string {
  return [
    scope,
    query.includeSession?.length ? 's' : '',
    query.includeTable !== undefined ? 't' : '',
    query.excludeMenu !== undefined ? 'x' : '',
    query.status !== undefined ? 'st' : '',
    query.sessionStatus?.length ? 'ss' : '',
    query.order === 'id' ? 'id' : 'created',
    query.orderBy?.toLowerCase() === 'asc' ? 'asc' : 'desc',
  ].join('|');
}

function prepareList(db: Db, scope: ListScope, query: OrderItemListQuery) {
  const conditions: SQL[] = [];
  if (scope === 'tablet') {
    conditions.push(eq(orders.table_session_id, p('scopeSession')), eq(orders.dining_table_id, p('scopeTable')));
  }
  if (query.includeSession?.length) conditions.push(inIds(orders.table_session_id, p('sessions')));
  if (query.includeTable !== undefined) conditions.push(eq(orders.dining_table_id, p('table')));
  if (query.excludeMenu !== undefined) conditions.push(ne(orderItems.menu_id, p('excludeMenu')));
  if (query.status !== undefined) conditions.push(eq(orderItems.status, p('status')));
  if (query.sessionStatus?.length) {
    const inStates = db
      .select({ id: tableSessions.id })
      .from(tableSessions)
      .where(inIds(tableSessions.status, p('sessionStates')));
    conditions.push(sql`${orders.table_session_id} in ${inStates}`);
  }
  const direction = query.orderBy?.toLowerCase() === 'asc' ? asc : desc;
  const column = query.order === 'id' ? orderItems.id : orderItems.created_at;
  return selectCountedLines(db)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(direction(column), direction(orderItems.id))
    .limit(p('limit'))
    .prepare();
}

const statements = perShape((db, { scope, query }: { scope: ListScope; query: OrderItemListQuery }) =>
  prepareList(db, scope, query),
);

/**
 * The lines a list query matches, newest or oldest first up to its limit, with how many matched
 * before the limit (`count(*) over ()`: one pass, not a second query). The statement for the
 * query's shape is prepared once and reused; the staff order list asks the same shape every time.
 */
export function listLines(
  db: Db,
  scope: ListScope,
  query: OrderItemListQuery,
  params: ListParams,
): { rows: LineRow[]; total: number } {
  const rows = statements(db, shapeOf(scope, query), { scope, query }).all(params);
  return { rows, total: rows[0]?.total ?? 0 };
}
