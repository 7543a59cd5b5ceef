import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { ReceiptPrintResponse } from '../../src/contract/receipts';
import { receipts } from '../../src/db/schema';
import { startFakePrinter } from '../../src/devices/fake-printer';
import type { FakePrinter } from '../../src/devices/fake-printer/types';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addPrinter } from '../printing/printer-fixtures';
import { moveSession } from '../table-sessions/visit-fixtures';
import { addTaxedItem, payInCash, RECEIPT_PRINTING, setUpReceipts, visitWith } from './receipt-fixtures';

const fakes: FakePrinter[] = [];
const boxes: TestBox[] = [];
afterAll(async () => {
  for (const box of boxes) await box.close();
  for (const fake of fakes) await fake.close();
  if (boxes[0]) fs.rmSync(boxes[0].dataDir, { recursive: true, force: true });
});

describe('receipt numbers: gapless across restarts, a repaid visit gets the next one', () => {
  it('pays, restarts on the same data dir, pays more: 1..n with no gap, each printed with its own number', async () => {
    const fake = await startFakePrinter({ family: 'epson' });
    fakes.push(fake);
    const first = await startTestBox({ printing: RECEIPT_PRINTING });
    boxes.push(first);
    const owner = await first.staff('owner', { page: true });
    let staff = await first.staff('staff');
    const printerId = addPrinter(first, { name: 'レジ', port: fake.port });
    await setUpReceipts(first, owner, printerId);
    const item = await addTaxedItem(first, owner, '刺身盛り合わせ', 1_800, 10);

    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const session = await visitWith(first, staff, [{ id: item, quantity: 1 }]);
      numbers.push((await payInCash(staff, session, 1_800)).receipt!.number);
    }
    // A visit reopened and paid again: its first number stays voided, it takes the next.
    const reopened = await visitWith(first, staff, [{ id: item, quantity: 1 }]);
    numbers.push((await payInCash(staff, reopened, 1_800)).receipt!.number);
    await moveSession(staff, reopened.id, { status: 1 });
    numbers.push((await payInCash(staff, reopened, 1_800)).receipt!.number);
    await first.close();

    const again = await startTestBox({ dataDir: first.dataDir, seed: false, printing: RECEIPT_PRINTING });
    boxes.push(again);
    staff = await again.staff('staff');
    const last = [];
    for (let i = 0; i < 2; i++) {
      const session = await visitWith(again, staff, [{ id: item, quantity: 1 }]);
      const bill = await payInCash(staff, session, 1_800);
      numbers.push(bill.receipt!.number);
      last.push(session);
    }
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const rows = again.deps.db.select().from(receipts).all();
    expect(rows.map((r) => r.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(rows.filter((r) => r.voided_at !== null).map((r) => r.number)).toEqual([4]);

    const res = await staff.post<ReceiptPrintResponse>('/v1/receipt/print', {
      table_session_id: last[1]!.id,
      document: 'receipt',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [ticket] = await fake.waitForTickets(1, 8_000);
    expect(ticket!.text).toContain('No. 000007');
  });
});
