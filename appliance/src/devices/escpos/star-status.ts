import type { PrinterProtocol, PrinterReply, PrinterStatus, ReplyReader } from './printer-status';

const ESC = 0x1b;

/** ESC ACK SOH: real-time printer status, answered with an automatic-status (ASB) frame. */
const STATUS_QUERY = Buffer.from([ESC, 0x06, 0x01]);

/**
 * ESC ACK CAN: real-time printer reset, which empties the reception buffer. CAN (18h) alone is read in
 * order from the buffer, behind the very job it should drop. No answer is defined.
 */
const CLEAR_BUFFERS = Buffer.from([ESC, 0x06, 0x18]);

/**
 * ESC GS ETX 1 n1 n2 (print end counter update): waits until the data before it has printed (motor
 * stopped), then answers ESC GS ETX 1 n1 n2 <counter> NUL to this session only, whatever the ASB
 * setting; Star recommends it over ETB, whose ASB reaches every connected host. n1 n2 carry the job id.
 */
function confirmation(jobId: number): Buffer {
  return Buffer.from([ESC, 0x1d, 0x03, 0x01, jobId & 0xff, (jobId >> 8) & 0xff]);
}

/** Header 1 of an ASB frame (bits 0 = 1, 4 = 0, 7 = 0) gives the frame's length in bits 1–3 and 5. */
function asbLength(header: number): number {
  return ((header >> 1) & 0x07) | ((header >> 2) & 0x08);
}

/** Status from an ASB frame: byte 3 is printer status 1, byte 6 printer status 4 (sensors). */
export function starStatus(frame: Buffer): PrinterStatus {
  const printer = frame[2] ?? 0;
  const sensors = frame[5] ?? 0;
  return {
    online: (printer & 0x08) === 0,
    coverOpen: (printer & 0x20) !== 0,
    paperOut: (sensors & 0x08) !== 0,
    paperNearEnd: (sensors & 0x04) !== 0,
  };
}

class StarReader implements ReplyReader {
  private pending = Buffer.alloc(0);

  push(chunk: Buffer): PrinterReply[] {
    const bytes = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    const replies: PrinterReply[] = [];
    let at = 0;
    while (at < bytes.length) {
      const byte = bytes[at]!;
      if (byte === ESC) {
        // ESC GS ETX s n1 n2 <counter> NUL: the counter byte may itself be 00h.
        if (bytes.length - at < 8) break;
        if (bytes[at + 1] !== 0x1d || bytes[at + 2] !== 0x03) {
          at += 1;
          continue;
        }
        const end = bytes.indexOf(0x00, at + 7);
        if (end < 0) break;
        if (bytes[at + 3] === 0x01) replies.push({ kind: 'printed', jobId: bytes[at + 4]! | (bytes[at + 5]! << 8) });
        at = end + 1;
      } else if ((byte & 0x91) === 0x01 && asbLength(byte) >= 6) {
        const length = asbLength(byte);
        if (bytes.length - at < length) break;
        replies.push({ kind: 'status', status: starStatus(bytes.subarray(at, at + length)) });
        at += length;
      } else {
        at += 1;
      }
    }
    this.pending = Buffer.from(bytes.subarray(at));
    return replies;
  }
}

export const starProtocol: PrinterProtocol = {
  statusQuery: STATUS_QUERY,
  confirmation,
  clearBuffers: CLEAR_BUFFERS,
  clearAnswered: false,
  createReader: () => new StarReader(),
};
