// Epson ESC/POS (TM-T88 / TM-m30 class, Japanese model) cut into commands. Lengths follow the
// Epson ESC/POS command reference; a command this fake does not act on is still consumed by its
// documented length, and an unknown ESC/FS/GS x is taken as two bytes.
import { automaticStatus, CLEAR_RESPONSE, printerInformation, realtimeStatus, transmitStatus } from './epson-status';
import type { CodeTable, Parsed, QueuedOp } from './protocol';
import { BufferedTokenizer, hasBytes, paramCounts, queued, realtime, s16, terminated, textRun, u16 } from './tokenizer-base';

const LF = 0x0a;
const HT = 0x09;
const FF = 0x0c;
const DLE = 0x10;
const ESC = 0x1b;
const FS = 0x1c;
const GS = 0x1d;

const CLEAR_BUFFERS = [0x08, 0x01, 0x03, 0x14, 0x01, 0x06, 0x02, 0x08];

const CODE_TABLES: Record<number, CodeTable> = {
  0: 'cp437',
  1: 'katakana',
  2: 'cp850',
  3: 'cp860',
  4: 'cp863',
  5: 'cp865',
  16: 'windows1252',
  17: 'cp866',
  18: 'cp852',
  19: 'cp858',
};

const NOP: QueuedOp = { op: 'nop' };
const IMAGE: QueuedOp = { op: 'image' };
const CUT: QueuedOp = { op: 'cut' };
const GRAPHICS_DATA: QueuedOp = { op: 'graphicsData' };

/** ESC x, FS x, GS x commands made of a fixed number of parameter bytes. */
const ESC_PARAMS = paramCounts({
  1: [
    0x20, 0x21, 0x25, 0x2d, 0x33, 0x3d, 0x3f, 0x45, 0x47, 0x4a, 0x4b, 0x4d, 0x52, 0x54, 0x55, 0x56, 0x61, 0x64, 0x65, 0x72, 0x74,
    0x75, 0x7b,
  ],
  2: [0x24, 0x5c, 0x63, 0x66],
  3: [0x70],
  8: [0x57],
});
const FS_PARAMS = paramCounts({ 1: [0x21, 0x2d, 0x43, 0x57], 2: [0x3f, 0x53, 0x70] });
const GS_PARAMS = paramCounts({
  1: [0x21, 0x2f, 0x42, 0x45, 0x48, 0x49, 0x54, 0x61, 0x62, 0x66, 0x68, 0x6a, 0x72, 0x77],
  2: [0x24, 0x4c, 0x50, 0x57, 0x5c],
  3: [0x5e],
});

export class EscPosTokenizer extends BufferedTokenizer {
  protected parse(buf: Buffer, at: number): Parsed {
    const b = buf[at] ?? 0;
    if (b >= 0x20) return textRun(buf, at);
    if (b === LF) return queued(buf, at, 1, { op: 'newline' });
    if (b === HT) return queued(buf, at, 1, { op: 'tab' });
    if (b === FF) return queued(buf, at, 1, { op: 'flushLine' }); // page mode: print the page
    if (b === DLE) return this.dle(buf, at);
    if (b === ESC) return this.esc(buf, at);
    if (b === FS) return this.fs(buf, at);
    if (b === GS) return this.gs(buf, at);
    return queued(buf, at, 1, NOP); // CR (auto line feed off), CAN outside page mode, other controls
  }

