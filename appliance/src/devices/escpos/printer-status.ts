import { epsonProtocol } from './epson-status';
import { starProtocol } from './star-status';
import type { PrinterFamily } from './ticket';

export interface PrinterStatus {
  online: boolean;
  paperOut: boolean;
  coverOpen: boolean;
  paperNearEnd: boolean;
}

/** What a printer says back, once the reader has put its bytes together. */
export type PrinterReply =
  /** The answer to the real-time status query. */
  | { kind: 'status'; status: PrinterStatus }
  /** The job tagged `jobId` has printed: everything sent before its confirmation request is on paper. */
  | { kind: 'printed'; jobId: number }
  /** The buffers were cleared (Epson only: Star's reset has no answer). */
  | { kind: 'cleared' };

/** Reads a printer's byte stream, in chunks cut anywhere, into replies; bytes it does not know are skipped. */
export interface ReplyReader {
  push(chunk: Buffer): PrinterReply[];
}

export interface PrinterProtocol {
  /** Real-time: answered at once, even offline or with a job stuck in the buffer. */
  readonly statusQuery: Buffer;
  /** Appended after a job: answered `{ kind: 'printed', jobId }` only once everything before has printed. */
  confirmation(jobId: number): Buffer;
  /** Real-time: drops whatever was received and not yet printed, so an unconfirmed job cannot print later. */
  readonly clearBuffers: Buffer;
  /** Whether the printer answers clearBuffers with `{ kind: 'cleared' }`. */
  readonly clearAnswered: boolean;
  createReader(): ReplyReader;
}

/**
 * The bytes and their answers, per family. Sources: Epson ESC/POS Command Reference (DLE EOT, GS ( H
 * <Function 48>, DLE DC4 <fn 8>); Star Line Mode Command Specifications §3.3.14 Status (ESC ACK SOH,
 * ESC ACK CAN, ESC GS ETX) and Appendix 2 (automatic status).
 */
export function printerProtocol(family: PrinterFamily): PrinterProtocol {
  return family === 'epson' ? epsonProtocol : starProtocol;
}
