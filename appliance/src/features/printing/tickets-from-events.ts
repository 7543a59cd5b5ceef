import type { DomainEvent } from '../../contract/events';
import { labelPlainText } from '../../contract/label-text';
import { optionSummary } from '../../contract/option-rules';
import type { Db } from '../../db/client';
import type { KitchenTicket } from '../../devices/escpos';
import type { StoredEvent } from '../../events/event-store';
import { parseLineOptions, type TicketLine, ticketLine, ticketLinesOfOrder } from '../orders';
import type { NewPrintJob } from './print-jobs.repo';
import type { PrinterRow } from './printers.service';

/** Active printers of each station. */
export type PrintersByStation = ReadonlyMap<number, readonly PrinterRow[]>;

function ticketOf(
  first: TicketLine,
  lines: readonly TicketLine[],
  banner: KitchenTicket['banner'],
  timeZone: string,
): KitchenTicket {
  return {
    kind: 'order',
    station: first.stationName,
    table: first.tableLabel ?? '',
    orderNumber: first.orderId,
    orderedAt: first.createdAt,
    timeZone,
    banner,
    lines: lines.map((line) => ({ name: labelPlainText(line.label), quantity: line.quantity, notes: notesOf(line) })),
  };
}

/**
 * Under the item, what the cook must know: the chosen options on one line (タレ / 大盛り, never a
 * price), then the guest's note. Two lines of one item with other choices stay two lines.
 */
export function notesOf(line: { options: string; note: string | null }): string[] {
  const options = optionSummary(parseLineOptions(line.options));
  return [...(options ? [options] : []), ...(line.note ? [`${NOTE_PREFIX}${line.note}`] : [])];
}

const NOTE_PREFIX = '備考: ';

function jobsFor(
  seq: number,
  ticket: KitchenTicket,
  kind: 'order' | 'cancel',
  printerRows: readonly PrinterRow[],
): NewPrintJob[] {
  const text = JSON.stringify(ticket);
  return printerRows.map((printer) => ({
    printer_id: printer.id,
    kind,
    source_key: `${seq}:${printer.id}`,
    order_id: ticket.orderNumber,
    table_label: ticket.table,
    ticket: text,
  }));
}

/** Whether the event can make a ticket at all: the print queue opens no transaction for the others (a rush's bumps). */
export function makesTickets(event: DomainEvent): boolean {
  return event.type === 'order.created' || (event.type === 'orderItem.cancelled' && event.stationId !== null);
}

/**
 * The tickets an event makes, one job per printer of each station concerned: an order, one ticket
 * per station with its lines there (新規 for the visit's first order, else 追加); a 取消, a
 * ticket with the cancelled line. Other events make none.
 */
export function jobsForEvent(db: Db, stored: StoredEvent, printersOf: PrintersByStation, timeZone: string): NewPrintJob[] {
  const event: DomainEvent = stored.event;
  if (event.type === 'order.created') {
    const byStation = new Map<number, TicketLine[]>();
    for (const line of ticketLinesOfOrder(db, event.orderId)) {
      if (line.stationId === null || !printersOf.has(line.stationId)) continue;
      const list = byStation.get(line.stationId) ?? [];
      list.push(line);
      byStation.set(line.stationId, list);
    }
    return [...byStation].flatMap(([stationId, lines]) => {
      const first = lines[0]!;
      const banner = first.orderId === first.firstOrderId ? 'new' : 'added';
      return jobsFor(stored.seq, ticketOf(first, lines, banner, timeZone), 'order', printersOf.get(stationId) ?? []);
    });
  }
  if (event.type === 'orderItem.cancelled' && event.stationId !== null) {
    const printerRows = printersOf.get(event.stationId);
    const line = printerRows ? ticketLine(db, event.orderItemId) : undefined;
    if (!printerRows || !line) return [];
    return jobsFor(stored.seq, ticketOf(line, [line], 'cancelled', timeZone), 'cancel', printerRows);
  }
  return [];
}
