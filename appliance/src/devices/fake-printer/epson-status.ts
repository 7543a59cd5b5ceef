// Status bytes of an Epson TM printer (ESC/POS Application Programming Guide / command reference:
// DLE EOT, GS a, GS r, DLE DC4 fn=8). Fixed bits: bit 1 and bit 4 of DLE EOT answers are 1.
import type { StatusSnapshot } from './protocol';

const DLE_EOT_FIXED = 0x12;

/** DLE EOT n, n = 1..4; null for the other n (no answer). */
export function realtimeStatus(n: number, s: StatusSnapshot): number | null {
  const stopped = s.mechanism !== 'online';
  switch (n) {
    case 1: // printer: bit 3 offline
      return DLE_EOT_FIXED | (stopped ? 0x08 : 0);
    case 2: // offline cause: bit 2 cover open, bit 5 printing stopped by paper end
      return DLE_EOT_FIXED | (s.mechanism === 'coverOpen' ? 0x04 : 0) | (s.mechanism === 'paperOut' ? 0x20 : 0);
    case 3: // error cause: no errors are simulated
      return DLE_EOT_FIXED;
    case 4: // roll paper sensor: bits 2-3 near end, bits 5-6 paper end (an empty roll is also "near end")
      return DLE_EOT_FIXED | (s.mechanism === 'paperOut' ? 0x0c | 0x60 : 0);
    default:
      return null;
  }
}

/** GS a automatic status back, 4 bytes: first byte 0x10-based (bit 3 offline, bit 5 cover open), third byte paper. */
export function automaticStatus(s: StatusSnapshot): Buffer {
  const stopped = s.mechanism !== 'online';
  const first = 0x10 | (stopped ? 0x08 : 0) | (s.mechanism === 'coverOpen' ? 0x20 : 0);
  const paper = s.mechanism === 'paperOut' ? 0x03 | 0x0c : 0;
  return Buffer.from([first, 0x00, paper, 0x00]);
}

/**
 * GS r n (n = 1/49 paper sensors, 2/50 drawer, 4/52 ink): processed in order, so it only answers once
 * the printer has printed everything before it; paper is then present (0x00).
 */
export function transmitStatus(n: number, s: StatusSnapshot): Buffer | null {
  if (n === 1 || n === 49) return Buffer.from([s.mechanism === 'paperOut' ? 0x0f : 0x00]);
  if (n === 2 || n === 50 || n === 4 || n === 52) return Buffer.from([0x00]);
  return null;
}

/** The answer to DLE DC4 fn=8 once the buffers are cleared: header 37H, identifier 25H, NUL. */
export const CLEAR_RESPONSE = Buffer.from([0x37, 0x25, 0x00]);

/** GS I n (in order): the printer information blocks ("_" ... NUL) a TM-T88 sends. */
export function printerInformation(n: number): Buffer | null {
  const block = (text: string) => Buffer.from(`_${text}\0`, 'latin1');
  if (n === 65) return block('1.00 ESC/POS');
  if (n === 66) return block('EPSON');
  if (n === 67) return block('TM-T88VI');
  if (n === 69) return block('KANJI JAPANESE');
  return null;
}