  private dle(buf: Buffer, at: number): Parsed {
    if (!hasBytes(buf, at, 3)) return { need: 3 };
    const c = buf[at + 1];
    const n = buf[at + 2] ?? 0;
    if (c === 0x04) {
      if (n === 0 || n === 7 || n === 8 || n === 0x12) return realtime(buf, at, 4, { rt: 'nop' });
      return realtime(buf, at, 3, { rt: 'reply', build: (s) => byteOrNull(realtimeStatus(n, s)) });
    }
    if (c === 0x05) return realtime(buf, at, 3, { rt: 'nop' }); // DLE ENQ: no recoverable errors here
    if (c === 0x14) {
      if (n === 1 || n === 2) return realtime(buf, at, 5, { rt: 'nop' }); // drawer pulse, power-off sequence
      if (n === 3) return realtime(buf, at, 8, { rt: 'nop' }); // buzzer
      if (n === 7) {
        return realtime(buf, at, 4, { rt: 'reply', build: (s) => ((buf[at + 3] ?? 0) === 1 ? automaticStatus(s) : null) });
      }
      if (n === 8) {
        if (!hasBytes(buf, at, 10)) return { need: 10 };
        const exact = CLEAR_BUFFERS.every((v, i) => buf[at + 2 + i] === v);
        return realtime(buf, at, 10, exact ? { rt: 'clearBuffers', reply: CLEAR_RESPONSE } : { rt: 'nop' });
      }
      return realtime(buf, at, 3, { rt: 'nop' });
    }
    return queued(buf, at, 1, NOP); // a lone DLE is an ignored control code
  }

  private esc(buf: Buffer, at: number): Parsed {
    if (!hasBytes(buf, at, 2)) return { need: 2 };
    const c = buf[at + 1] ?? 0;
    const params = ESC_PARAMS.get(c);
    if (params !== undefined) {
      if (!hasBytes(buf, at, 2 + params)) return { need: 2 + params };
      return queued(buf, at, 2 + params, escOp(c, buf, at));
    }
    switch (c) {
      case 0x40: // ESC @
        return queued(buf, at, 2, { op: 'init', line: 'clear' });
      case 0x69: // ESC i, ESC m: partial cut (one point left)
      case 0x6d:
        return queued(buf, at, 2, CUT);
      case 0x76: // ESC v: paper sensor status, obsolete form of GS r 1
        return queued(buf, at, 2, { op: 'reply', build: (s) => transmitStatus(1, s) });
      case 0x2a: {
        // ESC * m nL nH d1...dk: 8-dot (m = 0, 1) or 24-dot (m = 32, 33) column bit image
        if (!hasBytes(buf, at, 5)) return { need: 5 };
        const m = buf[at + 2] ?? 0;
        return queued(buf, at, 5 + u16(buf, at + 3) * (m <= 1 ? 1 : 3), IMAGE);
      }
      case 0x26: // ESC & y c1 c2 [x d1...d(y*x)]...: user-defined characters
        return userDefinedCharacters(buf, at);
      case 0x28: // ESC ( fn pL pH d...
        if (!hasBytes(buf, at, 5)) return { need: 5 };
        return queued(buf, at, 5 + u16(buf, at + 3), NOP);
      case 0x44: // ESC D n1...nk NUL: up to 32 tab positions
        return terminated(buf, at, at + 2, 0x00, 2 + 32 + 1, NOP);
      default:
        return queued(buf, at, 2, NOP);
    }
  }

  private fs(buf: Buffer, at: number): Parsed {
    if (!hasBytes(buf, at, 2)) return { need: 2 };
    const c = buf[at + 1] ?? 0;
    const params = FS_PARAMS.get(c);
    if (params !== undefined) {
      if (!hasBytes(buf, at, 2 + params)) return { need: 2 + params };
      return queued(buf, at, 2 + params, fsOp(c, buf, at));
    }
    switch (c) {
      case 0x26: // FS &: Kanji mode (JIS code system only)
        return queued(buf, at, 2, { op: 'jisKanji', on: true });
      case 0x2e: // FS .
        return queued(buf, at, 2, { op: 'jisKanji', on: false });
      case 0x32: // FS 2 c1 c2 d1...d72: user-defined Kanji, 24 x 24 dots
        return queued(buf, at, 4 + 72, NOP);
      case 0x28: // FS ( fn pL pH d...
        if (!hasBytes(buf, at, 5)) return { need: 5 };
        return queued(buf, at, 5 + u16(buf, at + 3), NOP);
      case 0x67: {
        // FS g 1 m a1 a2 a3 a4 nL nH d1...dk (write NV user memory), FS g 2 ... (read)
        if (!hasBytes(buf, at, 10)) return { need: 10 };
        return queued(buf, at, 10 + (buf[at + 2] === 0x31 ? u16(buf, at + 8) : 0), NOP);
      }
      case 0x71: // FS q n [xL xH yL yH d1...dk]...: define NV bit images
        return nvBitImages(buf, at);
      default:
        return queued(buf, at, 2, NOP);
    }
  }

