import iconv from 'iconv-lite';
import type { CodeTable } from './protocol';

/** One printed character and the columns it takes on a 48-column line. */
export interface Glyph {
  ch: string;
  columns: 1 | 2;
}

export interface TextMode {
  table: CodeTable;
  /** International character set (ESC R n); 8 = Japan. */
  intlSet: number;
  shiftJis: boolean;
  jisKanji: boolean;
}

const REPLACEMENT = '\uFFFD';

// Epson page 1 and Star's Katakana table, 0x80-0xFF: block graphics, box drawing, JIS X 0201
// half-width katakana (0xA1-0xDF) and a few symbols. 0xA0 and 0xFF print blank.
const KATAKANA_HIGH =
  '▁▂▃▄▅▆▇█▏▎▍▌▋▊▉┼' +
  '┴┬┤├▔─│▕┌┐└┘╭╮╰╯' +
  ` ${Array.from({ length: 63 }, (_, i) => String.fromCharCode(0xff61 + i)).join('')}` +
  '═╞╪╡◢◣◤◥♠♥♦♣●○╱╲' +
  '╳円年月日時分秒〒市区町村人░ ';

// The characters ESC R n swaps in ASCII positions; only the sets a Japanese shop meets.
const INTERNATIONAL: Record<number, Record<number, string>> = {
  3: { 35: '£' },
  8: { 92: '¥' },
  13: { 92: '₩' },
  15: { 36: '¥' },
};

const singleByteTables = new Map<CodeTable, string[]>();

function highHalf(table: CodeTable): string[] {
  const cached = singleByteTables.get(table);
  if (cached) return cached;
  let chars: string[];
  if (table === 'katakana') chars = Array.from(KATAKANA_HIGH);
  else if (table === 'unknown') chars = Array.from({ length: 128 }, () => REPLACEMENT);
  else chars = Array.from({ length: 128 }, (_, i) => iconv.decode(Buffer.from([0x80 + i]), table));
  singleByteTables.set(table, chars);
  return chars;
}

export function singleByte(byte: number, mode: TextMode): string {
  if (byte === 0x7f) return ' ';
  if (byte < 0x80) return INTERNATIONAL[mode.intlSet]?.[byte] ?? String.fromCharCode(byte);
  return highHalf(mode.table)[byte - 0x80] ?? REPLACEMENT;
}

export function shiftJisPair(lead: number, trail: number): string {
  const decoded = iconv.decode(Buffer.from([lead, trail]), 'shiftjis');
  return Array.from(decoded).length === 1 ? decoded : REPLACEMENT;
}

/** JIS X 0208 row/cell bytes (0x21-0x7E each) to the Shift_JIS pair of the same character. */
export function jisPair(high: number, low: number): string {
  const row = high - 0x21;
  let lead = (row >> 1) + 0x81;
  if (lead > 0x9f) lead += 0x40;
  const trail = row % 2 === 0 ? low + (low >= 0x60 ? 0x20 : 0x1f) : low + 0x7e;
  return shiftJisPair(lead, trail);
}

export function isShiftJisTrail(byte: number): boolean {
  return byte >= 0x40 && byte <= 0xfc && byte !== 0x7f;
}

export function isJisByte(byte: number): boolean {
  return byte >= 0x21 && byte <= 0x7e;
}
