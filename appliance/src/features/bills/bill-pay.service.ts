import { and, desc, eq, isNull } from 'drizzle-orm';
import type { BillPayBody, BillPayResponse, Payment } from '../../contract/bills';
import { SESSION_STATUS } from '../../contract/constants';
import { sessionUpdated } from '../../contract/events';
import type { Queryable } from '../../db/client';
import { payments, receipts, tableSessions } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { StaffActor } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';
import { fieldIssue } from '../../shared/search';
import { write } from '../../shared/write';
import { sessionBill } from '../orders';
import { assertDayOpen } from '../reports';
import { showBill } from './bill.view';

/**
 * The register: the visit's bill paid in one payment or several, which must add up to the total
 * the box computes; the visit ends paid (its table free) in the same transaction.
 */
export function payBill(deps: AppDeps, staff: StaffActor, body: BillPayBody): BillPayResponse {
  body.payments.forEach((payment, i) => {
    if (payment.method !== 'cash' && payment.tendered !== undefined) {
      throw new AppError('VALIDATION', fieldIssue(`payments.${i}.tendered`, 'only cash is handed over'));
    }
    if (payment.tendered !== undefined && payment.tendered < payment.amount) {
      throw new AppError('VALIDATION', fieldIssue(`payments.${i}.tendered`, 'less than the amount'));
    }
  });
  const now = deps.clock.now();
  const written = write(deps, ({ tx, record }) => {
    const session = tx.select().from(tableSessions).where(eq(tableSessions.id, body.table_session_id)).get();
    if (!session) throw new AppError('NOT_FOUND');
    if (session.status === SESSION_STATUS.paid) throw new AppError('SESSION_CLOSED');
    assertDayOpen(tx, now, deps.config.timeZone);
    const total = sessionBill(tx, session.id).total;
    const paid = body.payments.reduce((sum, payment) => sum + payment.amount, 0);
    if (paid !== total) throw new AppError('PAYMENT_MISMATCH');
    const rows: Payment[] = body.payments.map((payment) => {
      const tendered = payment.method === 'cash' ? (payment.tendered ?? payment.amount) : null;
      const change = tendered === null ? null : tendered - payment.amount;
      const row = tx
        .insert(payments)
        .values({
          table_session_id: session.id,
          method: payment.method,
          amount: payment.amount,
          tendered,
          change,
          user_id: staff.userId,
          at: now,
        })
        .returning()
        .get();
      return { id: row.id, method: row.method, amount: row.amount, tendered: row.tendered, change: row.change, at: row.at };
    });
    issueReceiptNumber(tx, session.id, total, now);
    tx.update(tableSessions)
      .set({ status: SESSION_STATUS.paid, total_amount: total, ended_at: now, updated_at: now })
      .where(eq(tableSessions.id, session.id))
      .run();
    record(sessionUpdated({ ...session, status: SESSION_STATUS.paid }, 'paid'));
    return rows;
  });
  return { bill: showBill(deps, { kind: 'staff', staff }, { table_session_id: body.table_session_id }).bill, payments: written };
}

/**
 * The next receipt number, taken inside the paying transaction (BEGIN IMMEDIATE: one writer), so
 * numbers are gapless and never reused, across restarts and power cuts alike.
 */
function issueReceiptNumber(db: Queryable, sessionId: number, total: number, now: number): number {
  const last = db.select({ number: receipts.number }).from(receipts).orderBy(desc(receipts.number)).limit(1).get();
  const number = (last?.number ?? 0) + 1;
  db.insert(receipts).values({ number, table_session_id: sessionId, total, issued_at: now }).run();
  return number;
}

/**
 * A paid visit reopened: its payments and its receipt number stop counting (they stay, marked),
 * so it is paid again with a new number and the day's figures count it once.
 */
export function voidPayment(db: Queryable, sessionId: number, now: number): void {
  db.update(payments)
    .set({ voided_at: now })
    .where(and(eq(payments.table_session_id, sessionId), isNull(payments.voided_at)))
    .run();
  db.update(receipts)
    .set({ voided_at: now })
    .where(and(eq(receipts.table_session_id, sessionId), isNull(receipts.voided_at)))
    .run();
}
