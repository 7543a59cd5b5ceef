import iconv from 'iconv-lite';
import receiptline from 'receiptline';
import { describe, expect, it } from 'vitest';
import { charsPerLine, encodeTicket, ticketDocument, ticketText } from './render-ticket';
import type { KitchenTicket, PaperWidth, TestTicket } from './ticket';

// 2026-11-01 12:04 in Tokyo.
const ORDERED_AT = Date.UTC(2026, 10, 1, 3, 4);

function order(overrides: Partial<KitchenTicket> = {}): KitchenTicket {
  return {
    kind: 'order',
    station: 'キッチン',
    table: 'A-3',
    orderNumber: 123,
    orderedAt: ORDERED_AT,
    timeZone: 'Asia/Tokyo',
    banner: 'new',
    guests: 2,
    lines: [
      { name: '唐揚げ定食', quantity: 2, notes: ['大盛り', 'ネギ抜き'] },
      { name: '生ビール（中）', quantity: 12, notes: [] },
    ],
    ...overrides,
  };
}

const TEST_TICKET: TestTicket = { kind: 'test', printerName: 'バー', station: null, at: ORDERED_AT, timeZone: 'Asia/Tokyo' };

function asText(document: string, paperWidth: PaperWidth): string {
  return receiptline.transform(document, {
    cpl: charsPerLine(paperWidth),
    encoding: 'shiftjis',
    command: 'text',
    cutting: false,
  });
}

function count(bytes: Buffer, sequence: number[]): number {
  let found = 0;
  for (let at = bytes.indexOf(Buffer.from(sequence)); at >= 0; at = bytes.indexOf(Buffer.from(sequence), at + 1)) found++;
  return found;
}

describe('ticketDocument', () => {
  it('shows banner, station, time in the shop zone, table, order number, guests and lines', () => {
    const text = asText(ticketDocument(order(), 80), 80);
    expect(text).toContain('新  規');
    expect(text).toMatch(/キッチン +12:04/);
    expect(text).toContain('テーブル A - 3');
    expect(text).toMatch(/注文番号 123 +2名/);
    expect(text).toMatch(/2 +唐揚げ定食\n +・大盛り\n +・ネギ抜き\n1 2 +生ビール（中）/);
    expect(text).not.toContain('再発行');
    expect(text).not.toContain('代行');
  });

  it('prints the time of the shop zone, not of the box', () => {
    expect(asText(ticketDocument(order({ timeZone: 'Europe/Paris' }), 80), 80)).toMatch(/キッチン +04:04/);
    expect(asText(ticketDocument(order({ timeZone: 'Not/AZone' }), 80), 80)).toMatch(/キッチン +12:04/);
  });

  it('marks 追加, 取消, 再発行 and 代行 (with the printer stood in for)', () => {
    expect(asText(ticketDocument(order({ banner: 'added' }), 58), 58)).toContain('追  加');
    const text = asText(ticketDocument(order({ banner: 'cancelled', reprint: true, substituteFor: 'バー' }), 58), 58);
    expect(text).toContain('取  消');
    expect(text).toContain('再発行');
    expect(text).toContain('代行（バー）');
  });

  it('uses the banner in reverse at double size and ends with a cut', () => {
    const document = ticketDocument(order({ banner: 'cancelled' }), 80);
    expect(document.split('\n')[0]).toBe('|`^^^ 取消 `|');
    expect(document.endsWith('\n=')).toBe(true);
  });

  it('prints markup in names, notes, station and table literally', () => {
    const evil = order({
      station: '=',
      table: '{code:1}',
      substituteFor: '|x|',
      lines: [{ name: '--- ^^^ `x` {image:AAAA}', quantity: 1, notes: ['===', '_"~'] }],
    });
    const text = asText(ticketDocument(evil, 80), 80);
    expect(text).toContain('--- ^^^ `x` {image:AAAA}');
    expect(text).toContain('・===');
    expect(text).toContain('・_"～');
    expect(text).toContain('代行（|x|）');
    const bytes = encodeTicket(evil, { family: 'epson', paperWidth: 80 });
    expect(count(bytes, [0x1d, 0x56])).toBe(1); // GS V: the one cut, at the end
  });

  it('widens the quantity column for big quantities so no digit is dropped', () => {
    const text = asText(ticketDocument(order({ lines: [{ name: '枝豆', quantity: 1200, notes: [] }] }), 58), 58);
    expect(text).toMatch(/1 2 0 0 +枝豆/);
  });

  it('prints a test ticket with printer name, time and a ruler of the full width', () => {
    for (const width of [58, 80] as const) {
      const text = asText(ticketDocument(TEST_TICKET, width), width);
      expect(text).toContain('テ  ス  ト  印  刷');
      expect(text).toMatch(/プリンター +バー/);
      expect(text).toMatch(/日時 +2026\/11\/01 12:04/);
      expect(text).toContain('1234567890'.repeat(5).slice(0, charsPerLine(width)));
    }
  });
});

