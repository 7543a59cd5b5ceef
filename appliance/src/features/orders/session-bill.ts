import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import { taxRateOf } from '../../contract/bill-rules';
import type { BillDiscount } from '../../contract/bills';
import { applyDiscounts, type DiscountEntry, type DiscountedBill, type DiscountReason } from '../../contract/discount-rules';
import { labelPlainText } from '../../contract/label-text';
import { type CoverCharge, coverSubtotal, lineSubtotal } from '../../contract/money';
import { optionSummary } from '../../contract/option-rules';
import type { OrderItem } from '../../contract/orders';
import type { SessionCover } from '../../contract/table-sessions';
import type { Db, Queryable } from '../../db/client';
import { inIds } from '../../db/in-ids';
import { perDatabase } from '../../db/per-database';
import { discounts, orderItems, orders, tableSessions } from '../../db/schema';
import { pricedLine, selectLines, selectPricedLines, selectRateSums, toOrderItem } from './order-lines.repo';

export interface SessionBill {
  /** Every line of the visit, oldest first, at its effective price. */
  lines: OrderItem[];
  /** The cover charge (お通し) per adult, or null when the visit has none. */
  cover: SessionCover | null;
  /** Lines and cover before discounts. */
  subtotal: number;
  /** The discounts standing on the bill, oldest first, each with the yen it takes now. */
  discounts: BillDiscount[];
  discountTotal: number;
  /** What the guests pay. */
  total: number;
}

type CoverRow = Pick<
  typeof tableSessions.$inferSelect,
  'cover_label' | 'cover_price' | 'cover_waived_at' | 'guest_count' | 'child_count'
>;

/** What a visit's cover charge is worked out from (sessionCover), with the visit's id. */
const coverColumns = {
  id: tableSessions.id,
  cover_label: tableSessions.cover_label,
  cover_price: tableSessions.cover_price,
  cover_waived_at: tableSessions.cover_waived_at,
  guest_count: tableSessions.guest_count,
  child_count: tableSessions.child_count,
};

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
  const sessions = db.select(coverColumns).from(tableSessions).where(inArray(tableSessions.id, ids)).all();
  for (const session of sessions) {
    const cover = sessionCover(session);
    bills.set(session.id, { lines: [], cover, subtotal: 0, discounts: [], discountTotal: 0, total: 0 });
  }
  const rows = selectLines(db)
    .where(inArray(orders.table_session_id, ids))
    .orderBy(asc(orderItems.created_at), asc(orderItems.id))
    .all();
  for (const row of rows) bills.get(row.tableSessionId)?.lines.push(toOrderItem(row));
  const standing = db
    .select()
    .from(discounts)
    .where(and(inArray(discounts.table_session_id, ids), isNull(discounts.removed_at)))
    .orderBy(asc(discounts.id))
    .all();
  for (const [id, bill] of bills) {
    const entries = standing.filter((d) => d.table_session_id === id);
    const figures = billFigures(
      bill.lines.map((line) => ({ id: line.id, subtotal: line.subtotal, taxRate: line.tax_rate })),
      bill.cover,
      entries,
    );
    bill.subtotal = figures.subtotal;
    bill.discountTotal = figures.discountTotal;
    bill.total = figures.total;
    bill.discounts = entries.map((entry) => {
      const line = entry.order_item_id === null ? undefined : bill.lines.find((l) => l.id === entry.order_item_id);
      return {
        id: entry.id,
        order_item_id: entry.order_item_id,
        item_label: line ? lineLabel(line) : null,
        kind: entry.kind,
        value: entry.value,
        amount: figures.amounts.get(entry.id) ?? 0,
        reason: entry.reason as DiscountReason,
        note: entry.note,
        staff_name: entry.staff_name,
        at: entry.created_at,
      };
    });
  }
  return bills;
}

