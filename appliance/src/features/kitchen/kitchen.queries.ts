import { eq, sql } from 'drizzle-orm';
import { perDatabase } from '../../db/per-database';
import { orders } from '../../db/schema';

const p = sql.placeholder;

/** What the kitchen display reads beside the order lines (orders' read model), prepared once per database. */
export const kitchenQueries = perDatabase((db) => ({
  /** The order's visit and table, for the event. */
  order: db
    .select({ id: orders.id, diningTableId: orders.dining_table_id, tableSessionId: orders.table_session_id })
    .from(orders)
    .where(eq(orders.id, p('orderId')))
    .prepare(),
}));
