import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { ORDER_ITEM_STATUS, SERVICE_MENU_ID, SESSION_STATUS } from '../../contract/constants';
import type { Queryable } from '../../db/client';
import { orderItems, orders, tableSessions } from '../../db/schema';

/**
 * How many order lines of the visits not yet paid wait to be served: neither served nor cancelled,
 * and food only. Plan and 延長 lines (they carry `plan_run`) and service requests (the service
 * genre: 取り皿, おしぼり) are not food to bring: `isFoodLine` (contract/line-kinds.ts) said in SQL,
 * so the count needs no line read into memory. A change of that rule changes this query too.
 */
export function unservedLineCount(db: Queryable): number {
  const row = db
    .select({ n: sql<number>`count(*)` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .innerJoin(tableSessions, eq(tableSessions.id, orders.table_session_id))
    .where(
      and(
        lt(tableSessions.status, SESSION_STATUS.paid),
        eq(orderItems.status, ORDER_ITEM_STATUS.notServed),
        isNull(orderItems.cancelled_at),
        isNull(orderItems.plan_run),
        ne(orderItems.menu_id, SERVICE_MENU_ID),
      ),
    )
    .get();
  return row?.n ?? 0;
}

/** Tables with a visit not yet paid (active or bill requested). */
export function openTableCount(db: Queryable): number {
  const row = db
    .select({ n: sql<number>`count(distinct ${tableSessions.dining_table_id})` })
    .from(tableSessions)
    .where(and(lt(tableSessions.status, SESSION_STATUS.paid), isNull(tableSessions.merged_into_id)))
    .get();
  return row?.n ?? 0;
}
