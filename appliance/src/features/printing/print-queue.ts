import { EventEmitter } from 'node:events';
import { eq } from 'drizzle-orm';
import { PRINT_FAILOVER_SECONDS, PRINT_HOLD_AFTER_MINUTES, type PrinterState } from '../../contract/printers';
import { printers } from '../../db/schema';
import type { PrinterError, Ticket } from '../../devices/escpos';
import type { EventConsumer } from '../../events/dispatcher';
import type { StoredEvent } from '../../events/event-store';
import type { Logger } from '../../logger';
import type { AppDeps } from '../../shared/deps';
import { write } from '../../shared/write';
import { jobTicket } from './job-ticket';
import {
  holdJob,
  insertJob,
  jobById,
  markPrinted,
  markSent,
  moveWaitingJobs,
  nextJob,
  type PrintJobRow,
  requeueSentJobs,
  retryLater,
} from './print-jobs.repo';
import { type LaneHost, type LaneTiming, PrinterLane } from './printer-lane';
import { activePrinterRows, type PrinterRow, printerRow } from './printers.service';
import { jobsForEvent, makesTickets, type PrintersByStation } from './tickets-from-events';

export interface PrintQueueOptions {
  timing?: Partial<LaneTiming>;
  /** Seconds a printer may be down before its backup takes its jobs. */
  failoverSeconds?: number;
  /** Minutes after which a ticket not yet printed is held for staff. */
  holdAfterMinutes?: number;
}

const DEFAULT_TIMING: LaneTiming = {
  retryFirstMs: 1_000,
  retryMaxMs: 15_000,
  probeIdleMs: 30_000,
  probeDownMs: 5_000,
  connectTimeoutMs: 3_000,
  confirmTimeoutMs: 20_000,
};

const DOWN: ReadonlySet<string> = new Set(['offline', 'paperOut', 'coverOpen']);

/** A job has settled for now: printed, or a try failed (it waits again), or it was held. */
export interface JobSettled {
  jobId: number;
  printerId: number;
}

/**
 * The durable print queue: a durable event consumer turns orders and 取消 into jobs (one per
 * ticket per printer, in one transaction per batch of events), and a lane per printer prints them.
 * A restart loses nothing: jobs are rows, and one sent but never confirmed prints again as 再発行.
 */
export class PrintQueue implements LaneHost {
  readonly timing: LaneTiming;
  readonly #deps: AppDeps;
  readonly #log: Logger;
  readonly #failoverMs: number;
  readonly #holdAfterMs: number;
  readonly #lanes = new Map<number, PrinterLane>();
  readonly #settled = new EventEmitter();
  #started = false;
  #stopped = false;

  constructor(deps: AppDeps, options: PrintQueueOptions = {}) {
    this.#deps = deps;
    this.#log = deps.logger.child({ module: 'printing' });
    this.timing = { ...DEFAULT_TIMING, ...options.timing };
    this.#failoverMs = (options.failoverSeconds ?? PRINT_FAILOVER_SECONDS) * 1000;
    this.#holdAfterMs = (options.holdAfterMinutes ?? PRINT_HOLD_AFTER_MINUTES) * 60_000;
    this.#settled.setMaxListeners(0);
  }

