import type { PrinterProtocol, PrinterReply, PrinterStatus, ReplyReader } from './printer-status';

const DLE = 0x10;
const EOT = 0x04;

/** DLE EOT 1 (printer), 2 (offline cause), 4 (roll paper sensor): three one-byte answers, in order. */
const STATUS_QUERY = Buffer.from([DLE, EOT, 1, DLE, EOT, 2, DLE, EOT, 4]);

/** DLE DC4 fn=8 with its fixed d1..d7: clears the receive and print buffers, answers 37h 25h 00h. */
const CLEAR_BUFFERS = Buffer.from([DLE, 0x14, 0x08, 1, 3, 20, 1, 6, 2, 8]);

/**
 * GS ( H <Function 48> pL=6 pH=0 fn=48 m=48 d1..d4: the process ID response (37h 22h d1..d4 00h) is sent
 * "when the printing is completed" for the data before it. GS r 1 would only say the data was processed.
 * The job id travels as four hex digits (d must be 20h–7Eh).
 */
function confirmation(jobId: number): Buffer {
  const id = (jobId & 0xffff).toString(16).toUpperCase().padStart(4, '0');
  return Buffer.concat([Buffer.from([0x1d, 0x28, 0x48, 0x06, 0x00, 0x30, 0x30]), Buffer.from(id, 'ascii')]);
}

/** Status from the DLE EOT 1, 2 and 4 answers (each 0xx1xx10b). */
export function epsonStatus(printer: number, offlineCause: number, rollPaper: number): PrinterStatus {
  return {
    online: (printer & 0x08) === 0,
    coverOpen: (offlineCause & 0x04) !== 0,
    paperOut: (rollPaper & 0x60) === 0x60 || (offlineCause & 0x20) !== 0,
    paperNearEnd: (rollPaper & 0x0c) === 0x0c,
  };
}

/** First bytes of "block data" answers (GS ( H, DLE DC4, GS I …), each ending with NUL. */
const BLOCK_HEADERS = new Set([0x35, 0x37, 0x3b, 0x3d, 0x5f]);

function blockReply(block: Buffer): PrinterReply | undefined {
  if (block[0] !== 0x37) return undefined;
  if (block[1] === 0x25) return { kind: 'cleared' };
  if (block[1] === 0x22 && block.length === 7) {
    const jobId = Number.parseInt(block.subarray(2, 6).toString('ascii'), 16);
    if (Number.isInteger(jobId)) return { kind: 'printed', jobId };
  }
  return undefined;
}

class EpsonReader implements ReplyReader {
  private pending = Buffer.alloc(0);
  private realtime: number[] = [];

  push(chunk: Buffer): PrinterReply[] {
    const bytes = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    const replies: PrinterReply[] = [];
    let at = 0;
    while (at < bytes.length) {
      const byte = bytes[at]!;
      if ((byte & 0x93) === 0x12) {
        this.realtime.push(byte);
        at += 1;
        if (this.realtime.length === 3) {
          const [printer, offlineCause, rollPaper] = this.realtime as [number, number, number];
          replies.push({ kind: 'status', status: epsonStatus(printer, offlineCause, rollPaper) });
          this.realtime = [];
        }
      } else if ((byte & 0x93) === 0x10) {
        // Automatic status back (enabled by a memory switch): four bytes, skipped.
        if (bytes.length - at < 4) break;
        at += 4;
      } else if (BLOCK_HEADERS.has(byte)) {
        const end = bytes.indexOf(0x00, at + 1);
        if (end < 0) break;
        const reply = blockReply(bytes.subarray(at, end + 1));
        if (reply) replies.push(reply);
        at = end + 1;
      } else {
        at += 1;
      }
    }
    this.pending = Buffer.from(bytes.subarray(at));
    return replies;
  }
}

export const epsonProtocol: PrinterProtocol = {
  statusQuery: STATUS_QUERY,
  confirmation,
  clearBuffers: CLEAR_BUFFERS,
  clearAnswered: true,
  createReader: () => new EpsonReader(),
};
