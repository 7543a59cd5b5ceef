import { randomInt } from 'node:crypto';
import { PrinterLink } from './printer-link';
import { type PrinterProtocol, type PrinterStatus, printerProtocol } from './printer-status';
import type { PrinterFamily } from './ticket';

export interface PrinterTarget {
  host: string;
  port: number;
  family: PrinterFamily;
}

export interface PrinterOptions {
  /** Bounds the connection, then the first status answer (default 3 s each). */
  connectTimeoutMs?: number;
  /** Bounds the wait for the printed confirmation once the job is written (default 20 s). */
  confirmTimeoutMs?: number;
  /**
   * Called just before the job's first byte is written, when nothing can refuse it any more: a
   * durable queue records "sent" here, so after a crash it knows the ticket may be on paper.
   */
  onSending?: () => void | Promise<void>;
}

export type PrinterErrorReason = 'unreachable' | 'timeout' | 'paperOut' | 'coverOpen' | 'unconfirmed';

export interface PrinterErrorDetails {
  /** The status that refused the job (paperOut, coverOpen). */
  status?: PrinterStatus;
  /** After 'unconfirmed': the clear command was acknowledged (Epson) or written (Star, which never answers). */
  cleared?: boolean;
  cause?: unknown;
}

export class PrinterError extends Error {
  override readonly name = 'PrinterError';

  constructor(
    readonly reason: PrinterErrorReason,
    /** Whether any job byte was written: if so the ticket may have printed, and is reprinted as 再発行. */
    readonly sent: boolean,
    message: string,
    readonly details: PrinterErrorDetails = {},
  ) {
    super(message, { cause: details.cause });
  }
}

const DEFAULT_CONNECT_TIMEOUT_MS = 3_000;
const DEFAULT_CONFIRM_TIMEOUT_MS = 20_000;
const CLEAR_TIMEOUT_MS = 2_000;
const FINAL_STATUS_TIMEOUT_MS = 1_000;

function where(target: PrinterTarget): string {
  return `printer ${target.host}:${target.port}`;
}

async function openLink(target: PrinterTarget, protocol: PrinterProtocol, timeoutMs: number): Promise<PrinterLink> {
  try {
    return await PrinterLink.open(target, protocol.createReader(), timeoutMs);
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code;
    const reason = code === 'ETIMEDOUT' ? 'timeout' : 'unreachable';
    throw new PrinterError(reason, false, `${where(target)}: ${code ?? 'no connection'}`, { cause });
  }
}

async function readStatus(link: PrinterLink, target: PrinterTarget, protocol: PrinterProtocol, timeoutMs: number) {
  link.write(protocol.statusQuery);
  const answer = await link.next((reply) => (reply.kind === 'status' ? reply.status : undefined), timeoutMs);
  if (answer === 'timeout') throw new PrinterError('timeout', false, `${where(target)} did not answer the status query`);
  if (answer === 'closed') throw new PrinterError('unreachable', false, `${where(target)} closed the connection`);
  return answer;
}

/** A connection for `sendJob`, in the printer's protocol, within the connect timeout. */
export function openJobLink(target: PrinterTarget, options: PrinterOptions = {}): Promise<PrinterLink> {
  return openLink(target, printerProtocol(target.family), options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS);
}

/** The real-time status of a printer, on a connection of its own. */
export async function probeStatus(target: PrinterTarget, options: PrinterOptions = {}): Promise<PrinterStatus> {
  const timeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const protocol = printerProtocol(target.family);
  const link = await openLink(target, protocol, timeoutMs);
  try {
    return await readStatus(link, target, protocol, timeoutMs);
  } finally {
    link.close();
  }
}

/**
 * Best effort, on a fresh short connection: drop what the printer still holds of a job that was never
 * confirmed, so it cannot come out later next to its reprint.
 */
async function clearBuffers(target: PrinterTarget, protocol: PrinterProtocol, timeoutMs: number): Promise<boolean> {
  let link: PrinterLink;
  try {
    link = await PrinterLink.open(target, protocol.createReader(), timeoutMs);
  } catch {
    return false;
  }
  try {
    link.write(protocol.clearBuffers);
    if (protocol.clearAnswered) {
      return (await link.next((reply) => (reply.kind === 'cleared' ? true : undefined), timeoutMs)) === true;
    }
    // No answer is defined (Star resets): give the reset its time, or see the printer drop the connection.
    await link.next(() => undefined, timeoutMs);
    return true;
  } finally {
    link.close();
  }
}

/**
 * Prints one job on one connection: the real-time status first (paper out or cover open refuse the job
 * before any byte of it is sent), then the job and a confirmation request tagged with a fresh job id;
 * resolves with the printer's status once the printer says the job has printed. No retries: the
 * caller's queue decides. An 'unconfirmed' rejection comes after the clear command was tried, so a
 * reprint sent right after it cannot be swept away by that clear.
 */
export async function printJob(target: PrinterTarget, bytes: Buffer, options: PrinterOptions = {}): Promise<PrinterStatus> {
  const protocol = printerProtocol(target.family);
  const link = await openJobLink(target, options);
  try {
    const before = await sendJob(link, target, bytes, options);
    // The confirmation carries no status: ask again (the paper may be near its end now), else keep the first.
    link.write(protocol.statusQuery);
    const after = await link.next((reply) => (reply.kind === 'status' ? reply.status : undefined), FINAL_STATUS_TIMEOUT_MS);
    return typeof after === 'string' ? before : after;
  } finally {
    link.close();
  }
}

/**
 * One job on an open connection, as `printJob` describes; resolves with the status read before it.
 * After 'unconfirmed' the connection is gone (aborted, and the buffers cleared on a fresh one).
 */
export async function sendJob(
  link: PrinterLink,
  target: PrinterTarget,
  bytes: Buffer,
  options: PrinterOptions = {},
): Promise<PrinterStatus> {
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const confirmTimeoutMs = options.confirmTimeoutMs ?? DEFAULT_CONFIRM_TIMEOUT_MS;
  const protocol = printerProtocol(target.family);
  const before = await readStatus(link, target, protocol, connectTimeoutMs);
  if (before.coverOpen) throw new PrinterError('coverOpen', false, `${where(target)}: cover open`, { status: before });
  if (before.paperOut) throw new PrinterError('paperOut', false, `${where(target)}: paper out`, { status: before });
  if (link.isClosed) throw new PrinterError('unreachable', false, `${where(target)} closed the connection`);

  const jobId = randomInt(0x10000);
  await options.onSending?.();
  if (link.isClosed) throw new PrinterError('unreachable', false, `${where(target)} closed the connection`);
  link.write(Buffer.concat([bytes, protocol.confirmation(jobId)]));
  const answer = await link.next(
    (reply) => (reply.kind === 'printed' && reply.jobId === jobId ? true : undefined),
    confirmTimeoutMs,
  );
  if (answer !== true) {
    link.abort();
    const cleared = await clearBuffers(target, protocol, Math.min(connectTimeoutMs, CLEAR_TIMEOUT_MS));
    const why =
      answer === 'timeout' ? `no confirmation within ${confirmTimeoutMs} ms` : 'connection lost before the confirmation';
    throw new PrinterError('unconfirmed', true, `${where(target)}: ${why}`, { cleared });
  }
  return before;
}
