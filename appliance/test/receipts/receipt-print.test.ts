import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillPayResponse } from '../../src/contract/bills';
import type { ErrorBody } from '../../src/contract/errors';
import type { ReceiptPrintResponse } from '../../src/contract/receipts';
import { printJobs } from '../../src/db/schema';
import { startFakePrinter } from '../../src/devices/fake-printer';
import type { FakePrinter } from '../../src/devices/fake-printer/types';
import { SETTING } from '../../src/shared/shop-settings';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addPrinter } from '../printing/printer-fixtures';
import { moveSession } from '../table-sessions/visit-fixtures';
import { addTaxedItem, COMPANY, payInCash, RECEIPT_PRINTING, setUpReceipts, visitWith } from './receipt-fixtures';

let box: TestBox;
let owner: ApiClient;
let staff: ApiClient;
let fake: FakePrinter;
let printerId: number;
let course: number;
let bento: number;

beforeAll(async () => {
  box = await startTestBox({ printing: RECEIPT_PRINTING });
  owner = await box.staff('owner', { page: true });
  staff = await box.staff('staff');
  fake = await startFakePrinter({ family: 'epson' });
  printerId = addPrinter(box, { name: 'レジ', port: fake.port });
  await setUpReceipts(box, owner, printerId);
  course = await addTaxedItem(box, owner, '宴会コース', 13_582, 10);
  bento = await addTaxedItem(box, owner, 'お持ち帰り弁当', 1_080, 8);
});
afterAll(async () => {
  await box.stop();
  await fake.close();
});

const errorOf = (body: unknown) => (body as ErrorBody).error;
const print = (body: Record<string, unknown>) => staff.post<ReceiptPrintResponse>('/v1/receipt/print', body);

/** The next ticket the fake printer decodes, as text. */
async function nextTicket(): Promise<string> {
  const count = fake.tickets().length + 1;
  const tickets = await fake.waitForTickets(count, 8_000);
  return tickets[count - 1]!.text;
}