  /** Jobs a crash left sent go back to the queue as 再発行; then each active printer gets its lane. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    const requeued = requeueSentJobs(this.#deps.db, this.#deps.clock.now());
    if (requeued.length > 0)
      this.#log.warn({ jobs: requeued.length }, 'print jobs sent but never confirmed before the stop: printing again as 再発行');
    for (const printer of activePrinterRows(this.#deps.db)) this.#lane(printer.id);
  }

  /** Stops the lanes; a job on its way stays "sent" and prints again as 再発行 after the next start. */
  async stop(): Promise<void> {
    this.#stopped = true;
    const lanes = [...this.#lanes.values()];
    this.#lanes.clear();
    for (const lane of lanes) lane.stop();
    // A lane waiting on a printer's answer ends within its timeouts; do not hold the shutdown for it.
    await Promise.race([Promise.all(lanes.map((l) => l.done)), new Promise((r) => setTimeout(r, 500).unref())]);
  }

  /** The durable consumer that makes jobs from orders and 取消. */
  consumer(): EventConsumer {
    return {
      name: 'print-queue',
      durable: true,
      // The jobs join the next group commit (with the orders and lane marks of that turn), not
      // the order's own: the tablet's answer does not wait for them.
      handleBatch: (events) => this.#makeJobs(events),
    };
  }

  /** Look at the printer again now: its settings changed, staff released jobs, a test was asked. */
  poke(printerId: number): void {
    if (this.#stopped || !this.#started) return;
    const printer = printerRow(this.#deps.db, printerId);
    if (printer?.active !== 1) {
      this.#lanes.get(printerId)?.stop();
      this.#lanes.delete(printerId);
      return;
    }
    this.#lane(printerId).wake(true);
  }

  /** Resolves when the job next settles (printed, a try failed, held), or after `timeoutMs`. */
  waitForJob(jobId: number, timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#settled.off('settled', onSettled);
        resolve();
      };
      const onSettled = (s: JobSettled) => {
        if (s.jobId === jobId) done();
      };
      const timer = setTimeout(done, timeoutMs);
      this.#settled.on('settled', onSettled);
    });
  }

  #lane(printerId: number): PrinterLane {
    let lane = this.#lanes.get(printerId);
    if (!lane) {
      lane = new PrinterLane(printerId, this);
      this.#lanes.set(printerId, lane);
      const created = lane;
      void lane.done.then(() => {
        if (this.#lanes.get(printerId) === created) this.#lanes.delete(printerId);
      });
    }
    return lane;
  }

