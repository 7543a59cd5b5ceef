import { asc, inArray } from 'drizzle-orm';
import type { OrderItem } from '../../contract/orders';
import { orderItems, orders } from '../../db/schema';
import { type Queryable, selectLines, toOrderItem, unlockedMenusBySession } from './order-lines.repo';

export interface SessionBill {
  /** Every line of the visit, oldest first, at its effective price. */
  lines: OrderItem[];
  unlockedMenuIds: number[];
  total: number;
}

/**
 * The bills of several visits from their stored lines: unit prices as ordered, minus what plans
 * ordered in the same visit make free. The one place a total is computed.
 */
export function sessionBills(
  db: Queryable,
  sessionIds: readonly number[],
  unlocked: ReadonlyMap<number, ReadonlySet<number>> = unlockedMenusBySession(db, sessionIds),
): Map<number, SessionBill> {
  const bills = new Map<number, SessionBill>();
  if (sessionIds.length === 0) return bills;
  for (const id of sessionIds) bills.set(id, { lines: [], unlockedMenuIds: [...(unlocked.get(id) ?? [])], total: 0 });
  const rows = selectLines(db)
    .where(inArray(orders.table_session_id, [...new Set(sessionIds)]))
    .orderBy(asc(orderItems.created_at), asc(orderItems.id))
    .all();
  for (const row of rows) {
    const bill = bills.get(row.tableSessionId);
    if (!bill) continue;
    const line = toOrderItem(row, unlocked.get(row.tableSessionId) ?? new Set());
    bill.lines.push(line);
    bill.total += line.subtotal;
  }
  return bills;
}

/** One visit's lines and total (what the bill request stores as total_amount). */
export function sessionBill(db: Queryable, sessionId: number): SessionBill {
  return sessionBills(db, [sessionId]).get(sessionId) ?? { lines: [], unlockedMenuIds: [], total: 0 };
}
