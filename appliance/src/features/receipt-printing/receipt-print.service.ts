import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Bill } from '../../contract/bills';
import { receiptDocument } from '../../contract/receipt-document';
import type { ReceiptPrintBody } from '../../contract/receipts';
import { receipts } from '../../db/schema';
import type { ReceiptTicket } from '../../devices/escpos';
import { AppError } from '../../shared/app-error';
import type { StaffActor } from '../../shared/auth-sessions';
import type { AppDeps } from '../../shared/deps';
import { companyDetails } from '../../shared/shop-settings';
import { write } from '../../shared/write';
import { showBill } from '../bills';
import { activeReceiptPrinter, insertReceiptJob, paymentReceiptJobExists, printQueueOf, receiptJobExists } from '../printing';
import { receiptSettings } from '../receipts';

/**
 * A レシート, 領収書 or お会計票 on the receipt printer. A receipt or 領収書 counts a copy of the
 * visit's standing receipt number in the same transaction as its print job (so a copy is never
 * counted without its job, nor printed uncounted); the second copy on prints 再発行. The same
 * `request_id` again changes nothing. Answers the bill as it now is.
 */
export function printReceipt(deps: AppDeps, staff: StaffActor, body: ReceiptPrintBody): { bill: Bill } {
  const caller = { kind: 'staff', staff } as const;
  const query = { table_session_id: body.table_session_id };
  const sourceKey = body.request_id === undefined ? null : `receipt:${body.request_id}`;
  const printerId = write(deps, ({ now }) => {
    const { bill } = showBill(deps, caller, query);
    const receipt = bill.receipt;
    if (body.document !== 'slip' && receipt === null) throw new AppError('RECEIPT_NOT_ISSUED');
    if (body.payment_id !== undefined && body.document !== 'invoice') throw new AppError('VALIDATION');
    // A payer's 領収書: the amount is the stored payment's, never the caller's.
    const payment = body.payment_id === undefined ? null : bill.payments.find((p) => p.id === body.payment_id);
    if (payment === undefined) throw new AppError('NOT_FOUND');
    const settings = receiptSettings(deps.settings);
    const printer = activeReceiptPrinter(deps.db, settings.printer_id);
    if (!printer) throw new AppError('NO_RECEIPT_PRINTER');
    if (sourceKey !== null && receiptJobExists(deps.db, sourceKey)) return null;

    let reprint = false;
    let payerName: string | null = null;
    if (body.document !== 'slip' && receipt !== null) {
      // A payer's 領収書 is a copy of the visit's number too; 再発行 when that payer already had one.
      reprint = payment ? paymentReceiptJobExists(deps.db, payment.id) : receipt.print_count >= 1;
      const kept = payment ? null : receipt.payer_name;
      payerName = body.payer_name === undefined ? kept : body.payer_name || null;
      deps.db
        .update(receipts)
        .set({
          print_count: sql`${receipts.print_count} + 1`,
          ...(body.document === 'invoice' && !payment ? { payer_name: payerName } : {}),
        })
        .where(and(eq(receipts.number, receipt.number), isNull(receipts.voided_at)))
        .run();
    }
    const ticket: ReceiptTicket = {
      kind: 'receipt',
      document: receiptDocument({
        kind: body.document,
        bill,
        issuer: { company: companyDetails(deps.settings), footer: settings.footer_message },
        timeZone: deps.config.timeZone,
        reprint,
        payerName,
        proviso: body.proviso ?? null,
        payment,
      }),
      ...(payment ? { paymentId: payment.id } : {}),
    };
    insertReceiptJob(deps.db, { printerId: printer.id, ticket, tableLabel: bill.table_label, sourceKey }, now);
    return printer.id;
  });
  if (printerId !== null) printQueueOf(deps).poke(printerId);
  return showBill(deps, caller, query);
}
