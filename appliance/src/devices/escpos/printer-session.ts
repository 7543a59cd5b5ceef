import { openJobLink, PrinterError, type PrinterOptions, type PrinterTarget, probeStatus, sendJob } from './printer-client';
import type { PrinterLink } from './printer-link';
import type { PrinterStatus } from './printer-status';

/**
 * How long a printer's connection stays open after a job for the next one. In a rush a station's
 * printer gets a ticket every few hundred milliseconds, and a new TCP connection for each costs the
 * box more than the ticket's own bytes. Short, because a Star LAN board takes one connection at a
 * time and a shop's till may print on the same printer.
 */
export const PRINTER_KEEP_OPEN_MS = 2_000;

const sameTarget = (a: PrinterTarget, b: PrinterTarget) => a.host === b.host && a.port === b.port && a.family === b.family;

/**
 * One printer's connection, kept open between jobs (`printJob`'s checks, job by job, on one link):
 * each job still reads the real-time status first and waits for its own confirmation. A connection
 * the printer closed while it sat idle (its own timeout, a restart) is replaced once, before any
 * byte of the job was sent; any other failure closes it, and the caller's queue decides.
 */
export class PrinterSession {
  #link: PrinterLink | null = null;
  #target: PrinterTarget | null = null;
  #idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly keepOpenMs = PRINTER_KEEP_OPEN_MS) {}

  /** Prints one job; resolves with the status read just before it. */
  async print(target: PrinterTarget, bytes: Buffer, options: PrinterOptions = {}): Promise<PrinterStatus> {
    this.#stopIdleTimer();
    const kept = this.#link && !this.#link.isClosed && this.#target && sameTarget(this.#target, target) ? this.#link : null;
    if (!kept) this.close();
    const link = kept ?? (await openJobLink(target, options));
    try {
      const status = await sendJob(link, target, bytes, options);
      this.#keep(link, target);
      return status;
    } catch (error) {
      if (this.#link === link) this.#link = null;
      link.close();
      const stale = kept !== null && error instanceof PrinterError && !error.sent && error.reason === 'unreachable';
      if (stale) return this.print(target, bytes, options);
      throw error;
    }
  }

  /** The printer's status, on the kept connection's place: it is closed first (a Star board takes one). */
  status(target: PrinterTarget, options: PrinterOptions = {}): Promise<PrinterStatus> {
    this.close();
    return probeStatus(target, options);
  }

  /** Whether a connection is open now. */
  get isOpen(): boolean {
    return this.#link !== null && !this.#link.isClosed;
  }

  close(): void {
    this.#stopIdleTimer();
    this.#link?.close();
    this.#link = null;
    this.#target = null;
  }

  #keep(link: PrinterLink, target: PrinterTarget): void {
    this.#link = link;
    this.#target = target;
    this.#idleTimer = setTimeout(() => this.close(), this.keepOpenMs);
    this.#idleTimer.unref();
  }

  #stopIdleTimer(): void {
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#idleTimer = null;
  }
}
