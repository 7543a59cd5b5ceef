// Status bytes of a Star printer in Star Line Mode / StarPRNT (Star Line Mode Command
// Specifications, appendix "Status specifications": ENQ, EOT, automatic status (ASB)).
import type { StatusSnapshot } from './protocol';

/** ASB version 3: header, version, then printer status 1..7 (9 bytes). */
const ASB_LENGTH = 9;
const ASB_VERSION = 3;

/** Star's 5-bit counters and versions spread over bits 1-3 and 5-6, so bits 0, 4 and 7 stay 0. */
function spread(value: number): number {
  return ((value & 0x07) << 1) | ((value & 0x18) << 2);
}

export function automaticStatus(s: StatusSnapshot): Buffer {
  const header = 0x01 | spread(ASB_LENGTH);
  const stopped = s.mechanism !== 'online';
  const status1 = (s.etbExecuted ? 0x02 : 0) | (stopped ? 0x08 : 0) | (s.mechanism === 'coverOpen' ? 0x20 : 0);
  const status4 = s.mechanism === 'paperOut' ? 0x08 | 0x04 : 0; // paper end, near end (inner)
  return Buffer.from([header, spread(ASB_VERSION), status1, 0x00, 0x00, status4, 0x00, spread(s.etbCounter & 0x1f), 0x00]);
}

/** ENQ: bit 3 paper end, bit 2 other errors (cover open counts), bit 5 reception buffer empty. */
export function enqStatus(s: StatusSnapshot): number {
  return (s.mechanism === 'paperOut' ? 0x08 : 0) | (s.mechanism === 'coverOpen' ? 0x04 : 0) | (s.bufferEmpty ? 0x20 : 0);
}

/** EOT: bit 4 fixed 1, bit 3 paper end, bit 2 paper near end (inner). */
export function eotStatus(s: StatusSnapshot): number {
  return 0x10 | (s.mechanism === 'paperOut' ? 0x08 | 0x04 : 0);
}

/** ESC GS ETX s n1 n2 answer: the command echoed, the print end counter, NUL. */
export function printEndCounterReply(s: number, n1: number, n2: number, counter: number): Buffer {
  return Buffer.from([0x1b, 0x1d, 0x03, s, n1, n2, counter & 0xff, 0x00]);
}
