import type { ReceiptRow } from '../../contract/receipt-document';
import { markupText } from './printable-text';
import type { ReceiptTicket } from './ticket';

/** The right column of a detail row: on 80 mm （内消費税 ￥12,345） fits, on 58 mm an amount. */
function detailRight(cpl: number): number {
  return cpl >= 48 ? 22 : 12;
}

/** Full-width space: receiptline trims ASCII spaces at a column's edge, not this one. */
const INDENT = '\u3000';

type Layout = 'auto' | 'pair' | 'detail' | 'item';

/** Columns a text takes on paper: ASCII and half-width kana 1, anything else 2. */
function columns(text: string): number {
  let n = 0;
  for (const char of text) n += /[\u0020-\u007e\uff61-\uff9f]/.test(char) ? 1 : 2;
  return n;
}

/**
 * The receiptline document of a レシート, 領収書 or お会計票: each row of the shared document
 * (contract/receipt-document.ts) as markup, every text escaped, with the column widths a row needs
 * on this paper. Amounts stay on the right; on 58 mm a rate's tax goes to its own line.
 */
export function receiptTicketDocument(ticket: ReceiptTicket, cpl: number): string[] {
  const out: string[] = [];
  let layout: Layout = 'auto';
  const widths = (next: Layout) => {
    if (layout === next) return;
    layout = next;
    if (next === 'auto') out.push('{width:auto}');
    else if (next === 'pair') out.push(`{width:*,${cpl >= 48 ? 16 : 12}}`);
    else if (next === 'detail') out.push(`{width:*,${detailRight(cpl)}}`);
    else out.push(cpl >= 48 ? '{width:*,5,13}' : '{width:*,3,11}');
  };
  const { document } = ticket;
  if (document.reprint || ticket.reprint) out.push('|^^"再発行"|');
  for (const row of document.rows) rowMarkup(row, cpl, widths, out);
  widths('auto');
  out.push('=');
  return out;
}

function rowMarkup(row: ReceiptRow, cpl: number, widths: (layout: Layout) => void, out: string[]): void {
  switch (row.kind) {
    case 'shop':
      widths('auto');
      out.push(`|^^${markupText(row.text)}|`);
      return;
    case 'center':
      widths('auto');
      out.push(`|${markupText(row.text)}|`);
      return;
    case 'title':
      widths('auto');
      out.push('', `|^^^${markupText(row.text)}|`, '');
      return;
    case 'pair':
      widths('pair');
      out.push(
        row.total
          ? `^^${markupText(row.left)} | ^^${markupText(row.right)}`
          : `${markupText(row.left) || INDENT} | ${markupText(row.right)}`,
      );
      return;
    case 'item':
      widths('item');
      out.push(`${markupText(row.name)}${row.reduced ? ' ※' : ''} | ${row.quantity} | ${markupText(row.amount)}`);
      return;
    case 'detail':
      // Too long for one line (a rate and its tax on 58 mm): the value goes under, on the right.
      if (columns(row.right) > detailRight(cpl) || columns(row.left) + 2 > cpl - detailRight(cpl)) {
        widths('auto');
        out.push(`|${INDENT}${markupText(row.left)}`, `${markupText(row.right)}|`);
        return;
      }
      widths('detail');
      out.push(`${INDENT}${markupText(row.left)} | ${markupText(row.right)}`);
      return;
    case 'payer':
      widths('auto');
      out.push('', `|^^_${markupText(row.text)}_|`, '');
      return;
    case 'amount':
      widths('auto');
      out.push(`|^^^${markupText(row.text)}|`, '');
      return;
    case 'text':
      widths('auto');
      out.push(`|${markupText(row.text)}`);
      return;
    case 'stamp':
      widths('auto');
      out.push('{border:line;width:14}', `|${INDENT}|`, `|${markupText(row.text)}|`, `|${INDENT}|`, `|${INDENT}|`);
      out.push('{border:space;width:auto}');
      return;
    case 'rule':
      widths('auto');
      out.push('---');
      return;
  }
}
