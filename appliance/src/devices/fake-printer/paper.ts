import type { FakeTicket } from './types';

const DOTS_PER_COLUMN = 12; // font A on both families: 12 x 24 dots

/**
 * The paper and the print buffer of one line. Text is placed in columns the way the head would place
 * it (absolute and relative moves included), and a slip becomes a ticket when it is cut.
 */
export class Paper {
  private cells: string[] = [];
  private column = 0;
  private lineHasImage = false;
  private printed: string[] = [];
  private images = 0;
  private lastWasImage = false;
  private raw: Buffer[] = [];

  constructor(private readonly emit: (ticket: FakeTicket) => void) {}

  record(bytes: Buffer): void {
    this.raw.push(bytes);
  }

  put(ch: string, columns: number): void {
    this.lastWasImage = false;
    this.cells[this.column] = ch;
    for (let i = 1; i < columns; i++) this.cells[this.column + i] = '';
    this.column += columns;
  }

  moveTo(dots: number): void {
    this.column = Math.max(0, Math.round(dots / DOTS_PER_COLUMN));
  }

  moveBy(dots: number): void {
    this.column = Math.max(0, this.column + Math.round(dots / DOTS_PER_COLUMN));
  }

  tab(): void {
    this.column = (Math.floor(this.column / 8) + 1) * 8;
  }

  /** Anything but a line feed between two bands or blocks means the next one starts a new picture. */
  endImage(): void {
    this.lastWasImage = false;
  }

  image(): void {
    if (!this.lastWasImage) this.images++;
    this.lastWasImage = true;
    this.lineHasImage = true;
  }

  /** LF: prints the line; a line that held only part of a picture leaves no text line. */
  newline(): void {
    if (this.cells.length > 0 || !this.lineHasImage) this.printed.push(this.render());
    this.clearLine();
  }

  flushLine(): void {
    if (this.cells.length > 0) this.printed.push(this.render());
    this.clearLine();
  }

  /** Drops the unprinted line (buffer clear, power loss). */
  clearLine(): void {
    this.cells = [];
    this.column = 0;
    this.lineHasImage = false;
  }

  cut(): void {
    this.flushLine();
    this.finish(true);
  }

  /** What was printed but never cut is torn off as an uncut slip. */
  tearOff(): void {
    this.finish(false);
  }

  private finish(cut: boolean): void {
    const lines = trimBlankEnds(this.printed);
    if (lines.length === 0 && this.images === 0) {
      this.printed = [];
      return; // a cut with nothing printed since the last one leaves no slip
    }
    this.emit({ text: lines.join('\n'), lines, at: Date.now(), raw: Buffer.concat(this.raw), images: this.images, cut });
    this.printed = [];
    this.images = 0;
    this.lastWasImage = false;
    this.raw = [];
  }

  private render(): string {
    let line = '';
    for (let i = 0; i < this.cells.length; i++) {
      const cell = this.cells[i];
      line += cell === undefined ? ' ' : cell;
    }
    return line.trimEnd();
  }
}

function trimBlankEnds(lines: string[]): string[] {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start] === '') start++;
  while (end > start && lines[end - 1] === '') end--;
  return lines.slice(start, end);
}
