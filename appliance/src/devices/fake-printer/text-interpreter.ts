import { type Glyph, isJisByte, isShiftJisTrail, jisPair, shiftJisPair, singleByte, type TextMode } from './charsets';
import type { Paper } from './paper';
import type { QueuedOp } from './protocol';

export interface TextProfile {
  defaults: TextMode;
  isShiftJisLead(byte: number): boolean;
  /** Epson ignores FS & while Shift JIS is selected; Star's ESC p takes over from ESC $ 1. */
  jisBeforeShiftJis: boolean;
}

/** Character settings in force and the bytes of a double-byte character split between two text runs. */
export class TextInterpreter {
  private mode: TextMode;
  private widthTimes = 1;
  private pending: number[] = [];

  constructor(private readonly profile: TextProfile) {
    this.mode = { ...profile.defaults };
  }

  reset(): void {
    this.mode = { ...this.profile.defaults };
    this.widthTimes = 1;
    this.pending = [];
  }

  /** Applies a character setting; false for an op that is not one. */
  apply(op: QueuedOp): boolean {
    switch (op.op) {
      case 'codeTable':
        this.mode.table = op.table;
        return true;
      case 'intlSet':
        this.mode.intlSet = op.set;
        return true;
      case 'shiftJis':
        this.mode.shiftJis = op.on;
        return true;
      case 'jisKanji':
        this.mode.jisKanji = op.on;
        return true;
      case 'width':
        this.widthTimes = Math.max(1, op.times);
        return true;
      default:
        return false;
    }
  }

  write(bytes: Buffer, paper: Paper): void {
    const all = [...this.pending, ...bytes];
    this.pending = [];
    for (const glyph of this.decode(all)) paper.put(glyph.ch, glyph.columns * this.widthTimes);
  }

  /** A control code ends any half character: the printer drops a lead byte without its trail. */
  endRun(): void {
    this.pending = [];
  }

  private decode(bytes: number[]): Glyph[] {
    const glyphs: Glyph[] = [];
    let i = 0;
    while (i < bytes.length) {
      const b = bytes[i] ?? 0;
      const next = bytes[i + 1];
      const jis = this.mode.jisKanji && (this.profile.jisBeforeShiftJis || !this.mode.shiftJis);
      const twoByte = jis ? isJisByte(b) : this.mode.shiftJis && this.profile.isShiftJisLead(b);
      if (!twoByte) {
        glyphs.push({ ch: singleByte(b, this.mode), columns: 1 });
        i++;
        continue;
      }
      if (next === undefined) {
        this.pending = [b];
        break;
      }
      if (jis ? isJisByte(next) : isShiftJisTrail(next)) {
        glyphs.push({ ch: jis ? jisPair(b, next) : shiftJisPair(b, next), columns: 2 });
        i += 2;
      } else {
        glyphs.push({ ch: '\uFFFD', columns: 1 });
        i++;
      }
    }
    return glyphs;
  }
}
