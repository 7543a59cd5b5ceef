/**
 * kitchen.bench.ts's figures: each order's tickets and cards matched to it, the latencies from its
 * t0, the lost and doubled tickets, and where a ticket's time went by the box's own job rows.
 */
import Database from 'better-sqlite3';
import type { KitchenDisplay } from './kitchen-display';
import type { PrintedTicket } from './printer-process';
import { type LatencySummary, summarize } from './stats';

export interface Placed {
  orderId: number;
  /** performance.now() just before the POST, and at its answer. */
  t0: number;
  tHttp: number;
  /** The stations its lines go to: one ticket and one card each. */
  stations: number[];
  warm: boolean;
}

/** `performance.now()` of this process as epoch ms, the clock the printers' process reports in. */
export const epoch = (now: number) => performance.timeOrigin + now;

/** Fake printer i prints the tickets of station `stationIds[i]`, and is the box's printer `printerIds[i]`. */
export interface PrinterMap {
  stationIds: readonly number[];
  printerIds: readonly number[];
}

export interface Matched {
  /** Orders of the timed run (warm-up ones are checked, not timed). */
  runOrders: number;
  samples: { http: number[]; ticket: number[]; ticketLast: number[]; kds: number[]; kdsLast: number[] };
  perStation: Map<number, { ticket: number[]; kds: number[] }>;
  /** One ticket and one card per (order, station). */
  expected: number;
  lost: number;
  /** Slips beyond the first of one (order, station), 再発行 included. */
  doubled: number;
  /** Slips of no order placed, or of a station the order has no line at. */
  unexpected: number;
  reprints: number;
  missingCards: number;
}

/** True once every placed order's tickets have printed and its cards have shown. */
export function settled(
  placed: Iterable<Placed>,
  tickets: readonly PrintedTicket[],
  printers: PrinterMap,
  displays: readonly KitchenDisplay[],
): boolean {
  const printed = new Set(tickets.map((t) => `${t.orderNumber}:${printers.stationIds[t.printer]}`));
  const display = new Map(displays.map((d) => [d.stationId, d]));
  for (const p of placed) {
    for (const s of p.stations) if (!printed.has(`${p.orderId}:${s}`) || !display.get(s)?.shown.has(p.orderId)) return false;
  }
  return true;
}

/** Tickets matched by the order number on the slip and the printer's station; cards by order and display. */
export function match(
  placed: Iterable<Placed>,
  tickets: readonly PrintedTicket[],
  printers: PrinterMap,
  displays: readonly KitchenDisplay[],
): Matched {
  const byOrder = new Map([...placed].map((p) => [p.orderId, p]));
  const ticketsOf = new Map<string, number[]>();
  let unexpected = 0;
  for (const t of tickets) {
    const station = printers.stationIds[t.printer]!;
    if (!byOrder.get(t.orderNumber)?.stations.includes(station)) {
      unexpected++;
      continue;
    }
    const key = `${t.orderNumber}:${station}`;
    const list = ticketsOf.get(key) ?? [];
    list.push(t.at);
    ticketsOf.set(key, list);
  }
  const display = new Map(displays.map((d) => [d.stationId, d]));
  const m: Matched = {
    runOrders: 0,
    samples: { http: [], ticket: [], ticketLast: [], kds: [], kdsLast: [] },
    perStation: new Map(printers.stationIds.map((s) => [s, { ticket: [], kds: [] }])),
    expected: 0,
    lost: 0,
    doubled: 0,
    unexpected,
    reprints: tickets.filter((t) => t.reprint).length,
    missingCards: 0,
  };
  for (const p of byOrder.values()) {
    let ticketLast = Number.NEGATIVE_INFINITY;
    let kdsLast = Number.NEGATIVE_INFINITY;
    let complete = true;
    for (const s of p.stations) {
      m.expected++;
      const got = ticketsOf.get(`${p.orderId}:${s}`) ?? [];
      if (got.length === 0) m.lost++;
      m.doubled += Math.max(0, got.length - 1);
      const shownAt = display.get(s)?.shown.get(p.orderId);
      if (shownAt === undefined) m.missingCards++;
      if (p.warm) continue;
      if (got.length === 0 || shownAt === undefined) {
        complete = false;
        continue;
      }
      const ticketMs = Math.min(...got) - epoch(p.t0);
      const kdsMs = shownAt - p.t0;
      m.samples.ticket.push(ticketMs);
      m.samples.kds.push(kdsMs);
      m.perStation.get(s)?.ticket.push(ticketMs);
      m.perStation.get(s)?.kds.push(kdsMs);
      ticketLast = Math.max(ticketLast, ticketMs);
      kdsLast = Math.max(kdsLast, kdsMs);
    }
    if (p.warm) continue;
    m.runOrders++;
    m.samples.http.push(p.tHttp - p.t0);
    if (complete) {
      m.samples.ticketLast.push(ticketLast);
      m.samples.kdsLast.push(kdsLast);
    }
  }
  return m;
}