describe('encodeTicket', () => {
  const tricky = order({
    station: '𠮷野家キッチン',
    lines: [{ name: '髙橋さんの🍺と😊', quantity: 1, notes: ['〜多め〜', 'ﾈｷﾞ抜き'] }],
  });

  it.each([58, 80] as const)('encodes an Epson ticket in Shift_JIS that decodes back to its Japanese text (%i mm)', (width) => {
    const bytes = encodeTicket(tricky, { family: 'epson', paperWidth: width });
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1b, 0x40])); // ESC @
    expect(bytes.includes(Buffer.from([0x1b, 0x74, 0x01, 0x1c, 0x43, 0x31, 0x1b, 0x52, 0x08]))).toBe(true); // Shift_JIS, Japan
    const decoded = iconv.decode(bytes, 'shiftjis');
    for (const text of ['新規', '吉野家キッチン', '12:04', 'テーブル', '高橋さんのビールと〓', '～多め～', 'ﾈｷﾞ抜き']) {
      expect(decoded).toContain(text);
    }
    expect(bytes.includes(0x3f)).toBe(false); // no '?' anywhere
    expect(bytes.subarray(-4)).toEqual(Buffer.from([0x1d, 0x56, 0x42, 0x00])); // ends with the cut, no GS r
  });

  it.each([58, 80] as const)('encodes a Star Line Mode ticket in Shift_JIS kanji mode (%i mm)', (width) => {
    const bytes = encodeTicket(tricky, { family: 'star', paperWidth: width });
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0x1b, 0x40]));
    expect(bytes.includes(Buffer.from([0x1b, 0x24, 0x31, 0x1b, 0x52, 0x38]))).toBe(true); // ESC $ 1 (Shift JIS), ESC R 8
    const decoded = iconv.decode(bytes, 'shiftjis');
    expect(decoded).toContain('吉野家キッチン');
    expect(decoded).toContain('さんのビールと〓');
    expect(bytes.includes(0x3f)).toBe(false);
    expect(bytes.subarray(-3)).toEqual(Buffer.from([0x1b, 0x64, 0x33])); // ESC d 3: the cut, no ESC GS ETX / EOT
  });

  it('sets the print area to the paper width', () => {
    // GS W nL nH: 48 × 12 = 576 dots, 32 × 12 = 384 dots.
    expect(encodeTicket(order(), { family: 'epson', paperWidth: 80 }).includes(Buffer.from([0x1d, 0x57, 0x40, 0x02]))).toBe(true);
    expect(encodeTicket(order(), { family: 'epson', paperWidth: 58 }).includes(Buffer.from([0x1d, 0x57, 0x80, 0x01]))).toBe(true);
  });

  it('encodes test tickets too', () => {
    const decoded = iconv.decode(encodeTicket(TEST_TICKET, { family: 'star', paperWidth: 80 }), 'shiftjis');
    expect(decoded).toContain('テスト印刷');
    expect(decoded).toContain('2026/11/01 12:04');
  });
});

describe('ticketText', () => {
  it('reads like the paper, with large characters at normal size and user carets kept', () => {
    const text = ticketText(order({ table: 'A^3', reprint: true, substituteFor: '厨房1' }), 80);
    expect(text).toContain('新規');
    expect(text).toContain('再発行');
    expect(text).toContain('代行（厨房1）');
    expect(text).toContain('テーブル A^3');
    expect(text).toMatch(/2\s+唐揚げ定食/);
    expect(text).toContain('・大盛り');
    expect(text).not.toContain('新  規');
  });
});
