// Star Line Mode (and the StarPRNT commands receiptline's 'starmbcs' emits) cut into commands.
// Lengths follow the Star Line Mode command specifications; parameters may be binary or ASCII
// digits; an unknown ESC x is taken as two bytes.
import type { CodeTable, Parsed, QueuedOp } from './protocol';
import { automaticStatus, enqStatus, eotStatus } from './star-status';
import {
  BufferedTokenizer,
  digit,
  hasBytes,
  paramCounts,
  queued,
  realtime,
  s16,
  terminated,
  textRun,
  u16,
} from './tokenizer-base';

const EOT = 0x04;
const ENQ = 0x05;
const HT = 0x09;
const LF = 0x0a;
const FF = 0x0c;
const SO = 0x0e;
const DC1 = 0x11;
const DC3 = 0x13;
const DC4 = 0x14;
const ETB = 0x17;
const CAN = 0x18;
const ESC = 0x1b;
const RS = 0x1e;

const CODE_PAGES: Record<number, CodeTable> = {
  0: 'cp437',
  1: 'cp437',
  2: 'katakana',
  4: 'cp858',
  5: 'cp852',
  6: 'cp860',
  8: 'cp863',
  9: 'cp865',
  10: 'cp866',
  32: 'windows1252',
};

const NOP: QueuedOp = { op: 'nop' };
const IMAGE: QueuedOp = { op: 'image' };

/** ESC x commands made of a fixed number of parameter bytes. */
const ESC_PARAMS = paramCounts({
  1: [0x0c, 0x20, 0x24, 0x25, 0x2d, 0x2f, 0x49, 0x4a, 0x51, 0x52, 0x57, 0x5f, 0x61, 0x64, 0x68, 0x6c, 0x7a],
  2: [0x07, 0x69, 0x73, 0x74],
});

export class StarLineTokenizer extends BufferedTokenizer {
  /** DC3 (printer deselect) discards everything up to DC1. */
  private deselected = false;
  /** Between ESC * r A and ESC * r B, 'b' and 'k' start raster lines. */
  private rasterMode = false;

  protected parse(buf: Buffer, at: number): Parsed {
    const b = buf[at] ?? 0;
    if (b === ENQ) return realtime(buf, at, 1, { rt: 'reply', build: (s) => Buffer.from([enqStatus(s)]) });
    if (b === EOT) return realtime(buf, at, 1, { rt: 'reply', build: (s) => Buffer.from([eotStatus(s)]) });
    if (b === ESC && buf[at + 1] === 0x06) return this.escAck(buf, at);
    if (this.deselected) {
      if (b === DC1) this.deselected = false;
      return queued(buf, at, 1, NOP);
    }
    if (this.rasterMode && b !== ESC) return this.raster(buf, at);
    if (b >= 0x20) return textRun(buf, at);
    switch (b) {
      case LF:
        return queued(buf, at, 1, { op: 'newline' });
      case HT:
        return queued(buf, at, 1, { op: 'tab' });
      case FF: // form feed / VT: feed to the next page or tab position, printing the line
      case 0x0b:
        return queued(buf, at, 1, { op: 'flushLine' });
      case SO: // double width on / off
        return queued(buf, at, 1, { op: 'width', times: 2 });
      case DC4:
        return queued(buf, at, 1, { op: 'width', times: 1 });
      case ETB:
        return queued(buf, at, 1, { op: 'etb' });
      case CAN:
        return queued(buf, at, 1, { op: 'cancelAndInit' });
      case DC3:
        this.deselected = true;
        return queued(buf, at, 1, NOP);
      case ESC:
        return this.esc(buf, at);
      default:
        return queued(buf, at, 1, NOP); // CR, SI/DC2 (upside down), drawer drives BEL FS SUB EM, RS, GS
    }
  }

