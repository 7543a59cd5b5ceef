import { describe, expect, it } from 'vitest';
import { receiptDocument } from '../../contract/receipt-document';
import { FIXTURE_ISSUER, fixtureBill } from '../../contract/receipt-document.fixture';
import { type ReceiptTicket, ticketText } from '../../devices/escpos';
import { jobTicket } from './job-ticket';
import type { PrintJobRow } from './print-jobs.repo';

const ticket: ReceiptTicket = {
  kind: 'receipt',
  document: receiptDocument({
    kind: 'receipt',
    bill: fixtureBill({ lines: [{ label: '枝豆', price: 390, quantity: 1 }], receipt: { number: 9 } }),
    issuer: FIXTURE_ISSUER,
    timeZone: 'Asia/Tokyo',
    reprint: false,
  }),
};

function job(reprint: 0 | 1, original: number | null): PrintJobRow {
  return {
    id: 1,
    printer_id: 2,
    original_printer_id: original,
    kind: 'receipt',
    source_key: null,
    order_id: null,
    table_label: 'A-3',
    ticket: JSON.stringify(ticket),
    state: 'queued',
    reprint,
    released: 1,
    attempts: 0,
    last_error: null,
    sent_at: null,
    printed_at: null,
    created_at: 0,
    updated_at: 0,
  };
}

describe('a receipt job as it prints', () => {
  it('prints 再発行 when the queue prints it again (sent before a crash, never confirmed)', () => {
    expect(
      ticketText(
        jobTicket(job(0, null), () => 'レジ'),
        80,
      ),
    ).not.toContain('再発行');
    expect(
      ticketText(
        jobTicket(job(1, null), () => 'レジ'),
        80,
      ),
    ).toContain('再発行');
  });

  it('names no printer on the guest’s paper when the backup printed it', () => {
    expect(
      ticketText(
        jobTicket(job(0, 5), () => 'レジ'),
        80,
      ),
    ).not.toContain('代行');
  });
});
