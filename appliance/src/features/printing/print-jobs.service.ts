import { eq } from 'drizzle-orm';
import type { PrintJob, PrintJobListQuery, PrintJobState } from '../../contract/printers';
import type { Db } from '../../db/client';
import { stations } from '../../db/schema';
import { type Ticket, ticketText } from '../../devices/escpos';
import { AppError } from '../../shared/app-error';
import type { AppDeps } from '../../shared/deps';
import { write } from '../../shared/write';
import { jobTicket } from './job-ticket';
import { changeJobStates, insertJob, jobById, listJobs, type PrintJobRow } from './print-jobs.repo';
import { printQueueOf } from './print-queue';
import { type PrinterRow, printerById, printerRow } from './printers.service';

const JOB_STATES: readonly PrintJobState[] = ['queued', 'sent', 'printed', 'held', 'dropped'];

function kindOf(kind: string): PrintJob['kind'] {
  return kind === 'cancel' || kind === 'test' || kind === 'receipt' ? kind : 'order';
}

/** A job for the screens, with its ticket as text as it prints (or would print) on its printer. */
export function toPrintJob(db: Db, row: PrintJobRow, printerRows = new Map<number, PrinterRow | undefined>()): PrintJob {
  const printerOf = (id: number) => {
    if (!printerRows.has(id)) printerRows.set(id, printerRow(db, id));
    return printerRows.get(id);
  };
  const printer = printerOf(row.printer_id);
  const marked = jobTicket(row, (id) => printerOf(id)?.name);
  return {
    id: row.id,
    printer_id: row.printer_id,
    printer_name: printer?.name ?? '',
    original_printer_id: row.original_printer_id,
    kind: kindOf(row.kind),
    order_id: row.order_id,
    table_label: row.table_label,
    state: JOB_STATES.includes(row.state as PrintJobState) ? (row.state as PrintJobState) : 'queued',
    reprint: row.reprint === 1,
    attempts: row.attempts,
    last_error: row.last_error,
    created_at: row.created_at,
    printed_at: row.printed_at,
    text: ticketText(marked, printer?.paper_width === 58 ? 58 : 80),
  };
}

export function printJobList(db: Db, query: PrintJobListQuery): PrintJob[] {
  const printerRows = new Map<number, PrinterRow | undefined>();
  return listJobs(db, { printerId: query.printer_id, state: query.state, limit: query.limit ?? 50 }).map((row) =>
    toPrintJob(db, row, printerRows),
  );
}

/** Held jobs: printed now (`release`) or never (`drop`). */
export function settleHeldJobs(deps: AppDeps, ids: readonly number[], action: 'release' | 'drop'): number[] {
  const changed = write(deps, ({ now, record }) => {
    const rows =
      action === 'release'
        ? changeJobStates(deps.db, ids, 'held', 'queued', now, true)
        : changeJobStates(deps.db, ids, 'held', 'dropped', now);
    for (const printerId of new Set(rows.map((r) => r.printerId))) {
      record({ type: 'printer.changed', printerId, change: 'queue' });
    }
    return rows;
  });
  if (action === 'release') for (const printerId of new Set(changed.map((r) => r.printerId))) printQueueOf(deps).poke(printerId);
  return changed.map((r) => r.id);
}

/** The ticket of a job again, on the printer the job is on, marked 再発行. */
export function reprintJob(deps: AppDeps, id: number): PrintJob {
  const row = jobById(deps.db, id);
  if (!row) throw new AppError('NOT_FOUND');
  const printer = printerRow(deps.db, row.printer_id);
  if (printer?.active !== 1) throw new AppError('NOT_FOUND');
  const newId = write(deps, ({ now }) => {
    const jobId = insertJob(
      deps.db,
      {
        printer_id: row.printer_id,
        kind: row.kind,
        order_id: row.order_id,
        table_label: row.table_label,
        ticket: row.ticket,
        source_key: null,
        original_printer_id: row.original_printer_id,
        reprint: 1,
        released: 1,
      },
      now,
    );
    if (jobId === undefined) throw new Error('reprint job not inserted');
    return jobId;
  });
  printQueueOf(deps).poke(row.printer_id);
  return toPrintJob(deps.db, jobById(deps.db, newId)!);
}

/** A test ticket through the queue; waits a few seconds for it to print. */
export async function testPrint(deps: AppDeps, printerId: number, waitMs: number) {
  const printer = printerById(deps.db, printerId);
  const jobId = write(deps, ({ now }) =>
    insertJob(
      deps.db,
      {
        printer_id: printer.id,
        kind: 'test',
        order_id: null,
        table_label: null,
        source_key: null,
        ticket: JSON.stringify({
          kind: 'test',
          printerName: printer.name,
          station: printer.station_id === null ? null : stationName(deps, printer.station_id),
          at: now,
          timeZone: deps.config.timeZone,
        } satisfies Ticket),
      },
      now,
    ),
  );
  if (jobId === undefined) throw new Error('test job not inserted');
  const queue = printQueueOf(deps);
  const settled = queue.waitForJob(jobId, waitMs);
  queue.poke(printer.id);
  await settled;
  return { job: toPrintJob(deps.db, jobById(deps.db, jobId)!), printer: printerById(deps.db, printer.id) };
}

function stationName(deps: AppDeps, stationId: number): string | null {
  return deps.db.select({ name: stations.name }).from(stations).where(eq(stations.id, stationId)).get()?.name ?? null;
}
