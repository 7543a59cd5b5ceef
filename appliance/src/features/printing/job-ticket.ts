import type { Ticket } from '../../devices/escpos';
import type { PrintJobRow } from './print-jobs.repo';

/**
 * A job's ticket as it prints on the job's printer: the frozen ticket with the marks the queue
 * adds, 再発行 for a reprint and 代行 naming the printer it was meant for (`nameOf`). A receipt
 * gets 再発行 only: the guest's paper names no printer.
 */
export function jobTicket(job: PrintJobRow, nameOf: (printerId: number) => string | undefined): Ticket {
  const ticket = JSON.parse(job.ticket) as Ticket;
  if (ticket.kind === 'receipt') return { ...ticket, reprint: job.reprint === 1 };
  if (ticket.kind !== 'order') return ticket;
  const substitute = job.original_printer_id !== null && job.original_printer_id !== job.printer_id;
  return {
    ...ticket,
    reprint: job.reprint === 1,
    substituteFor: substitute ? (nameOf(job.original_printer_id!) ?? null) : null,
  };
}