interface JobRow {
  order_id: number;
  printer_id: number;
  state: string;
  attempts: number;
  reprint: number;
  created_at: number;
  sent_at: number | null;
}

/** The box's order print jobs, read beside the running box (read-only). */
export function printJobs(dbFile: string): JobRow[] {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("SELECT order_id, printer_id, state, attempts, reprint, created_at, sent_at FROM print_jobs WHERE kind = 'order'")
      .all() as JobRow[];
  } finally {
    db.close();
  }
}

export interface TicketStages {
  /** t0 -> the order's event recorded (the job's created_at): the request and its group commit. */
  recorded: LatencySummary;
  /** -> the job's bytes about to go out (sent_at): print consumer, queue behind the printer's other tickets, connect and status. */
  sent: LatencySummary;
  /** -> the slip decoded at the fake printer. */
  decoded: LatencySummary;
  states: Record<string, number>;
  /** Jobs tried more than once, or reprinted. */
  retried: number;
  /**
   * A printer's cycle per ticket while tickets wait for it: from one job's bytes sent to the next
   * one's, when the next was already recorded at the first one's send. Its inverse is the most
   * tickets a second one printer takes.
   */
  cycle: LatencySummary;
}

/** Where the timed orders' tickets spent their time, by the box's job rows (box clock, whole ms). */
export function ticketStages(
  jobs: readonly JobRow[],
  placed: Iterable<Placed>,
  tickets: readonly PrintedTicket[],
  printers: PrinterMap,
): TicketStages {
  const t0Of = new Map([...placed].filter((p) => !p.warm).map((p) => [p.orderId, epoch(p.t0)]));
  const decodedAt = new Map<string, number>();
  for (const t of tickets) {
    const key = `${t.orderNumber}:${printers.printerIds[t.printer]}`;
    decodedAt.set(key, Math.min(decodedAt.get(key) ?? Number.POSITIVE_INFINITY, t.at));
  }
  const recorded: number[] = [];
  const sent: number[] = [];
  const decoded: number[] = [];
  const states: Record<string, number> = {};
  let retried = 0;
  for (const job of jobs) {
    states[job.state] = (states[job.state] ?? 0) + 1;
    if (job.attempts > 1 || job.reprint === 1) retried++;
    const t0 = t0Of.get(job.order_id);
    const at = decodedAt.get(`${job.order_id}:${job.printer_id}`);
    if (t0 === undefined || job.sent_at === null || at === undefined) continue;
    recorded.push(job.created_at - t0);
    sent.push(job.sent_at - job.created_at);
    decoded.push(at - job.sent_at);
  }
  const cycle: number[] = [];
  const byPrinter = new Map<number, JobRow[]>();
  for (const job of jobs) {
    if (job.sent_at === null) continue;
    const list = byPrinter.get(job.printer_id) ?? [];
    list.push(job);
    byPrinter.set(job.printer_id, list);
  }
  for (const list of byPrinter.values()) {
    list.sort((a, b) => a.sent_at! - b.sent_at!);
    for (let i = 1; i < list.length; i++) {
      if (list[i]!.created_at <= list[i - 1]!.sent_at!) cycle.push(list[i]!.sent_at! - list[i - 1]!.sent_at!);
    }
  }
  return {
    recorded: summarize(recorded),
    sent: summarize(sent),
    decoded: summarize(decoded),
    states,
    retried,
    cycle: summarize(cycle),
  };
}
