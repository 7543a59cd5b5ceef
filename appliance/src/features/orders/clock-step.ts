import { inArray } from 'drizzle-orm';
import { orderItems, orders, tableSessions } from '../../db/schema';
import { shifted } from '../../db/shifted';
import { isUnpaidVisit } from '../../db/unpaid-visit';
import type { WriteScope } from '../../shared/write';

/**
 * The orders and lines of the visits still open move with a correction of the clock: a plan's
 * run starts at its line's time and the kitchen counts waiting minutes from the lines', so both
 * keep their elapsed and remaining time. Paid visits keep their times.
 */
export function shiftOpenOrders({ tx }: WriteScope, stepMs: number): void {
  const openVisits = tx.select({ id: tableSessions.id }).from(tableSessions).where(isUnpaidVisit(tableSessions.status));
  const openOrders = tx.select({ id: orders.id }).from(orders).where(inArray(orders.table_session_id, openVisits));
  tx.update(orders)
    .set({ created_at: shifted(orders.created_at, stepMs) })
    .where(inArray(orders.table_session_id, openVisits))
    .run();
  tx.update(orderItems)
    .set({
      created_at: shifted(orderItems.created_at, stepMs),
      ready_at: shifted(orderItems.ready_at, stepMs),
      served_at: shifted(orderItems.served_at, stepMs),
      cancelled_at: shifted(orderItems.cancelled_at, stepMs),
    })
    .where(inArray(orderItems.order_id, openOrders))
    .run();
}
