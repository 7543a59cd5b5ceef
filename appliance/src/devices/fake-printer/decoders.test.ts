import { describe, expect, it } from 'vitest';
import { PrinterModel } from './printer-model';
import { profileOf } from './profiles';
import { bytes, checkerPng, type JobCommand, job, KITCHEN_TICKET } from './test-support';
import type { FakePrinterFamily, FakeTicket } from './types';

const ESC = 0x1b;
const FS = 0x1c;
const GS = 0x1d;
const LF = 0x0a;

function print(family: FakePrinterFamily, chunks: Buffer[]): { tickets: FakeTicket[]; replies: Buffer } {
  const tickets: FakeTicket[] = [];
  const replies: Buffer[] = [];
  const model = new PrinterModel(profileOf(family), {
    send: (_id, answer) => replies.push(answer),
    broadcast: (answer) => replies.push(answer),
    ticket: (t) => tickets.push(t),
  });
  for (const chunk of chunks) model.receive(1, chunk);
  model.tearOff();
  return { tickets, replies: Buffer.concat(replies) };
}

function byteByByte(data: Buffer): Buffer[] {
  return Array.from(data, (b) => Buffer.from([b]));
}

const families: Array<[FakePrinterFamily, JobCommand]> = [
  ['epson', 'escpos'],
  ['star', 'starlinembcs'],
  ['star', 'starmbcs'],
];

describe.each(families)('%s printer fed by receiptline %s', (family, command) => {
  // a picture taller than one Epson graphics block (512 dots) and than 22 Star bands, then a QR code
  const data = job(
    `${KITCHEN_TICKET}{image:${checkerPng(40, 530)}}\n{code:https://example.com/t/3; option:qrcode,4,m}\n=\n次の票 ﾃｲｸｱｳﾄ\n`,
    command,
  );
  const small = job(`${KITCHEN_TICKET}{image:${checkerPng(16, 30)}}\n=\n次\n`, command);

  it('reads the Kanji, half-width katakana and symbols as printed, without a stray ?', () => {
    const { tickets } = print(family, [data]);
    expect(tickets).toHaveLength(2);
    const [kitchen, next] = tickets as [FakeTicket, FakeTicket];
    expect(kitchen.lines[0]?.trim()).toBe('キッチン 卓3');
    expect(kitchen.lines[1]).toMatch(/^唐揚げ +×2$/);
    expect(kitchen.lines[2]).toMatch(/^ﾊﾝｶｸ ｶﾀｶﾅ +¥500$/);
    expect(kitchen.lines[3]).toBe('─'.repeat(48));
    expect(kitchen.text).toContain('お客様 12:34 急ぎ 髙橋');
    expect(next.text.trim()).toBe('次の票 ﾃｲｸｱｳﾄ');
    for (const t of tickets) {
      expect(t.text).not.toContain('?');
      expect(t.text).not.toContain('\uFFFD');
      expect(t.cut).toBe(true);
    }
  });

  it('counts the picture and the QR code as two images, however their bands are split', () => {
    const { tickets } = print(family, [data]);
    expect(tickets[0]?.images).toBe(2);
    expect(tickets[1]?.images).toBe(0);
  });

  it('keeps in step when the bytes arrive one at a time', () => {
    const whole = print(family, [small]);
    const trickled = print(family, byteByByte(small));
    expect(trickled.tickets.map((t) => [t.text, t.images])).toEqual(whole.tickets.map((t) => [t.text, t.images]));
    // one byte at a time, the print end counter is printed before EOT arrives, so only the order differs
    expect([...trickled.replies].sort()).toEqual([...whole.replies].sort());
  });

  it('keeps the bytes of each slip, commands included', () => {
    const { tickets } = print(family, [data]);
    const printedBytes = Buffer.concat(tickets.map((t) => t.raw));
    expect(data.subarray(0, printedBytes.length).equals(printedBytes)).toBe(true);
  });
});