describe('receipt.print: レシート, 領収書 and お会計票 on the receipt printer', () => {
  it('a paid visit: the レシート carries its number, 登録番号, ※ lines and the tax of each rate; the 2nd copy says 再発行', async () => {
    const session = await visitWith(box, staff, [
      { id: course, quantity: 2 },
      { id: bento, quantity: 1 },
    ]);
    const paid = await payInCash(staff, session, 28_244, 30_000);
    expect(paid.receipt).not.toBeNull();
    const number = String(paid.receipt!.number).padStart(6, '0');

    const first = await print({ table_session_id: session.id, document: 'receipt' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.bill.receipt).toMatchObject({ number: paid.receipt!.number, print_count: 1 });
    const text = await nextTicket();
    expect(text).toContain(`No. ${number}`);
    expect(text).toContain('登録番号 T1234567890123');
    expect(text).toContain('株式会社スマ');
    expect(text).toMatch(/お持ち帰り弁当 ※/);
    // 10%: 27,164, tax once for the rate: 2,469. 8%: 1,080, tax 80.
    expect(text).toMatch(/10%対象 ￥27,164\s+（内消費税 ￥2,469）/);
    expect(text).toMatch(/8%対象 ￥1,080\s+（内消費税 ￥80）/);
    expect(text).toContain('※は軽減税率対象');
    expect(text).toMatch(/お釣り\s+￥1,756/);
    expect(text).toContain('またのお越しをお待ちしております。');
    expect(text).not.toContain('再発行');

    const second = await print({ table_session_id: session.id, document: 'receipt' });
    expect(second.body.bill.receipt?.print_count).toBe(2);
    const copy = await nextTicket();
    expect(copy).toContain('再発行');
    expect(copy).toContain(`No. ${number}`);
  });

  it('領収書: the payer name kept on the receipt, 但し書き, the amount and 上記正に領収いたしました; 上様 when none', async () => {
    const session = await visitWith(box, staff, [{ id: course, quantity: 1 }]);
    await payInCash(staff, session, 13_582);
    const res = await print({
      table_session_id: session.id,
      document: 'invoice',
      payer_name: '山田商事株式会社',
      proviso: '会議費として',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.bill.receipt).toMatchObject({ payer_name: '山田商事株式会社', print_count: 1 });
    const text = await nextTicket();
    expect(text).toContain('領収書');
    expect(text).toContain('山田商事株式会社 様');
    expect(text).toContain('￥13,582-');
    expect(text).toContain('但し 会議費として');
    expect(text).toContain('上記正に領収いたしました');
    expect(text).toContain('登録番号 T1234567890123');

    const other = await visitWith(box, staff, [{ id: bento, quantity: 1 }]);
    await payInCash(staff, other, 1_080);
    await print({ table_session_id: other.id, document: 'invoice' });
    const plain = await nextTicket();
    // 上様 is already the honorific: never 「上様 様」.
    expect(plain).toMatch(/^\s*上様\s*$/m);
    expect(plain).not.toContain('上様 様');
    expect(plain).toContain('但し お食事代として');
  });

  it('領収書 of a bill paid three ways, with a long address: each line breaks at a space, never mid-word', async () => {
    const address = '〒150-0000 東京都渋谷区道玄坂9-99-9 すまやビル1階';
    box.deps.settings.set(SETTING.company, { ...COMPANY, address });
    try {
      const session = await visitWith(box, staff, [{ id: course, quantity: 1 }]);
      const paid = await staff.post<BillPayResponse>('/v1/bill/pay', {
        table_session_id: session.id,
        payments: [
          { method: 'cash', amount: 3_582, tendered: 4_000 },
          { method: 'card', amount: 5_000 },
          { method: 'qr', amount: 5_000 },
        ],
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      await print({ table_session_id: session.id, document: 'invoice', payer_name: '山田商事株式会社' });
      const text = await nextTicket();
      const lines = text.split('\n').map((line) => line.trim());
      expect(lines).toContain('〒150-0000 東京都渋谷区道玄坂9-99-9');
      expect(lines).toContain('すまやビル1階');
      expect(text).toMatch(/お支払い\s+現金・カード・QR決済\n/);
      expect(text).toContain('山田商事株式会社 様');
    } finally {
      box.deps.settings.set(SETTING.company, COMPANY);
    }
  });

  it('a split bill: each payer gets a 領収書 of their own payment, amount from the box; a bad payment id prints nothing', async () => {
    const session = await visitWith(box, staff, [
      { id: course, quantity: 1 },
      { id: bento, quantity: 1 },
    ]);
    // ¥14,662: ¥13,582 at 10%, ¥1,080 at 8%.
    const paid = await staff.post<BillPayResponse>('/v1/bill/pay', {
      table_session_id: session.id,
      payments: [
        { method: 'card', amount: 7_331 },
        { method: 'cash', amount: 7_331, tendered: 10_000 },
      ],
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [card, cash] = paid.body.bill.payments;
    const before = fake.tickets().length;

    const first = await print({ table_session_id: session.id, document: 'invoice', payment_id: card!.id, payer_name: '佐藤' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const text = await nextTicket();
    expect(text).toContain('佐藤 様');
    expect(text).toContain('￥7,331-');
    expect(text).not.toContain('￥14,662-');
    expect(text).toContain('（お会計 ￥14,662 のうち）');
    expect(text).toMatch(/お支払い\s+カード\n/);
    // Its share of each rate: ¥6,791 at 10% and ¥540 at 8%, each taxed once.
    expect(text).toMatch(/10%対象 ￥6,791\s+（内消費税 ￥617）/);
    expect(text).toMatch(/8%対象 ￥540\s+（内消費税 ￥40）/);
    expect(text).not.toContain('再発行');

    await print({ table_session_id: session.id, document: 'invoice', payment_id: cash!.id });
    const second = await nextTicket();
    expect(second).toContain('￥7,331-');
    expect(second).toMatch(/お支払い\s+現金\n/);
    expect(second).toMatch(/^\s*上様\s*$/m);
    expect(second).not.toContain('再発行');
    // The visit's 宛名 is the whole bill's, untouched by a payer's.
    const bill = await staff.get<ReceiptPrintResponse>('/v1/bill/show', { table_session_id: session.id });
    expect(bill.body.bill.receipt?.payer_name).toBeNull();

    // Another visit's payment, an unknown one, or a payer's id on a レシート: refused, nothing printed.
    const other = await visitWith(box, staff, [{ id: bento, quantity: 1 }]);
    const otherPaid = await payInCash(staff, other, 1_080);
    const jobs = () => box.deps.db.select().from(printJobs).where(eq(printJobs.kind, 'receipt')).all().length;
    const jobCount = jobs();
    for (const bad of [otherPaid.payments[0]!.id, 999_999]) {
      const res = await print({ table_session_id: session.id, document: 'invoice', payment_id: bad });
      expect(res.status).toBe(404);
    }
    const onReceipt = await print({ table_session_id: session.id, document: 'receipt', payment_id: card!.id });
    expect(onReceipt.status).toBe(400);
    expect(jobs()).toBe(jobCount);
    expect(fake.tickets().length).toBe(before + 2);
  });

  it('お会計票 for an open visit: no number, no payments; a レシート for it is RECEIPT_NOT_ISSUED', async () => {
    const session = await visitWith(box, staff, [{ id: course, quantity: 1 }]);
    const slip = await print({ table_session_id: session.id, document: 'slip' });
    expect(slip.status, JSON.stringify(slip.body)).toBe(200);
    expect(slip.body.bill.receipt).toBeNull();
    const text = await nextTicket();
    expect(text).toContain('お会計票');
    expect(text).not.toContain('No. ');
    expect(text).toMatch(/10%対象 ￥13,582/);

    for (const document of ['receipt', 'invoice']) {
      const refused = await print({ table_session_id: session.id, document });
      expect(refused.status).toBe(409);
      expect(errorOf(refused.body)).toEqual({
        code: 'RECEIPT_NOT_ISSUED',
        message: 'お会計が済んでいないため、レシートを発行できません。',
      });
    }
  });

  it('a reopened visit has no receipt until paid again, then a new number', async () => {
    const session = await visitWith(box, staff, [{ id: bento, quantity: 1 }]);
    const paid = await payInCash(staff, session, 1_080);
    await moveSession(staff, session.id, { status: 1 });
    const refused = await print({ table_session_id: session.id, document: 'receipt' });
    expect(errorOf(refused.body).code).toBe('RECEIPT_NOT_ISSUED');
    const again = await payInCash(staff, session, 1_080);
    expect(again.receipt!.number).toBeGreaterThan(paid.receipt!.number);
    const res = await print({ table_session_id: session.id, document: 'receipt' });
    expect(res.body.bill.receipt).toMatchObject({ number: again.receipt!.number, print_count: 1 });
    expect(await nextTicket()).toContain(`No. ${String(again.receipt!.number).padStart(6, '0')}`);
  });

  it('the same request_id again prints and counts nothing more', async () => {
    const session = await visitWith(box, staff, [{ id: bento, quantity: 1 }]);
    await payInCash(staff, session, 1_080);
    const request = { table_session_id: session.id, document: 'receipt', request_id: randomUUID() };
    const first = await print(request);
    const retry = await print(request);
    expect(first.body.bill.receipt?.print_count).toBe(1);
    expect(retry.status).toBe(200);
    expect(retry.body.bill.receipt?.print_count).toBe(1);
    const jobs = box.deps.db
      .select()
      .from(printJobs)
      .where(eq(printJobs.source_key, `receipt:${request.request_id}`))
      .all();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: 'receipt', printer_id: printerId });
  });

  it('refuses a bad body (payer name over 40, control characters, unknown document) and a visit that is not there', async () => {
    const session = await visitWith(box, staff, [{ id: bento, quantity: 1 }]);
    await payInCash(staff, session, 1_080);
    for (const bad of [
      { document: 'invoice', payer_name: 'あ'.repeat(41) },
      { document: 'invoice', proviso: 'い'.repeat(41) },
      { document: 'invoice', payer_name: '山田\u0000商事' },
      { document: 'refund' },
      { document: 'receipt', request_id: 'short' },
    ]) {
      const res = await print({ table_session_id: session.id, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const missing = await print({ table_session_id: 999_999, document: 'slip' });
    expect(missing.status).toBe(404);
    const tablet = await box.tablet(session.dining_table_id);
    expect([401, 403]).toContain(
      (await tablet.post('/v1/receipt/print', { table_session_id: session.id, document: 'slip' })).status,
    );
  });

  it('no receipt printer set: NO_RECEIPT_PRINTER, and no copy is counted', async () => {
    const session = await visitWith(box, staff, [{ id: bento, quantity: 1 }]);
    const paid = await payInCash(staff, session, 1_080);
    await setUpReceipts(box, owner, null);
    try {
      const res = await print({ table_session_id: session.id, document: 'receipt' });
      expect(res.status).toBe(409);
      expect(errorOf(res.body)).toEqual({
        code: 'NO_RECEIPT_PRINTER',
        message: 'レシートプリンターが設定されていません。',
      });
      const bill = await staff.get<ReceiptPrintResponse>('/v1/bill/show', { table_session_id: session.id });
      expect(bill.body.bill.receipt).toMatchObject({ number: paid.receipt!.number, print_count: 0 });
    } finally {
      await setUpReceipts(box, owner, printerId);
    }
  });
});
