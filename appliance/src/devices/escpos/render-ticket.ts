import receiptline from 'receiptline';
import { escapeMarkup, markupText } from './printable-text';
import { receiptTicketDocument } from './render-receipt';
import { shopTime } from './shop-time';
import { GETA } from './substitutions';
import type { KitchenTicket, PaperWidth, PrinterFamily, TestTicket, Ticket, TicketBanner } from './ticket';

/**
 * receiptline prints 12-dot-wide characters, so characters per line = printable dots / 12 (its
 * designer's width slider runs 288–576 dots in steps of 12): 576 dots on 80 mm paper, 384 on 58 mm.
 */
const CHARS_PER_LINE: Record<PaperWidth, number> = { 80: 48, 58: 32 };

export function charsPerLine(paperWidth: PaperWidth): number {
  return CHARS_PER_LINE[paperWidth];
}

/**
 * Star: Line Mode with Shift_JIS kanji ('starlinembcs'), not StarPRNT ('starmbcs'): the TSP650II speaks
 * only Line Mode, and the mC-Print and TSP100IV run it as their Star Line emulation.
 */
const COMMAND_SET = { epson: 'escpos', star: 'starlinembcs' } as const satisfies Record<PrinterFamily, string>;

/**
 * With cutting off, receiptline's close() is only a status request (Epson GS r 1; Star ESC GS ETX 1 0 0
 * EOT) whose answers nobody would read: the client appends its own tagged confirmation instead.
 */
const TRAILING_STATUS_REQUEST: Record<PrinterFamily, string> = {
  epson: '\x1dr1',
  star: '\x1b\x1d\x03\x01\x00\x00\x04',
};

const BANNER: Record<TicketBanner, string> = { new: '新規', added: '追加', cancelled: '取消' };

function quantityText(quantity: number): string {
  return Number.isFinite(quantity) ? String(quantity) : GETA;
}

function orderDocument(ticket: KitchenTicket, cpl: number): string[] {
  const lines = [`|\`^^^ ${BANNER[ticket.banner]} \`|`];
  if (ticket.reprint) lines.push('|^^"再発行"|', '|重複に注意|');
  if (ticket.substituteFor) lines.push(`|^^代行（${markupText(ticket.substituteFor)}）|`);
  lines.push(
    '---',
    `^^${markupText(ticket.station)} | ^^${shopTime(ticket.orderedAt, ticket.timeZone)}`,
    `|テーブル ^^^${markupText(ticket.table)}|`,
    ticket.guests ? `注文番号 ${ticket.orderNumber} | ${ticket.guests}名` : `注文番号 ${ticket.orderNumber}`,
    '---',
  );
  if (ticket.lines.length === 0) lines.push('|（品目なし）|');
  // Quantities print at double size (2 columns a digit); a character wider than its column is dropped.
  const widest = Math.max(0, ...ticket.lines.map((line) => quantityText(line.quantity).length));
  lines.push(`{width:${Math.min(Math.max(4, 2 * widest), Math.floor(cpl / 2))},*}`);
  for (const line of ticket.lines) {
    lines.push(`^^^${escapeMarkup(quantityText(line.quantity))} |^^${markupText(line.name)}`);
    for (const note of line.notes) {
      const text = markupText(note);
      if (text) lines.push(`~ |・${text}`);
    }
  }
  lines.push('{width:auto}', '---', '=');
  return lines;
}

function testDocument(ticket: TestTicket, cpl: number): string[] {
  return [
    '|`^^^ テスト印刷 `|',
    `プリンター | ^^${markupText(ticket.printerName)}`,
    `担当 | ${ticket.station === null ? 'なし' : markupText(ticket.station)}`,
    `日時 | ${shopTime(ticket.at, ticket.timeZone, true)}`,
    '---',
    '漢字 かな カナ ｶﾅ ABC 123',
    '^^縦倍^^ ^^^二倍^^^ "強調" `反転`',
    '---',
    // A full line of digits: if it wraps, the paper width setting is wrong for this printer.
    '1234567890'.repeat(Math.ceil(cpl / 10)).slice(0, cpl),
    `|1行 ${cpl} 文字|`,
    '=',
  ];
}

/** The receiptline document of a ticket, with a cut at the end. */
export function ticketDocument(ticket: Ticket, paperWidth: PaperWidth): string {
  const cpl = charsPerLine(paperWidth);
  switch (ticket.kind) {
    case 'order':
      return orderDocument(ticket, cpl).join('\n');
    case 'test':
      return testDocument(ticket, cpl).join('\n');
    case 'receipt':
      return receiptTicketDocument(ticket, cpl).join('\n');
  }
}

export interface EncodeOptions {
  family: PrinterFamily;
  paperWidth: PaperWidth;
}

/** The bytes of a ticket for the printer, without any status request (the client adds its own). */
export function encodeTicket(ticket: Ticket, { family, paperWidth }: EncodeOptions): Buffer {
  const commands = receiptline.transform(ticketDocument(ticket, paperWidth), {
    cpl: charsPerLine(paperWidth),
    encoding: 'shiftjis',
    command: COMMAND_SET[family],
    cutting: false,
    spacing: true,
  });
  const tail = TRAILING_STATUS_REQUEST[family];
  if (!commands.endsWith(tail)) throw new Error(`receiptline no longer ends a ${family} job with ${JSON.stringify(tail)}`);
  // receiptline returns a binary string: one char per byte.
  return Buffer.from(commands.slice(0, -tail.length), 'latin1');
}

/** receiptline's scale marks (^ ^^ ^^^), not the escaped carets of user text. */
const SCALE_MARKS = /(?<!\\)\^+/g;

/**
 * The ticket as plain text, laid out as it prints (receiptline's text output): for screens that
 * show what a printer was sent. Large characters come out at normal size: the text output would
 * spread them ("新  規").
 */
export function ticketText(ticket: Ticket, paperWidth: PaperWidth): string {
  const lines = ticketDocument(ticket, paperWidth)
    .split('\n')
    .map((line) => line.replace(SCALE_MARKS, ''));
  return receiptline.transform(lines.join('\n'), {
    cpl: charsPerLine(paperWidth),
    encoding: 'shiftjis',
    command: 'text',
  });
}