  private gs(buf: Buffer, at: number): Parsed {
    if (!hasBytes(buf, at, 2)) return { need: 2 };
    const c = buf[at + 1] ?? 0;
    const params = GS_PARAMS.get(c);
    if (params !== undefined) {
      if (!hasBytes(buf, at, 2 + params)) return { need: 2 + params };
      return queued(buf, at, 2 + params, gsOp(c, buf, at));
    }
    switch (c) {
      case 0x56: {
        // GS V m [n]: cut; m = 65, 66, 97, 98, 103, 104 take n (feed first)
        if (!hasBytes(buf, at, 3)) return { need: 3 };
        const m = buf[at + 2] ?? 0;
        return queued(buf, at, [65, 66, 97, 98, 103, 104].includes(m) ? 4 : 3, CUT);
      }
      case 0x28: {
        // GS ( fn pL pH m fn2 ...: graphics (L), 2D codes (k) and the other extended commands
        if (!hasBytes(buf, at, 5)) return { need: 5 };
        const length = 5 + u16(buf, at + 3);
        if (buf[at + 2] === 0x48) {
          if (!hasBytes(buf, at, length)) return { need: length };
          return queued(buf, at, length, processIdOp(buf.subarray(at + 5, at + length)));
        }
        if (buf[at + 2] !== 0x4c) return queued(buf, at, length, NOP);
        if (!hasBytes(buf, at, 7)) return { need: 7 };
        return queued(buf, at, length, printsGraphics(buf[at + 6] ?? 0) ? IMAGE : GRAPHICS_DATA);
      }
      case 0x38: {
        // GS 8 L p1 p2 p3 p4 m fn ...: graphics with a 32-bit length
        if (!hasBytes(buf, at, 9)) return { need: 9 };
        const size = buf.readUInt32LE(at + 3);
        return queued(buf, at, 7 + size, printsGraphics(buf[at + 8] ?? 0) ? IMAGE : GRAPHICS_DATA);
      }
      case 0x76: {
        // GS v 0 m xL xH yL yH d1...dk: raster bit image, k = x bytes * y dots
        if (!hasBytes(buf, at, 8)) return { need: 8 };
        return queued(buf, at, 8 + u16(buf, at + 4) * u16(buf, at + 6), IMAGE);
      }
      case 0x2a: // GS * x y d1...d(x*y*8): define downloaded bit image
        if (!hasBytes(buf, at, 4)) return { need: 4 };
        return queued(buf, at, 4 + (buf[at + 2] ?? 0) * (buf[at + 3] ?? 0) * 8, NOP);
      case 0x51: // GS Q 0 m xL xH yL yH d...: variable vertical size bit image
        if (!hasBytes(buf, at, 8)) return { need: 8 };
        return queued(buf, at, 8 + u16(buf, at + 4) * u16(buf, at + 6), IMAGE);
      case 0x6b: {
        // GS k m d1...dk NUL (m = 0-6) or GS k m n d1...dn (m = 65-79): barcode
        if (!hasBytes(buf, at, 3)) return { need: 3 };
        if ((buf[at + 2] ?? 0) <= 6) return terminated(buf, at, at + 3, 0x00, 3 + 255 + 1, NOP);
        if (!hasBytes(buf, at, 4)) return { need: 4 };
        return queued(buf, at, 4 + (buf[at + 3] ?? 0), NOP);
      }
      case 0x43: {
        // GS C 0 n m, GS C 1 aL aH bL bH n r, GS C 2 nL nH: counter printing
        if (!hasBytes(buf, at, 3)) return { need: 3 };
        const kind = buf[at + 2];
        return queued(buf, at, kind === 0x30 ? 5 : kind === 0x31 ? 9 : kind === 0x32 ? 5 : 3, NOP);
      }
      case 0x67: // GS g 0 m nL nH, GS g 2 m nL nH: maintenance counters
        return queued(buf, at, 6, NOP);
      case 0x7a: // GS z 0 t1 t2
        return queued(buf, at, 5, NOP);
      default:
        return queued(buf, at, 2, NOP);
    }
  }
}