/** A bill's sums from its lines' subtotals, its cover and its standing discounts: the bill's maths, once. */
function billFigures(
  lines: readonly { id: number; subtotal: number; taxRate: number }[],
  cover: SessionCover | null,
  standing: readonly DiscountEntry[],
): DiscountedBill {
  return applyDiscounts(
    lines.map((line) => ({ id: line.id, subtotal: line.subtotal, rate: taxRateOf(line.taxRate) })),
    cover?.subtotal ?? 0,
    standing,
  );
}

// Every list of visits shows their totals (a tablet's or phone's own visit, the handy's floor, the
// checkout list): prepared once, and reading only what a price depends on.
const totalStatements = perDatabase((db: Db) => ({
  covers: db
    .select(coverColumns)
    .from(tableSessions)
    .where(inIds(tableSessions.id, sql.placeholder('ids')))
    .prepare(),
  rateSums: selectRateSums(db)
    .where(inIds(orders.table_session_id, sql.placeholder('ids')))
    .groupBy(orders.table_session_id, orderItems.tax_rate)
    .prepare(),
  /** The lines discounts name: a line discount takes its share of that line's subtotal. */
  lines: selectPricedLines(db)
    .where(inIds(orderItems.id, sql.placeholder('lineIds')))
    .prepare(),
  discounts: db
    .select({
      id: discounts.id,
      table_session_id: discounts.table_session_id,
      order_item_id: discounts.order_item_id,
      kind: discounts.kind,
      value: discounts.value,
    })
    .from(discounts)
    .where(and(inIds(discounts.table_session_id, sql.placeholder('ids')), isNull(discounts.removed_at)))
    .orderBy(asc(discounts.id))
    .prepare(),
}));

/**
 * What the guests of each visit pay: `sessionBills(...).get(id).total`, without reading every line:
 * SQLite sums the lines by tax rate, and only the lines a discount names are read. The discounts
 * see the same sums per rate, each named line with its own subtotal and the rest of its rate
 * beside it, so the maths (billFigures) gives the same total. A visit of hundreds of lines (a long
 * 放題) costs SQLite a sum, not a line object each.
 */
export function sessionTotals(db: Db, sessionIds: readonly number[]): Map<number, number> {
  const totals = new Map<number, number>();
  if (sessionIds.length === 0) return totals;
  const ids = JSON.stringify([...new Set(sessionIds)]);
  const statements = totalStatements(db);
  const standing = statements.discounts.all({ ids });
  const lineIds = standing.flatMap((d) => (d.order_item_id === null ? [] : [d.order_item_id]));
  const named = lineIds.length === 0 ? [] : statements.lines.all({ lineIds: JSON.stringify(lineIds) });
  const sums = statements.rateSums.all({ ids });
  for (const session of statements.covers.all({ ids })) {
    const lines = named
      .filter((row) => row.tableSessionId === session.id)
      .map((row) => ({ id: row.id, subtotal: lineSubtotal(pricedLine(row)), taxRate: row.taxRate }));
    // The rest of each rate, under an id no line has.
    const rest = sums
      .filter((sum) => sum.tableSessionId === session.id)
      .map((sum) => ({
        id: -sum.taxRate - 1,
        subtotal: sum.amount - lines.reduce((total, line) => total + (line.taxRate === sum.taxRate ? line.subtotal : 0), 0),
        taxRate: sum.taxRate,
      }));
    const entries = standing.filter((d) => d.table_session_id === session.id);
    totals.set(session.id, billFigures([...lines, ...rest], sessionCover(session), entries).total);
  }
  return totals;
}

/** The item as a bill names a line: its label with its options (唐揚げ（タレ / 大盛り）). */
export function lineLabel(line: OrderItem): string {
  const label = labelPlainText(line.menuitems.label);
  const options = optionSummary(line.options);
  return options ? `${label}（${options}）` : label;
}

/** One visit's lines and total (what the bill request stores as total_amount). */
export function sessionBill(db: Queryable, sessionId: number): SessionBill {
  return (
    sessionBills(db, [sessionId]).get(sessionId) ?? {
      lines: [],
      cover: null,
      subtotal: 0,
      discounts: [],
      discountTotal: 0,
      total: 0,
    }
  );
}