  /** ESC ACK SOH (status now) and ESC ACK CAN (reset now) are executed on reception. */
  private escAck(buf: Buffer, at: number): Parsed {
    if (!hasBytes(buf, at, 3)) return { need: 3 };
    const c = buf[at + 2];
    if (c === 0x01) return realtime(buf, at, 3, { rt: 'reply', build: (s) => automaticStatus(s) });
    if (c === CAN) return realtime(buf, at, 3, { rt: 'reset' });
    return realtime(buf, at, 3, { rt: 'nop' });
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
        return queued(buf, at, 2, { op: 'init', line: 'print' });
      case 0x70: // ESC p / ESC q: JIS Kanji mode on / off
        return queued(buf, at, 2, { op: 'jisKanji', on: true });
      case 0x71:
        return queued(buf, at, 2, { op: 'jisKanji', on: false });
      case 0x1d:
        return this.escGs(buf, at);
      case 0x1e: // ESC RS x n
        return this.escRs(buf, at);
      case 0x43: // ESC C n, ESC C NUL n: page length
        if (!hasBytes(buf, at, 3)) return { need: 3 };
        return queued(buf, at, buf[at + 2] === 0 ? 4 : 3, NOP);
      case 0x42: // ESC B n1...nk NUL, ESC D n1...nk NUL: vertical and horizontal tabs
      case 0x44:
        return terminated(buf, at, at + 2, 0x00, 2 + 16 + 1, NOP);
      case 0x62: // ESC b n1 n2 n3 n4 d1...dk RS: barcode
        return terminated(buf, at, at + 6, RS, 6 + 255 + 1, NOP);
      case 0x6b: // ESC k n1 n2 d1...dk: a 24-dot band of a bit image, k = (n1 + n2 * 256) * 24
        if (!hasBytes(buf, at, 4)) return { need: 4 };
        return queued(buf, at, 4 + u16(buf, at + 2) * 24, IMAGE);
      case 0x4b: // ESC K n NUL d1...dn: standard density bit image
        if (!hasBytes(buf, at, 4)) return { need: 4 };
        return queued(buf, at, 4 + (buf[at + 2] ?? 0), IMAGE);
      case 0x4c: // ESC L n1 n2 d1...dk: high density bit image
        if (!hasBytes(buf, at, 4)) return { need: 4 };
        return queued(buf, at, 4 + u16(buf, at + 2), IMAGE);
      case 0x58: // ESC X n1 n2 d1...dk: 24-wire compatible bit image
        if (!hasBytes(buf, at, 4)) return { need: 4 };
        return queued(buf, at, 4 + u16(buf, at + 2) * 3, IMAGE);
      case 0x26: // ESC & c1 c2 n [d1...d48]: register (c2 != 0) or delete a download character
        if (!hasBytes(buf, at, 5)) return { need: 5 };
        return queued(buf, at, buf[at + 3] === 0 ? 5 : 5 + 48, NOP);
      case 0x72: // ESC r c1 c2 d1...d72: register a download Kanji
        return queued(buf, at, 4 + 72, NOP);
      case 0x16: // ESC SYN x n: presenter
        return queued(buf, at, 4, NOP);
      case 0x3f: // ESC ? LF NUL: reset (self print)
        return queued(buf, at, 4, NOP);
      case 0x23: // ESC # N ? n1 n2 n3 n4 LF NUL and the other memory switch forms end with LF NUL
        return terminated(buf, at, at + 2, 0x00, 16, NOP);
      case 0x1c: // ESC FS p n m: print logo; ESC FS q ...: register logos
        if (!hasBytes(buf, at, 3)) return { need: 3 };
        if (buf[at + 2] === 0x70) return queued(buf, at, 5, IMAGE);
        return logoRegistration(buf, at);
      case 0x2a:
        return this.rasterCommand(buf, at);
      default: // ESC SO/DC4 height, ESC E/F emphasis, ESC 4/5 inverse, pitch, ESC 0 line spacing, ...
        return queued(buf, at, 2, NOP);
    }
  }

  private escGs(buf: Buffer, at: number): Parsed {
    if (!hasBytes(buf, at, 3)) return { need: 3 };
    const c = buf[at + 2] ?? 0;
    const fixed = (length: number, op: QueuedOp = NOP): Parsed => queued(buf, at, length, op);
    switch (c) {
      case 0x03: {
        // ESC GS ETX s n1 n2: print end counter
        if (!hasBytes(buf, at, 6)) return { need: 6 };
        const op: QueuedOp = { op: 'printEndCounter', s: buf[at + 3] ?? 0, n1: buf[at + 4] ?? 0, n2: buf[at + 5] ?? 0 };
        return fixed(6, op);
      }
      case 0x41: // ESC GS A n1 n2 / ESC GS R n1 n2: absolute / relative position
        return fixed(5, { op: 'moveTo', dots: u16(buf, at + 3) });
      case 0x52:
        return fixed(5, { op: 'moveBy', dots: s16(buf, at + 3) });
      case 0x61: // ESC GS a n: alignment; ESC GS b n: smoothing
      case 0x62:
        return fixed(4);
      case 0x74: // ESC GS t n: code page
        if (!hasBytes(buf, at, 4)) return { need: 4 };
        return fixed(4, { op: 'codeTable', table: CODE_PAGES[buf[at + 3] ?? 0] ?? 'unknown' });
      case 0x07: // ESC GS BEL m t1 t2: buzzer
        return fixed(6);
      case 0x19: // ESC GS EM DC1/DC2 m n1 n2, ESC GS SUB DC1/DC2/DC3 m t1 t2
      case 0x1a:
        return fixed(7);
      case 0x23: // ESC GS # m N n1 n2 n3 n4 LF NUL: set memory switch
        return fixed(11);
      case 0x53: {
        // ESC GS S m xL xH yL yH n d1...dk: StarPRNT raster image, k = x bytes * y dots
        if (!hasBytes(buf, at, 9)) return { need: 9 };
        return fixed(9 + u16(buf, at + 4) * u16(buf, at + 6), IMAGE);
      }
      case 0x28: // ESC GS ( fn pL pH d...
        if (!hasBytes(buf, at, 6)) return { need: 6 };
        return fixed(6 + u16(buf, at + 4));
      case 0x2b: // ESC GS + n1 n2 d...: register macro
        if (!hasBytes(buf, at, 5)) return { need: 5 };
        return fixed(5 + u16(buf, at + 3));
      case 0x67: // ESC GS g 0|1 m n: print start trigger
        return fixed(6);
      case 0x68: // ESC GS h 0|1 n: page function
        return fixed(5);
      case 0x78: // ESC GS x ...: PDF417
      case 0x79: // ESC GS y ...: QR code
        return twoDimensionalCode(buf, at);
      default:
        return fixed(3);
    }
  }

  private escRs(buf: Buffer, at: number): Parsed {
    if (!hasBytes(buf, at, 4)) return { need: 4 };
    const c = buf[at + 2];
    const n = digit(buf[at + 3] ?? 0);
    if (c === 0x61) return queued(buf, at, 4, { op: 'asb', enable: (n & 0x01) !== 0, sendNow: false });
    if (c === 0x45) return queued(buf, at, 4, { op: 'etbReset' });
    return queued(buf, at, 4, NOP); // font, density, speed, colour, ...
  }

  private rasterCommand(buf: Buffer, at: number): Parsed {
    if (!hasBytes(buf, at, 4)) return { need: 4 };
    if (buf[at + 2] !== 0x72) return queued(buf, at, 2, NOP);
    const c = buf[at + 3];
    if (c === 0x41) this.rasterMode = true;
    if (c === 0x42) this.rasterMode = false;
    if (c === 0x41 || c === 0x42 || c === 0x43 || c === 0x52) return queued(buf, at, 4, NOP);
    // ESC * r X ... NUL: the other raster settings end with NUL
    return terminated(buf, at, at + 4, 0x00, 4 + 16, NOP);
  }

  private raster(buf: Buffer, at: number): Parsed {
    const b = buf[at];
    if (b === 0x62 || b === 0x6b) {
      // b n1 n2 d1...dk / k n1 n2 d1...dk: one raster line
      if (!hasBytes(buf, at, 3)) return { need: 3 };
      return queued(buf, at, 3 + u16(buf, at + 1), IMAGE);
    }
    return queued(buf, at, 1, NOP);
  }
}