function byteOrNull(value: number | null): Buffer | null {
  return value === null ? null : Buffer.from([value]);
}

function escOp(c: number, buf: Buffer, at: number): QueuedOp {
  const n = buf[at + 2] ?? 0;
  switch (c) {
    case 0x21: // ESC ! n: bit 5 double width
      return { op: 'width', times: n & 0x20 ? 2 : 1 };
    case 0x24: // ESC $ nL nH: absolute position
      return { op: 'moveTo', dots: u16(buf, at + 2) };
    case 0x5c: // ESC \ nL nH: relative position
      return { op: 'moveBy', dots: s16(buf, at + 2) };
    case 0x4a: // ESC J n: print and feed n dots
      return { op: 'flushLine' };
    case 0x64: // ESC d n: print and feed n lines
      return { op: 'feedLines', lines: n };
    case 0x52: // ESC R n: international character set
      return { op: 'intlSet', set: n };
    case 0x74: // ESC t n: character code table
      return { op: 'codeTable', table: CODE_TABLES[n] ?? 'unknown' };
    default:
      return NOP;
  }
}

function fsOp(c: number, buf: Buffer, at: number): QueuedOp {
  const n = buf[at + 2] ?? 0;
  if (c === 0x43) return { op: 'shiftJis', on: n === 1 || n === 0x31 }; // FS C n: 0 JIS, 1 Shift JIS
  if (c === 0x70) return IMAGE; // FS p n m: print NV bit image
  return NOP;
}

function gsOp(c: number, buf: Buffer, at: number): QueuedOp {
  const n = buf[at + 2] ?? 0;
  switch (c) {
    case 0x21: // GS ! n: width in the high nibble
      return { op: 'width', times: ((n >> 4) & 0x07) + 1 };
    case 0x2f: // GS / m: print downloaded bit image
      return IMAGE;
    case 0x61: // GS a n: automatic status back, the first status sent at once
      return { op: 'asb', enable: n !== 0, sendNow: n !== 0 };
    case 0x72: // GS r n
      return { op: 'reply', build: (s) => transmitStatus(n, s) };
    case 0x49: // GS I n
      return { op: 'reply', build: () => printerInformation(n) };
    default:
      return NOP;
  }
}

/**
 * GS ( H fn 48 m 48 d1..d4: answers 37 22 d1..d4 00 once everything before it has printed (queued in
 * order, so a clear drops it with the job). Other GS ( H functions are not answered.
 */
function processIdOp(params: Buffer): QueuedOp {
  if (params.length !== 6 || params[0] !== 0x30 || params[1] !== 0x30) return NOP;
  const id = params.subarray(2, 6);
  if (!id.every((d) => d >= 0x20 && d <= 0x7e)) return NOP;
  return { op: 'reply', build: () => Buffer.concat([Buffer.from([0x37, 0x22]), id, Buffer.from([0x00])]) };
}

/** GS ( L / GS 8 L functions that put graphics on paper: print buffer (2, 50), NV (69), download (85). */
function printsGraphics(fn: number): boolean {
  return fn === 2 || fn === 50 || fn === 69 || fn === 85;
}

function userDefinedCharacters(buf: Buffer, at: number): Parsed {
  if (!hasBytes(buf, at, 5)) return { need: 5 };
  const y = buf[at + 2] ?? 0;
  const first = buf[at + 3] ?? 0;
  const last = buf[at + 4] ?? 0;
  let length = 5;
  for (let c = first; c <= last; c++) {
    if (!hasBytes(buf, at, length + 1)) return { need: length + 1 };
    length += 1 + y * (buf[at + length] ?? 0);
  }
  return queued(buf, at, length, NOP);
}

function nvBitImages(buf: Buffer, at: number): Parsed {
  if (!hasBytes(buf, at, 3)) return { need: 3 };
  let length = 3;
  for (let i = 0; i < (buf[at + 2] ?? 0); i++) {
    if (!hasBytes(buf, at, length + 4)) return { need: length + 4 };
    length += 4 + u16(buf, at + length) * u16(buf, at + length + 2) * 8;
  }
  return queued(buf, at, length, NOP);
}
