import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { PaymentMethod } from '../../contract/bills';
import { SESSION_STATUS, UNKNOWN_TABLE_LABEL } from '../../contract/constants';
import type { Queryable } from '../../db/client';
import { inIds } from '../../db/in-ids';
import { corrections, diningTables, menus, payments, receipts, tableSessions } from '../../db/schema';
import { type SessionBill, sessionBills } from '../orders';

/**
 * sessionBills reads its ids in one IN list per call, and each call walks the lines once: few
 * large calls are fastest (a month, 3,000 visits, is one), and this many ids stays far below
 * SQLite's limit on bound parameters.
 */
const BILL_BATCH = 5_000;

/** A visit paid in the report's range, with everything the report and the CSV files read of it. */
export interface PaidVisit {
  id: number;
  tableLabel: string;
  /** When it was paid. */
  endedAt: number;
  guests: number | null;
  children: number | null;
  bill: SessionBill;
  /** The payments that stand (a reopened visit's earlier ones are voided); none: marked paid on the floor. */
  payments: { method: PaymentMethod; amount: number }[];
  receiptNumber: number | null;
}

/** What a report is worked out from: a few queries over the whole range, never one per visit. */
export interface ReportSource {
  visits: PaidVisit[];
  /** 取消 and 数量変更 of the audit log in the range. */
  cancellations: { amount: number }[];
  /** Visits started in the range and not paid: their bills now. */
  openTotals: number[];
  genreLabels: ReadonlyMap<number, string>;
}

/** Bills of many visits, read in batches. */
function billsOf(db: Queryable, ids: readonly number[]): Map<number, SessionBill> {
  const all = new Map<number, SessionBill>();
  for (let i = 0; i < ids.length; i += BILL_BATCH) {
    for (const [id, bill] of sessionBills(db, ids.slice(i, i + BILL_BATCH))) all.set(id, bill);
  }
  return all;
}

const visitColumns = {
  id: tableSessions.id,
  label: diningTables.label,
  endedAt: tableSessions.ended_at,
  guests: tableSessions.guest_count,
  children: tableSessions.child_count,
};
type VisitRow = { id: number; label: string | null; endedAt: number | null; guests: number | null; children: number | null };

/** Paid visits, as bills of their own: not the visits merged into another's bill. */
const paidBill = and(eq(tableSessions.status, SESSION_STATUS.paid), isNull(tableSessions.merged_into_id));

/** The visits paid in [from, to) ms (merged visits are not bills of their own), oldest payment first. */
export function readPaidVisits(db: Queryable, from: number, to: number): PaidVisit[] {
  const rows = db
    .select(visitColumns)
    .from(tableSessions)
    .leftJoin(diningTables, eq(diningTables.id, tableSessions.dining_table_id))
    .where(and(paidBill, gte(tableSessions.ended_at, from), lt(tableSessions.ended_at, to)))
    .orderBy(asc(tableSessions.ended_at), asc(tableSessions.id))
    .all();
  return paidVisitsOf(db, rows, from);
}

/** One visit as a paid bill, or undefined when it is not one (not paid, or merged into another). */
export function readPaidVisit(db: Queryable, id: number): PaidVisit | undefined {
  const rows = db
    .select(visitColumns)
    .from(tableSessions)
    .leftJoin(diningTables, eq(diningTables.id, tableSessions.dining_table_id))
    .where(and(paidBill, eq(tableSessions.id, id)))
    .all();
  return paidVisitsOf(db, rows, 0)[0];
}

/** The bills, payments and receipt numbers of paid visits; `from` stands in for a missing payment time. */
function paidVisitsOf(db: Queryable, rows: VisitRow[], from: number): PaidVisit[] {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const json = JSON.stringify(ids);
  const bills = billsOf(db, ids);
  const paid = new Map<number, PaidVisit['payments']>();
  const standing = db
    .select({ sessionId: payments.table_session_id, method: payments.method, amount: payments.amount })
    .from(payments)
    .where(and(inIds(payments.table_session_id, json), isNull(payments.voided_at)))
    .orderBy(asc(payments.id))
    .all();
  for (const p of standing) {
    const list = paid.get(p.sessionId) ?? [];
    list.push({ method: p.method, amount: p.amount });
    paid.set(p.sessionId, list);
  }
  const numbers = new Map<number, number>();
  const issued = db
    .select({ sessionId: receipts.table_session_id, number: receipts.number })
    .from(receipts)
    .where(and(inIds(receipts.table_session_id, json), isNull(receipts.voided_at)))
    .all();
  for (const r of issued) numbers.set(r.sessionId, r.number);
  return rows.map((row) => ({
    id: row.id,
    tableLabel: row.label ?? UNKNOWN_TABLE_LABEL,
    endedAt: row.endedAt ?? from,
    guests: row.guests,
    children: row.children,
    bill: bills.get(row.id) ?? { lines: [], cover: null, subtotal: 0, discounts: [], discountTotal: 0, total: 0 },
    payments: paid.get(row.id) ?? [],
    receiptNumber: numbers.get(row.id) ?? null,
  }));
}

/** Visits started in [from, to) and still not paid (a day cannot be closed while there are any). */
export function openVisitIds(db: Queryable, from: number, to: number): number[] {
  return db
    .select({ id: tableSessions.id })
    .from(tableSessions)
    .where(
      and(
        inArray(tableSessions.status, [SESSION_STATUS.active, SESSION_STATUS.billRequested]),
        gte(tableSessions.created_at, from),
        lt(tableSessions.created_at, to),
      ),
    )
    .all()
    .map((row) => row.id);
}

/** Everything a report of [from, to) ms is worked out from. */
export function readReportSource(db: Queryable, from: number, to: number): ReportSource {
  const openIds = openVisitIds(db, from, to);
  const openBills = billsOf(db, openIds);
  return {
    visits: readPaidVisits(db, from, to),
    cancellations: db
      .select({ amount: corrections.amount })
      .from(corrections)
      .where(and(gte(corrections.at, from), lt(corrections.at, to), inArray(corrections.kind, ['cancel', 'reduce'])))
      .all(),
    openTotals: openIds.map((id) => openBills.get(id)?.total ?? 0),
    genreLabels: genreLabels(db),
  };
}

/** Every genre's label by id (a few dozen rows). */
export function genreLabels(db: Queryable): Map<number, string> {
  return new Map(
    db
      .select({ id: menus.id, label: menus.label })
      .from(menus)
      .all()
      .map((m) => [m.id, m.label]),
  );
}
