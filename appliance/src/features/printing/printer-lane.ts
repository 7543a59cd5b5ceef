import type { PrinterState } from '../../contract/printers';
import {
  encodeTicket,
  type PaperWidth,
  PrinterError,
  PrinterSession,
  type PrinterStatus,
  type PrinterTarget,
  type Ticket,
} from '../../devices/escpos';
import type { PrintJobRow } from './print-jobs.repo';
import type { PrinterRow } from './printers.service';

/** What a lane needs from the queue: the database side of printing, and the clock. */
export interface LaneHost {
  /** The box's clock: what a job's age and a printer's time down are measured on. */
  now(): number;
  printer(id: number): PrinterRow | undefined;
  /** Moves the printer's jobs to its backup when it has been down long enough; true if it did. */
  failOver(printer: PrinterRow, now: number): boolean;
  /** The next job to print, after holding those too old to print now; undefined when none waits. */
  nextJob(printer: PrinterRow, now: number): PrintJobRow | undefined;
  /** The ticket as it prints (with 再発行 / 代行 marks). */
  ticketFor(job: PrintJobRow): Ticket;
  /** Marks the job sent; resolves once that is on disk, before a byte of it goes to the printer. */
  sending(job: PrintJobRow): Promise<void>;
  /** Marks the job printed; resolves once that is on disk, so the next job read is another. */
  printed(job: PrintJobRow): Promise<void>;
  failed(job: PrintJobRow, error: PrinterError): void;
  observed(printer: PrinterRow, state: PrinterState, paperNearEnd: boolean | null): void;
  readonly timing: LaneTiming;
}

export interface LaneTiming {
  /** The first retry after a failure; doubled each time up to `retryMaxMs`. */
  retryFirstMs: number;
  retryMaxMs: number;
  /** How often an idle printer is asked for its state (more often while it is down). */
  probeIdleMs: number;
  probeDownMs: number;
  connectTimeoutMs: number;
  confirmTimeoutMs: number;
}

export function stateOf(status: PrinterStatus): PrinterState {
  if (status.coverOpen) return 'coverOpen';
  if (status.paperOut) return 'paperOut';
  return status.online ? 'online' : 'offline';
}

function stateAfter(error: PrinterError): PrinterState {
  if (error.reason === 'paperOut') return 'paperOut';
  if (error.reason === 'coverOpen') return 'coverOpen';
  return 'offline';
}

function targetOf(printer: PrinterRow): PrinterTarget {
  return { host: printer.host, port: printer.port, family: printer.family === 'star' ? 'star' : 'epson' };
}

/**
 * One printer's worker: prints its jobs one at a time, oldest first, on one connection at a time
 * (a Star LAN board takes one), kept open for the next ticket of a rush; after a failure waits with
 * backoff (a wake-up cuts the wait short); between jobs asks the printer's state now and then so
 * the screens can show it.
 */
export class PrinterLane {
  readonly printerId: number;
  readonly #host: LaneHost;
  #stopped = false;
  #failures = 0;
  #wake: (() => void) | null = null;
  #woken = false;
  #nextProbeAt = 0;
  readonly #session = new PrinterSession();
  readonly done: Promise<void>;

  constructor(printerId: number, host: LaneHost) {
    this.printerId = printerId;
    this.#host = host;
    this.done = this.#loop();
  }

  /**
   * A new job: look now, unless the printer is failing (then the job waits for the next retry,
   * so a rush of orders does not hammer a printer that is off). `retryNow`: staff asked (a test,
   * a release) or the settings changed: try at once, backoff reset.
   */
  wake(retryNow = false): void {
    if (retryNow) this.#failures = 0;
    else if (this.#failures > 0) return;
    this.#woken = true;
    this.#wake?.();
  }

  stop(): void {
    this.#stopped = true;
    // The loop lets go of the kept connection as it ends: a ticket being sent now is not cut.
    this.#wake?.();
  }

  async #loop(): Promise<void> {
    // Let the constructor return before the first database read.
    await Promise.resolve();
    while (!this.#stopped) {
      try {
        await this.#step();
      } catch {
        // A database closed under us at shutdown, or a bug: never let the lane die silently busy.
        if (this.#stopped) break;
        await this.#sleep(this.#host.timing.retryMaxMs);
      }
    }
    this.#session.close();
  }

  async #step(): Promise<void> {
    const printer = this.#host.printer(this.printerId);
    if (printer?.active !== 1) {
      this.#stopped = true;
      return;
    }
    const now = this.#host.now();
    this.#host.failOver(printer, now);
    const job = this.#host.nextJob(printer, now);
    if (!job) {
      await this.#idle(printer);
      return;
    }
    try {
      const bytes = encodeTicket(this.#host.ticketFor(job), {
        family: printer.family === 'star' ? 'star' : 'epson',
        paperWidth: (printer.paper_width === 58 ? 58 : 80) as PaperWidth,
      });
      const status = await this.#session.print(targetOf(printer), bytes, {
        connectTimeoutMs: this.#host.timing.connectTimeoutMs,
        confirmTimeoutMs: this.#host.timing.confirmTimeoutMs,
        onSending: () => this.#host.sending(job),
      });
      if (this.#stopped) return;
      this.#failures = 0;
      await this.#host.printed(job);
      this.#host.observed(printer, stateOf(status), status.paperNearEnd);
      this.#nextProbeAt = performance.now() + this.#host.timing.probeIdleMs;
    } catch (error) {
      if (this.#stopped) return;
      const failure =
        error instanceof PrinterError ? error : new PrinterError('unreachable', false, String(error), { cause: error });
      this.#host.failed(job, failure);
      this.#host.observed(printer, stateAfter(failure), null);
      await this.#backoff();
    }
  }

  async #idle(printer: PrinterRow): Promise<void> {
    if (performance.now() >= this.#nextProbeAt) {
      try {
        const status = await this.#session.status(targetOf(printer), { connectTimeoutMs: this.#host.timing.connectTimeoutMs });
        if (this.#stopped) return;
        this.#host.observed(printer, stateOf(status), status.paperNearEnd);
      } catch (error) {
        if (this.#stopped) return;
        this.#host.observed(printer, error instanceof PrinterError ? stateAfter(error) : 'offline', null);
      }
      const fresh = this.#host.printer(this.printerId);
      const interval = fresh?.state === 'online' ? this.#host.timing.probeIdleMs : this.#host.timing.probeDownMs;
      this.#nextProbeAt = performance.now() + interval;
    }
    await this.#sleep(Math.max(0, this.#nextProbeAt - performance.now()));
  }

  async #backoff(): Promise<void> {
    this.#failures++;
    const { retryFirstMs, retryMaxMs } = this.#host.timing;
    await this.#sleep(Math.min(retryMaxMs, retryFirstMs * 2 ** (this.#failures - 1)));
  }

  /** Waits `ms`, or less if woken; a wake-up that came while busy ends the next wait at once. */
  #sleep(ms: number): Promise<void> {
    if (this.#woken || this.#stopped) {
      this.#woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      const lane = this;
      function done() {
        clearTimeout(timer);
        lane.#wake = null;
        lane.#woken = false;
        resolve();
      }
      this.#wake = done;
    });
  }
}