describe('ESC/POS decoding', () => {
  it('skips commands it does not act on by their documented length', () => {
    const beeper = bytes(ESC, '(A', [5, 0], [0x30, LF, LF, ESC, 0x40]); // ESC ( A pL pH with LF and ESC @ in its data
    const qr = bytes(GS, '(k', [8, 0], [0x31, 0x50, 0x30], 'A\nB\x1bZ'); // GS ( k store data
    const barcode = bytes(GS, 'k', [4], '12\n4', [0]); // GS k m d... NUL
    const barcodeB = bytes(GS, 'k', [73, 4], '{B\n\x1d'); // GS k m n d1..dn
    const graphicsStore = bytes(GS, '8L', [6, 0, 0, 0], [0x30, 0x70], [LF, LF, LF, LF]);
    const userChars = bytes(ESC, '&', [3, 0x41, 0x42], [1, LF, LF, LF], [1, ESC, GS, FS]);
    const data = bytes('before', LF, beeper, qr, barcode, barcodeB, graphicsStore, userChars, 'after', LF, GS, 'V', [0]);
    const { tickets } = print('epson', byteByByte(data));
    expect(tickets.map((t) => t.lines)).toEqual([['before', 'after']]);
    expect(tickets[0]?.images).toBe(0);
  });

  it('counts GS v 0 and GS ( L print as raster images', () => {
    const raster = bytes(GS, 'v0', [0, 2, 0, 3, 0], [0xff, LF, 0x1b, 0x1d, 0x0a, 0x10]);
    const store = bytes(GS, '(L', [11, 0], [0x30, 0x70, 0x30, 1, 1, 0x31, 8, 0, 1, 0], [0x0a]); // one LF-valued dot row
    const printBuffer = bytes(GS, '(L', [2, 0], [0x30, 0x32]);
    const data = bytes('a', LF, raster, 'b', LF, store, printBuffer, LF, 'c', LF, GS, 'V', [1]);
    const { tickets } = print('epson', [data]);
    expect(tickets[0]?.lines).toEqual(['a', 'b', 'c']);
    expect(tickets[0]?.images).toBe(2);
  });

  it('reads JIS Kanji after FS C 0 and FS &, ANK after FS .', () => {
    // 卓 = JIS 0x426E, ア = 0x2522
    const data = bytes(FS, 'C', [0], FS, '&', [0x42, 0x6e, 0x25, 0x22], FS, '.', [0xb1, 0x5c], LF, GS, 'V', [0]);
    expect(print('epson', [data]).tickets[0]?.text).toBe('卓アｱ¥');
  });

  it('prints 0x5C as a backslash with the USA character set and keeps a real ?', () => {
    const data = bytes(ESC, 'R', [0], '\\ a?b', LF, GS, 'V', [0]);
    expect(print('epson', [data]).tickets[0]?.text).toBe('\\ a?b');
  });

  it('joins a Kanji split across two TCP chunks', () => {
    const kanji = bytes(FS, 'C1', [0x91, 0xec], LF, GS, 'V', [0]); // 卓
    const { tickets } = print('epson', [kanji.subarray(0, 4), kanji.subarray(4)]);
    expect(tickets[0]?.text).toBe('卓');
  });

  it('answers GS r, GS I and DLE EOT', () => {
    const data = bytes(GS, 'r1', [0x10, 0x04, 1], GS, 'I', [66], [0x10, 0x04, 4]);
    expect(print('epson', [data]).replies).toEqual(bytes([0x12, 0x12, 0x00], '_EPSON', [0]));
  });
});

describe('Star Line Mode decoding', () => {
  it('reads JIS Kanji between ESC p and ESC q and block graphics after ESC $ 0', () => {
    const data = bytes(ESC, 'p', [0x42, 0x6e], ESC, 'q', ESC, '$0', [0x95, 0x96, 0xb1], LF, ESC, 'd3');
    expect(print('star', [data]).tickets[0]?.text).toBe('卓─│ｱ');
  });

  it('skips barcodes, QR codes and logos by their length', () => {
    const barcode = bytes(ESC, 'b', [0x36, 0x32, 0x32, 0x50], '12\n34', [0x1e]);
    const qr = bytes(ESC, GS, 'yD1', [0, 3, 0], 'a\nb', ESC, GS, 'yP');
    const logo = bytes(ESC, [0x1c], 'p', [1, 0]);
    const data = bytes('x', LF, barcode, qr, logo, 'y', LF, ESC, 'd', [0x33]);
    const { tickets } = print('star', byteByByte(data));
    expect(tickets[0]?.lines).toEqual(['x', 'y']);
    expect(tickets[0]?.images).toBe(1);
  });

  it('answers ESC GS ETX with the counter after printing, and EOT at once', () => {
    const data = bytes('x', LF, ESC, 'd3', ESC, GS, [0x03, 1, 0, 0], [0x04]);
    const { replies } = print('star', [data]);
    expect(replies).toEqual(bytes([0x10], ESC, GS, [0x03, 1, 0, 0, 1, 0]));
  });
});
