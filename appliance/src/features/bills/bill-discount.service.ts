import { and, eq, isNull } from 'drizzle-orm';
import type { BillDiscountBody, BillDiscountRemoveBody, BillDiscountResponse } from '../../contract/bills';
import { ACCOUNT_ADMIN_MIN_ROLE, SESSION_STATUS, UNKNOWN_TABLE_LABEL } from '../../contract/constants';
import { DISCOUNT_REASON_LABELS, type DiscountReason, discountSize } from '../../contract/discount-rules';
import { sessionUpdated } from '../../contract/events';
import type { Queryable } from '../../db/client';
import { diningTables, discounts, tableSessions } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { StaffActor } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';
import { fieldIssue } from '../../shared/search';
import { write } from '../../shared/write';
import { type Authority, recordCorrection, staffName } from '../corrections';
import { lineLabel, sessionBill } from '../orders';
import { showBill } from './bill.view';

/** The staff member at the register, and whether their login holds the /admin page password. */
export interface Discounter {
  staff: StaffActor;
  pageAuth: boolean;
}

/** Money given away needs a manager: their role, or the page password. */
function authorityOf(discounter: Discounter): Authority {
  if (discounter.staff.role >= ACCOUNT_ADMIN_MIN_ROLE) return 'role';
  if (discounter.pageAuth) return 'pagePassword';
  throw new AppError('DISCOUNT_NEEDS_AUTHORITY');
}

function openSession(db: Queryable, id: number) {
  const found = db
    .select({ session: tableSessions, label: diningTables.label })
    .from(tableSessions)
    .leftJoin(diningTables, eq(diningTables.id, tableSessions.dining_table_id))
    .where(eq(tableSessions.id, id))
    .get();
  if (!found) throw new AppError('NOT_FOUND');
  if (found.session.status === SESSION_STATUS.paid) throw new AppError('SESSION_CLOSED');
  return { session: found.session, tableLabel: found.label ?? UNKNOWN_TABLE_LABEL };
}

/** 常連様 10% / お詫び 500円, and the note: how the audit log reads a discount. */
function discountWords(kind: 'amount' | 'percent', value: number, reason: string, note: string | null): string {
  const label = DISCOUNT_REASON_LABELS[reason as DiscountReason] ?? reason;
  return [`${label} ${discountSize(kind, value)}`, note].filter(Boolean).join('・');
}

/** After a change, a requested bill keeps its stored total current (as the bill list shows it). */
function retotal(db: Queryable, session: { id: number; status: number }, now: number): void {
  if (session.status !== SESSION_STATUS.billRequested) return;
  db.update(tableSessions)
    .set({ total_amount: sessionBill(db, session.id).total, updated_at: now })
    .where(eq(tableSessions.id, session.id))
    .run();
}

/** A discount on a line or on the whole bill (see zBillDiscountBody); it replaces the one there was. */
export function applyDiscount(deps: AppDeps, discounter: Discounter, body: BillDiscountBody): BillDiscountResponse {
  const lineId = body.order_item_id ?? null;
  write(deps, ({ tx, now, record }) => {
    const { session, tableLabel } = openSession(tx, body.table_session_id);
    const authorizedBy = authorityOf(discounter);
    const before = sessionBill(tx, session.id);
    const line = lineId === null ? undefined : before.lines.find((l) => l.id === lineId);
    if (lineId !== null && !line) throw new AppError('NOT_FOUND');
    if (line && line.subtotal === 0) {
      throw new AppError('VALIDATION', fieldIssue('order_item_id', 'the line costs nothing on the bill'));
    }
    const replaced = before.discounts.find((d) => d.order_item_id === lineId);
    // What it may take: the line, or the bill as it would be without the discount it replaces.
    const base = line ? line.subtotal : before.total + (replaced?.amount ?? 0);
    if (body.kind === 'amount' && body.value > base) throw new AppError('DISCOUNT_TOO_LARGE');

    if (replaced) tx.update(discounts).set({ removed_at: now }).where(eq(discounts.id, replaced.id)).run();
    const id = tx
      .insert(discounts)
      .values({
        table_session_id: session.id,
        order_item_id: lineId,
        kind: body.kind,
        value: body.value,
        reason: body.reason,
        note: body.note || null,
        user_id: discounter.staff.userId,
        staff_name: staffName(tx, discounter.staff.userId) || discounter.staff.email,
        created_at: now,
      })
      .returning({ id: discounts.id })
      .get().id;
    const after = sessionBill(tx, session.id);
    recordCorrection(
      tx,
      {
        kind: 'discount',
        staff: discounter.staff,
        authorizedBy,
        tableSessionId: session.id,
        tableLabel,
        orderItemId: lineId ?? undefined,
        itemLabel: line ? lineLabel(line) : undefined,
        amount: after.discounts.find((d) => d.id === id)?.amount ?? 0,
        note: discountWords(body.kind, body.value, body.reason, body.note || null),
      },
      now,
    );
    retotal(tx, session, now);
    record(sessionUpdated(session, 'discount'));
  });
  return showBill(deps, { kind: 'staff', staff: discounter.staff }, { table_session_id: body.table_session_id });
}

/** 割引取消: a standing discount taken off the bill, by a manager as for giving it. */
export function removeDiscount(deps: AppDeps, discounter: Discounter, body: BillDiscountRemoveBody): BillDiscountResponse {
  const sessionId = write(deps, ({ tx, now, record }) => {
    const row = tx.select().from(discounts).where(eq(discounts.id, body.id)).get();
    if (!row) throw new AppError('NOT_FOUND');
    const { session, tableLabel } = openSession(tx, row.table_session_id);
    if (row.removed_at !== null) return session.id;
    const authorizedBy = authorityOf(discounter);
    const before = sessionBill(tx, session.id);
    const standing = before.discounts.find((d) => d.id === row.id);
    tx.update(discounts)
      .set({ removed_at: now })
      .where(and(eq(discounts.id, row.id), isNull(discounts.removed_at)))
      .run();
    recordCorrection(
      tx,
      {
        kind: 'discountRemoved',
        staff: discounter.staff,
        authorizedBy,
        tableSessionId: session.id,
        tableLabel,
        orderItemId: row.order_item_id ?? undefined,
        itemLabel: standing?.item_label ?? undefined,
        amount: -(standing?.amount ?? 0),
        note: discountWords(row.kind, row.value, row.reason, row.note),
      },
      now,
    );
    retotal(tx, session, now);
    record(sessionUpdated(session, 'discount'));
    return session.id;
  });
  return showBill(deps, { kind: 'staff', staff: discounter.staff }, { table_session_id: sessionId });
}