  async #makeJobs(batch: readonly StoredEvent[]): Promise<void> {
    if (this.#stopped || !this.#deps.db.$client.open) throw new Error('print queue stopped');
    const events = batch.filter((stored) => makesTickets(stored.event));
    if (events.length === 0) return;
    // Not durable on their own: lost to a power cut, they come again from their events (the
    // cursor is stored after them, and the next durable commit, the job's "sent" mark at the
    // latest, makes them durable first).
    const touched = await this.#deps.groupCommit.submit(() => this.#insertJobs(events), { durable: false });
    if (!this.#started) return;
    for (const printerId of touched) this.#lane(printerId).wake();
  }

  /** The jobs of these events, inside the group commit; the printers that got one. */
  #insertJobs(events: readonly StoredEvent[]): Set<number> {
    const touched = new Set<number>();
    const byStation = new Map<number, PrinterRow[]>();
    for (const printer of activePrinterRows(this.#deps.db)) {
      if (printer.station_id === null) continue;
      const list = byStation.get(printer.station_id) ?? [];
      list.push(printer);
      byStation.set(printer.station_id, list);
    }
    if (byStation.size === 0) return touched;
    const printersOf: PrintersByStation = byStation;
    const { db, config } = this.#deps;
    for (const stored of events) {
      for (const job of jobsForEvent(db, stored, printersOf, config.timeZone)) {
        if (insertJob(db, job, stored.at) !== undefined) touched.add(job.printer_id);
      }
    }
    return touched;
  }

  // LaneHost: what the lanes ask of the database.

  now(): number {
    return this.#deps.clock.now();
  }

  printer(id: number): PrinterRow | undefined {
    if (this.#stopped || !this.#deps.db.$client.open) return undefined;
    return printerRow(this.#deps.db, id);
  }

  failOver(printer: PrinterRow, now: number): boolean {
    if (!DOWN.has(printer.state) || printer.state_since === null || now - printer.state_since < this.#failoverMs) return false;
    if (printer.backup_printer_id === null) return false;
    const backup = printerRow(this.#deps.db, printer.backup_printer_id);
    if (backup?.active !== 1 || DOWN.has(backup.state)) return false;
    const moved = write(this.#deps, ({ now: at, record }) => {
      const n = moveWaitingJobs(this.#deps.db, printer.id, backup.id, at);
      if (n > 0) record({ type: 'printer.changed', printerId: backup.id, change: 'queue' });
      return n;
    });
    if (moved === 0) return false;
    this.#log.warn(
      { printer: printer.name, backup: backup.name, jobs: moved },
      'printer down: its backup prints its tickets (代行)',
    );
    this.#lane(backup.id).wake(true);
    return true;
  }

  nextJob(printer: PrinterRow, now: number): PrintJobRow | undefined {
    const db = this.#deps.db;
    for (;;) {
      const job = nextJob(db, printer.id);
      if (!job) return undefined;
      const stale = job.kind !== 'test' && job.released === 0 && now - job.created_at > this.#holdAfterMs;
      if (!stale) return job;
      write(this.#deps, ({ now: at, record }) => {
        holdJob(db, job.id, '印刷が遅れたため保留しました', at);
        record({ type: 'printer.changed', printerId: printer.id, change: 'queue' });
      });
      this.#settled.emit('settled', { jobId: job.id, printerId: printer.id } satisfies JobSettled);
    }
  }

  ticketFor(job: PrintJobRow): Ticket {
    return jobTicket(job, (id) => printerRow(this.#deps.db, id)?.name);
  }

  // The lanes' marks join the group commit: in a rush, one fsync carries the orders of a turn and
  // every ticket sent in it, instead of one fsync per mark. "sent" is durable before a byte goes
  // out, so a ticket that may be on paper is never printed again unmarked; "printed" needs no fsync
  // of its own: lost to a power cut, the ticket stays "sent" and prints again as 再発行.
  sending(job: PrintJobRow): Promise<void> {
    return this.#deps.groupCommit.submit(() => markSent(this.#deps.db, job.id, this.#deps.clock.now()));
  }

  async printed(job: PrintJobRow): Promise<void> {
    try {
      await this.#deps.groupCommit.submit(() => markPrinted(this.#deps.db, job.id, this.#deps.clock.now()), {
        durable: false,
      });
    } catch (error) {
      // It stays "sent": the next start prints it again as 再発行, as after a crash; never twice unmarked.
      this.#log.error({ err: error, job: job.id }, 'could not record a printed ticket');
    }
    this.#settled.emit('settled', { jobId: job.id, printerId: job.printer_id } satisfies JobSettled);
  }

  failed(job: PrintJobRow, error: PrinterError): void {
    retryLater(this.#deps.db, job.id, error.message, { reprint: error.sent, attempted: !error.sent }, this.#deps.clock.now());
    this.#log.warn(
      { job: job.id, printer: job.printer_id, reason: error.reason, sent: error.sent },
      'print job failed; retrying',
    );
    this.#settled.emit('settled', { jobId: job.id, printerId: job.printer_id } satisfies JobSettled);
  }

  observed(printer: PrinterRow, state: PrinterState, paperNearEnd: boolean | null): void {
    const current = printerRow(this.#deps.db, printer.id);
    if (!current) return;
    const nearEnd = paperNearEnd === null ? current.paper_near_end : paperNearEnd ? 1 : 0;
    if (current.state === state && current.paper_near_end === nearEnd) return;
    write(this.#deps, ({ tx, now, record }) => {
      tx.update(printers)
        .set({ state, paper_near_end: nearEnd, ...(current.state === state ? {} : { state_since: now }) })
        .where(eq(printers.id, printer.id))
        .run();
      record({ type: 'printer.changed', printerId: printer.id, change: 'state' });
    });
    if (current.state !== state) this.#log.info({ printer: printer.name, from: current.state, to: state }, 'printer state');
  }

  /** For the routes: a job's row. */
  job(id: number): PrintJobRow | undefined {
    return jobById(this.#deps.db, id);
  }
}

const queues = new WeakMap<AppDeps, PrintQueue>();

/** The box's print queue (one per running box). */
export function printQueueOf(deps: AppDeps, options?: PrintQueueOptions): PrintQueue {
  let queue = queues.get(deps);
  if (!queue) {
    queue = new PrintQueue(deps, options);
    queues.set(deps, queue);
  }
  return queue;
}
