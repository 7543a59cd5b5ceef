import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { printers, printJobs } from '../../db/schema';
import type { ReceiptTicket } from '../../devices/escpos';
import { insertJob } from './print-jobs.repo';

/** The receipt printer when it is one of the shop's active printers, else undefined. */
export function activeReceiptPrinter(db: Db, printerId: number | null): { id: number; name: string } | undefined {
  if (printerId === null) return undefined;
  return db
    .select({ id: printers.id, name: printers.name })
    .from(printers)
    .where(and(eq(printers.id, printerId), eq(printers.active, 1)))
    .get();
}

/** Whether a payer's 領収書 was already queued for this payment (the next one is 再発行). */
export function paymentReceiptJobExists(db: Db, paymentId: number): boolean {
  return (
    db
      .select({ id: printJobs.id })
      .from(printJobs)
      .where(and(eq(printJobs.kind, 'receipt'), sql`json_extract(${printJobs.ticket}, '$.paymentId') = ${paymentId}`))
      .get() !== undefined
  );
}

/** Whether a receipt job was already made for this key (a retried request). */
export function receiptJobExists(db: Db, sourceKey: string): boolean {
  return db.select({ id: printJobs.id }).from(printJobs).where(eq(printJobs.source_key, sourceKey)).get() !== undefined;
}

/**
 * A receipt ticket queued on a printer, inside the caller's transaction (with the copy it counts);
 * the caller pokes the printer's lane after the commit. Released: a receipt the guest waits for is
 * never held as stale.
 */
export function insertReceiptJob(
  db: Db,
  job: { printerId: number; ticket: ReceiptTicket; tableLabel: string; sourceKey: string | null },
  now: number,
): number {
  const id = insertJob(
    db,
    {
      printer_id: job.printerId,
      kind: 'receipt',
      source_key: job.sourceKey,
      order_id: null,
      table_label: job.tableLabel,
      ticket: JSON.stringify(job.ticket),
      released: 1,
    },
    now,
  );
  if (id === undefined) throw new Error('receipt job not inserted');
  return id;
}
