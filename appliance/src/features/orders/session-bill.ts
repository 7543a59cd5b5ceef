import { asc, inArray } from 'drizzle-orm';
import { type CoverCharge, coverSubtotal } from '../../contract/money';
import type { OrderItem } from '../../contract/orders';
import type { SessionCover } from '../../contract/table-sessions';
import { orderItems, orders, tableSessions } from '../../db/schema';
import { type Queryable, selectLines, toOrderItem } from './order-lines.repo';

export interface SessionBill {
  /** Every line of the visit, oldest first, at its effective price. */
  lines: OrderItem[];
  /** The cover charge (お通し) per adult, or null when the visit has none. */
  cover: SessionCover | null;
  total: number;
}

type CoverRow = Pick<
  typeof tableSessions.$inferSelect,
  'cover_label' | 'cover_price' | 'cover_waived_at' | 'guest_count' | 'child_count'
>;

/** A visit's cover charge: its price as set when it started, for each adult counted (none until counted). */
export function sessionCover(row: CoverRow): SessionCover | null {
  if (row.cover_price === null) return null;
  const charge: CoverCharge = {
    price: row.cover_price,
    adults: Math.max(0, (row.guest_count ?? 0) - (row.child_count ?? 0)),
    waived: row.cover_waived_at !== null,
  };
  return {
    label: row.cover_label ?? '',
    unit_price: charge.price,
    quantity: charge.adults,
    subtotal: coverSubtotal(charge),
    waived: charge.waived,
  };
}

/**
 * The bills of several visits from their stored lines: unit prices as ordered, free where a plan
 * covered the line when it was ordered, and the cover charge. The one place a total is computed.
 */
export function sessionBills(db: Queryable, sessionIds: readonly number[]): Map<number, SessionBill> {
  const bills = new Map<number, SessionBill>();
  if (sessionIds.length === 0) return bills;
  const ids = [...new Set(sessionIds)];
  const sessions = db
    .select({
      id: tableSessions.id,
      cover_label: tableSessions.cover_label,
      cover_price: tableSessions.cover_price,
      cover_waived_at: tableSessions.cover_waived_at,
      guest_count: tableSessions.guest_count,
      child_count: tableSessions.child_count,
    })
    .from(tableSessions)
    .where(inArray(tableSessions.id, ids))
    .all();
  for (const session of sessions) {
    const cover = sessionCover(session);
    bills.set(session.id, { lines: [], cover, total: cover?.subtotal ?? 0 });
  }
  const rows = selectLines(db)
    .where(inArray(orders.table_session_id, ids))
    .orderBy(asc(orderItems.created_at), asc(orderItems.id))
    .all();
  for (const row of rows) {
    const bill = bills.get(row.tableSessionId);
    if (!bill) continue;
    const line = toOrderItem(row);
    bill.lines.push(line);
    bill.total += line.subtotal;
  }
  return bills;
}

/** One visit's lines and total (what the bill request stores as total_amount). */
export function sessionBill(db: Queryable, sessionId: number): SessionBill {
  return sessionBills(db, [sessionId]).get(sessionId) ?? { lines: [], cover: null, total: 0 };
}
