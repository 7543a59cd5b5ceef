import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { billTaxes } from '../../contract/bill-rules';
import type { Bill, BillReceipt, BillShowQuery, Payment } from '../../contract/bills';
import { UNKNOWN_TABLE_LABEL } from '../../contract/constants';
import type { Queryable } from '../../db/client';
import { diningTables, payments, receipts, tableSessions } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { DinerOrStaff } from '../../shared/caller';
import type { AppDeps } from '../../shared/deps';
import { shopName } from '../../shared/shop-settings';
import { sessionBill } from '../orders';
import { receiptSettings } from '../receipts';

/**
 * One visit's bill with its taxes per rate, as receipts and the register read it. A tablet may
 * read only its own table's open visit; anything else is a 404 to it.
 */
export function showBill(deps: AppDeps, caller: DinerOrStaff, query: BillShowQuery): { bill: Bill } {
  const row = deps.db
    .select({ session: tableSessions, label: diningTables.label })
    .from(tableSessions)
    .leftJoin(diningTables, eq(diningTables.id, tableSessions.dining_table_id))
    .where(eq(tableSessions.id, query.table_session_id))
    .get();
  if (!row) throw new AppError('NOT_FOUND');
  const { session } = row;
  if (caller.kind === 'device' && (session.dining_table_id !== caller.device.diningTableId || session.status === 2)) {
    throw new AppError('NOT_FOUND');
  }
  const settings = receiptSettings(deps.settings);
  const bill = sessionBill(deps.db, session.id);
  const rates = billTaxes(bill.lines, bill.cover?.subtotal ?? 0, settings.tax_rounding, bill.discounts);
  return {
    bill: {
      table_session_id: session.id,
      dining_table_id: session.dining_table_id,
      table_label: row.label ?? UNKNOWN_TABLE_LABEL,
      status: session.status,
      guest_count: session.guest_count,
      child_count: session.child_count,
      shop_name: shopName(deps.settings),
      invoice_number: settings.invoice_number,
      tax_rounding: settings.tax_rounding,
      lines: bill.lines,
      cover: bill.cover,
      subtotal: bill.subtotal,
      discounts: bill.discounts,
      discount_total: bill.discountTotal,
      total: bill.total,
      rates: rates.map(({ rate, total, tax, exTax }) => ({ rate, total, tax, ex_tax: exTax })),
      payments: visitPayments(deps.db, session.id),
      receipt: visitReceipt(deps.db, session.id),
      at: deps.clock.now(),
    },
  };
}

/** The payments that stand for a visit (a reopened visit's earlier ones are voided). */
export function visitPayments(db: Queryable, sessionId: number): Payment[] {
  return db
    .select({
      id: payments.id,
      method: payments.method,
      amount: payments.amount,
      tendered: payments.tendered,
      change: payments.change,
      at: payments.at,
    })
    .from(payments)
    .where(and(eq(payments.table_session_id, sessionId), isNull(payments.voided_at)))
    .orderBy(asc(payments.id))
    .all();
}

/** The visit's standing receipt number, or null (not paid at the register, or reopened since). */
export function visitReceipt(db: Queryable, sessionId: number): BillReceipt | null {
  const row = db
    .select({
      number: receipts.number,
      issued_at: receipts.issued_at,
      print_count: receipts.print_count,
      payer_name: receipts.payer_name,
    })
    .from(receipts)
    .where(and(eq(receipts.table_session_id, sessionId), isNull(receipts.voided_at)))
    .orderBy(desc(receipts.id))
    .get();
  return row ?? null;
}
