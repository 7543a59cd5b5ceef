import type { ReceiptRow } from '../../contract/receipt-document';
import { escapeMarkup, printableText } from './printable-text';
import type { ReceiptTicket } from './ticket';
import { columns, wrapText } from './wrap-text';

/** The right column of a detail row: on 80 mm （内消費税 ￥12,345） fits, on 58 mm an amount. */
function detailRight(cpl: number): number {
  return cpl >= 48 ? 22 : 12;
}

/** The right column of a pair: an amount, a date or a table at least. */
function pairRight(cpl: number): number {
  return cpl >= 48 ? 16 : 12;
}

/** The quantity and amount columns of a bill line. */
function itemColumns(cpl: number): [number, number] {
  return cpl >= 48 ? [5, 13] : [3, 11];
}

/** Full-width space: receiptline trims ASCII spaces at a column's edge, not this one. */
const INDENT = '\u3000';

/** Lines wrapped at sensible points, each escaped for the markup. */
function wrapped(text: string, width: number): string[] {
  return wrapText(printableText(text), width).map(escapeMarkup);
}

/**
 * The receiptline document of a レシート, 領収書 or お会計票: each row of the shared document
 * (contract/receipt-document.ts) as markup, every text escaped, with the column widths a row needs
 * on this paper. Amounts stay on the right; on 58 mm a rate's tax goes to its own line. Text is
 * wrapped here at spaces and list marks, never mid-word at a column's edge (receiptline would).
 */
export function receiptTicketDocument(ticket: ReceiptTicket, cpl: number): string[] {
  const out: string[] = [];
  let current = '{width:auto}';
  const widths = (spec: string) => {
    if (current === spec) return;
    current = spec;
    out.push(spec);
  };
  const { document } = ticket;
  if (document.reprint || ticket.reprint) out.push('|^^"再発行"|');
  for (const row of document.rows) rowMarkup(row, cpl, widths, out);
  widths('{width:auto}');
  out.push('=');
  return out;
}

/** Label left, value right on one line when both fit (the value's column as wide as it needs), else two. */
function pairMarkup(
  left: string,
  right: string,
  cpl: number,
  minRight: number,
  indent: string,
  widths: (spec: string) => void,
  out: string[],
): void {
  const leftText = printableText(left);
  const rightText = printableText(right);
  const rightWidth = Math.max(minRight, columns(rightText));
  if (columns(indent + leftText) + rightWidth + 1 <= cpl) {
    widths(`{width:*,${rightWidth}}`);
    out.push(`${indent}${escapeMarkup(leftText) || INDENT} | ${escapeMarkup(rightText)}`);
    return;
  }
  widths('{width:auto}');
  for (const line of wrapped(leftText, cpl - columns(indent))) out.push(`|${indent}${line}`);
  for (const line of wrapped(rightText, cpl)) out.push(`${line}|`);
}

function rowMarkup(row: ReceiptRow, cpl: number, widths: (spec: string) => void, out: string[]): void {
  switch (row.kind) {
    case 'shop':
      widths('{width:auto}');
      for (const line of wrapped(row.text, cpl)) out.push(`|^^${line}|`);
      return;
    case 'center':
      widths('{width:auto}');
      for (const line of wrapped(row.text, cpl)) out.push(`|${line}|`);
      return;
    case 'title':
      widths('{width:auto}');
      out.push('', ...wrapped(row.text, Math.floor(cpl / 2)).map((line) => `|^^^${line}|`), '');
      return;
    case 'pair':
      if (row.total) {
        widths(`{width:*,${pairRight(cpl)}}`);
        out.push(`^^${escapeMarkup(printableText(row.left))} | ^^${escapeMarkup(printableText(row.right))}`);
        return;
      }
      pairMarkup(row.left, row.right, cpl, pairRight(cpl), '', widths, out);
      return;
    case 'item': {
      const [quantity, amount] = itemColumns(cpl);
      widths(`{width:*,${quantity},${amount}}`);
      const name = wrapped(`${row.name}${row.reduced ? ' ※' : ''}`, cpl - quantity - amount - 2);
      out.push(`${name[0] ?? INDENT} | ${row.quantity} | ${escapeMarkup(printableText(row.amount))}`);
      // The rest of a long name under it, in the name's column.
      for (const line of name.slice(1)) out.push(`${line} | ${INDENT} | ${INDENT}`);
      return;
    }
    case 'detail':
      // Too long for one line (a rate and its tax on 58 mm): the value goes under, on the right.
      if (columns(row.right) > detailRight(cpl) || columns(row.left) + 2 > cpl - detailRight(cpl)) {
        widths('{width:auto}');
        for (const line of wrapped(row.left, cpl - 2)) out.push(`|${INDENT}${line}`);
        for (const line of wrapped(row.right, cpl)) out.push(`${line}|`);
        return;
      }
      widths(`{width:*,${detailRight(cpl)}}`);
      out.push(`${INDENT}${escapeMarkup(printableText(row.left))} | ${escapeMarkup(printableText(row.right))}`);
      return;
    case 'payer':
      widths('{width:auto}');
      out.push('', ...wrapped(row.text, cpl).map((line) => `|^^_${line}_|`), '');
      return;
    case 'amount':
      widths('{width:auto}');
      out.push(`|^^^${escapeMarkup(printableText(row.text))}|`, '');
      return;
    case 'text':
      widths('{width:auto}');
      for (const line of wrapped(row.text, cpl)) out.push(`|${line}`);
      return;
    case 'stamp':
      widths('{width:auto}');
      out.push(
        '{border:line;width:14}',
        `|${INDENT}|`,
        `|${escapeMarkup(printableText(row.text))}|`,
        `|${INDENT}|`,
        `|${INDENT}|`,
      );
      out.push('{border:space;width:auto}');
      return;
    case 'rule':
      widths('{width:auto}');
      out.push('---');
      return;
  }
}