function escOp(c: number, buf: Buffer, at: number): QueuedOp {
  const n = buf[at + 2] ?? 0;
  switch (c) {
    case 0x24: // ESC $ n: Shift JIS Kanji mode
      return { op: 'shiftJis', on: digit(n) === 1 };
    case 0x52: // ESC R n: international character set
      return { op: 'intlSet', set: digit(n) };
    case 0x57: // ESC W n: expanded width
      return { op: 'width', times: digit(n) + 1 };
    case 0x69: // ESC i n1 n2: height, width expansion
      return { op: 'width', times: digit(buf[at + 3] ?? 0) + 1 };
    case 0x61: // ESC a n: feed n lines
      return { op: 'feedLines', lines: n };
    case 0x4a: // ESC J n / ESC I n: feed by dots
    case 0x49:
      return { op: 'flushLine' };
    case 0x64: // ESC d n: cut
      return { op: 'cut' };
    default:
      return NOP;
  }
}

function twoDimensionalCode(buf: Buffer, at: number): Parsed {
  if (!hasBytes(buf, at, 4)) return { need: 4 };
  const fn = buf[at + 3];
  if (fn === 0x53) {
    // ESC GS x S 0 n p1 p2 | ESC GS x/y S m n
    if (!hasBytes(buf, at, 5)) return { need: 5 };
    return queued(buf, at, buf[at + 2] === 0x78 && buf[at + 4] === 0x30 ? 8 : 6, NOP);
  }
  if (fn === 0x44) {
    // ESC GS x D nL nH d... | ESC GS y D 1 m nL nH d...
    if (buf[at + 2] === 0x78) {
      if (!hasBytes(buf, at, 6)) return { need: 6 };
      return queued(buf, at, 6 + u16(buf, at + 4), NOP);
    }
    if (!hasBytes(buf, at, 8)) return { need: 8 };
    return queued(buf, at, 8 + u16(buf, at + 6), NOP);
  }
  return queued(buf, at, 4, NOP); // P (print), I (information)
}

function logoRegistration(buf: Buffer, at: number): Parsed {
  // ESC FS q n [xL xH yL yH d1...dk]...
  if (buf[at + 2] !== 0x71) return queued(buf, at, 3, NOP);
  if (!hasBytes(buf, at, 4)) return { need: 4 };
  let length = 4;
  for (let i = 0; i < (buf[at + 3] ?? 0); i++) {
    if (!hasBytes(buf, at, length + 4)) return { need: length + 4 };
    length += 4 + u16(buf, at + length) * u16(buf, at + length + 2) * 8;
  }
  return queued(buf, at, length, NOP);
}
