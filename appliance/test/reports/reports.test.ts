import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bill } from '../../src/contract/bills';
import type { ErrorBody } from '../../src/contract/errors';
import type { DailyReport } from '../../src/contract/reports';
import { corrections, tableSessions } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { moveSession } from '../table-sessions/visit-fixtures';
import { manualClock, pay, reducedRateItem, report, tokyo, visitWith } from './report-fixtures';

/** A Friday, the Friday before it, and the Saturday after. */
const DAY = '2026-10-09';
const WEEK_BEFORE = '2026-10-02';
const NEXT = '2026-10-10';

let box: TestBox;
let staff: ApiClient;
let owner: ApiClient;
const clock = manualClock(tokyo(DAY, 18));
const bills: Bill[] = [];
let reopenedId = 0;
let day: DailyReport;

beforeAll(async () => {
  box = await startTestBox();
  box.deps.clock = clock;
  staff = await box.staff('staff');
  owner = await box.staff('owner', { page: true });
  const { karaage, edamame, beer, oolong } = box.shop.items;
  const bento = await reducedRateItem(owner, box, 540);

  // A week before: one bill, two guests.
  const before = await visitWith(box, staff, [{ id: karaage, quantity: 1 }], { guest_count: 2 });
  clock.set(tokyo(WEEK_BEFORE, 19));
  await pay(staff, before.id, [{ method: 'cash', amount: 680 }]);

  // A: 唐揚げ x2 (10%) and a 弁当 (8%), ¥100 off the bill, three guests (a child), cash and card.
  const a = await visitWith(
    box,
    staff,
    [
      { id: karaage, quantity: 2 },
      { id: bento, quantity: 1 },
    ],
    { guest_count: 3, child_count: 1 },
  );
  const discount = await owner.post('/v1/bill/discount', {
    table_session_id: a.id,
    kind: 'amount',
    value: 100,
    reason: 'regular',
  });
  expect(discount.status, JSON.stringify(discount.body)).toBe(200);
  clock.set(tokyo(DAY, 19));
  bills.push(
    await pay(staff, a.id, [
      { method: 'cash', amount: 1_000, tendered: 2_000 },
      { method: 'card', amount: 800 },
    ]),
  );

  // B: 生ビール x2, one taken back (取消 of a part), paid by QR.
  const b = await visitWith(box, staff, [{ id: beer, quantity: 2 }], { guest_count: 2 });
  const lines = await staff.get<{ list: { data: { id: number }[] } }>('/v1/orderitem/get/list', { includeSession: [b.id] });
  const cancel = await staff.post('/v1/orderitem/cancel', { id: lines.body.list.data[0]?.id, quantity: 1, reason: 'customer' });
  expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
  box.deps.db
    .update(corrections)
    .set({ at: tokyo(DAY, 19, 30) })
    .where(eq(corrections.table_session_id, b.id))
    .run();
  clock.set(tokyo(DAY, 20));
  bills.push(await pay(staff, b.id, [{ method: 'qr', amount: 550 }]));

  // C: paid in cash, reopened, paid again by card: one bill.
  const c = await visitWith(box, staff, [{ id: edamame, quantity: 1 }]);
  clock.set(tokyo(DAY, 21));
  await pay(staff, c.id, [{ method: 'cash', amount: 390 }]);
  expect((await moveSession(staff, c.id, { status: 1 })).status).toBe(200);
  clock.set(tokyo(DAY, 21, 30));
  bills.push(await pay(staff, c.id, [{ method: 'card', amount: 390 }]));
  reopenedId = c.id;

  // F: marked paid on the floor without the register (未記録).
  const f = await visitWith(box, staff, [{ id: oolong, quantity: 1 }]);
  expect((await moveSession(staff, f.id, { status: 2 })).status).toBe(200);
  box.deps.db
    .update(tableSessions)
    .set({ ended_at: tokyo(DAY, 22) })
    .where(eq(tableSessions.id, f.id))
    .run();

  // D: paid at 04:59 the next morning: still the Friday. E: at 05:00, the Saturday.
  const d = await visitWith(box, staff, [{ id: karaage, quantity: 1 }]);
  clock.set(tokyo(DAY, 28, 59));
  bills.push(await pay(staff, d.id, [{ method: 'cash', amount: 680 }]));
  const e = await visitWith(box, staff, [{ id: edamame, quantity: 1 }]);
  clock.set(tokyo(DAY, 29));
  await pay(staff, e.id, [{ method: 'card', amount: 390 }]);

  clock.set(tokyo(NEXT, 12));
  // The next day: the page grant of the evening before (12 h on the box's clock) has run out.
  owner = await box.staff('owner', { page: true });
  day = await report(owner, DAY);
});
afterAll(() => box.stop());

describe('report.daily: a business day of paid visits', () => {
  it('sales, bills, guests and 客単価: the reopened visit once, 04:59 in, 05:00 out, the floor-paid visit in', () => {
    expect(day).toMatchObject({ from: DAY, to: DAY, closed: null });
    expect(day.figures).toMatchObject({
      sales: 1_800 + 550 + 390 + 330 + 680,
      subtotal: 1_900 + 550 + 390 + 330 + 680,
      discount_total: 100,
      bills: 5,
      guests: { adults: 4, children: 1, total: 5, unknown_bills: 3 },
      average_per_guest: Math.round(3_750 / 5),
      discounts: { count: 1, amount: 100 },
      cancellations: { count: 1, amount: 550 },
      open: { count: 0, amount: 0 },
    });
  });

  it('taxes per rate: the sums of each receipt’s own taxes', () => {
    const floorPaid = { 10: { total: 330, tax: 30 }, 8: { total: 0, tax: 0 } };
    for (const rate of [10, 8] as const) {
      const fromBills = bills.flatMap((b) => b.rates.filter((r) => r.rate === rate));
      const total = fromBills.reduce((s, r) => s + r.total, 0) + floorPaid[rate].total;
      const tax = fromBills.reduce((s, r) => s + r.tax, 0) + floorPaid[rate].tax;
      expect(day.figures.rates.find((r) => r.rate === rate)).toEqual({ rate, total, tax, ex_tax: total - tax });
    }
    expect(day.figures.rates.find((r) => r.rate === 8)?.total).toBeGreaterThan(0);
  });

  it('payments by method: the split, the voided cash of the reopened visit left out, 未記録', () => {
    expect(day.figures.payments).toEqual([
      { method: 'cash', count: 2, amount: 1_000 + 680 },
      { method: 'card', count: 2, amount: 800 + 390 },
      { method: 'qr', count: 1, amount: 550 },
      { method: 'other', count: 0, amount: 0 },
      { method: 'unrecorded', count: 1, amount: 330 },
    ]);
  });

  it('hours, genres and top items', () => {
    const hour = (h: number) => day.figures.hours.find((x) => x.hour === h);
    expect(day.figures.hours.map((h) => h.hour).slice(0, 2)).toEqual([5, 6]);
    expect(hour(19)).toEqual({ hour: 19, sales: 1_800, bills: 1 });
    expect(hour(21)).toEqual({ hour: 21, sales: 390, bills: 1 });
    expect(hour(4)).toEqual({ hour: 4, sales: 680, bills: 1 });
    expect(day.figures.genres.map((g) => [g.label, g.quantity, g.amount])).toEqual([
      ['フード', 5, 1_360 + 540 + 390 + 680],
      ['アルコール', 1, 550],
      ['ソフトドリンク', 1, 330],
    ]);
    expect(day.figures.items[0]).toMatchObject({ label: '若鶏の唐揚げ', quantity: 3, amount: 2_040 });
  });

  it('compare: the same weekday a week before', () => {
    expect(day.compare).toEqual({
      from: WEEK_BEFORE,
      to: WEEK_BEFORE,
      headline: { sales: 680, bills: 1, guests: 2, average_per_guest: 340, discounts: 0, cancellations: 0 },
    });
  });

  it('a range of days adds them up (the 05:00 bill of the Saturday joins)', async () => {
    const both = await report(owner, DAY, NEXT);
    expect(both.figures).toMatchObject({ sales: 3_750 + 390, bills: 6 });
    expect(both.closed).toBeNull();
    expect(both.compare).toMatchObject({ from: WEEK_BEFORE, to: '2026-10-03', headline: { sales: 680, bills: 1 } });
    const bad = await owner.get('/v1/report/daily', { from: NEXT, to: DAY });
    expect(bad.status).toBe(400);
  });
});

describe('report.csv', () => {
  it('bills: BOM, CRLF, the header, one row per bill with taxes and payments', async () => {
    // Raw bytes: fetch's text() would drop the BOM Excel needs.
    const res = await fetch(`${box.url}/v1/report/csv?from=${DAY}&kind=bills`, {
      headers: { cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain(`filename="sales-bills-${DAY}.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.split('\r\n').length).toBe(1 + 5 + 1);
    const rows: Record<string, string>[] = parse(text, { bom: true, columns: true });
    expect(Object.keys(rows[0] ?? {})).toEqual([
      '会計番号',
      '営業日',
      '会計日時',
      'テーブル',
      '大人',
      '子供',
      '小計',
      '割引',
      '合計',
      '10%対象',
      '10%消費税',
      '8%対象',
      '8%消費税',
      '支払方法',
      '現金',
      'カード',
      'QR',
      'その他',
    ]);
    expect(rows).toHaveLength(5);
    const a = bills[0]!;
    expect(rows[0]).toMatchObject({
      会計番号: String(a.receipt?.number),
      営業日: DAY,
      会計日時: `${DAY} 19:00`,
      大人: '2',
      子供: '1',
      小計: '1900',
      割引: '100',
      合計: '1800',
      '8%対象': String(a.rates.find((r) => r.rate === 8)?.total),
      支払方法: '現金・カード',
      現金: '1000',
      カード: '800',
    });
    expect(rows.find((r) => r.合計 === '330')).toMatchObject({ 支払方法: '未記録', 会計番号: '' });
    expect(rows.at(-1)).toMatchObject({ 営業日: DAY, 会計日時: `2026-10-10 04:59` });
  });

  it('lines: one row per line, the cancelled part marked 取消', async () => {
    const res = await owner.get<string>('/v1/report/csv', { from: DAY, kind: 'lines' });
    expect(res.headers.get('content-disposition')).toContain(`sales-lines-${DAY}.csv`);
    const rows: Record<string, string>[] = parse(res.body, { bom: true, columns: true });
    expect(Object.keys(rows[0] ?? {})).toEqual([
      '営業日',
      '会計番号',
      'テーブル',
      '注文日時',
      '商品',
      'オプション',
      'ジャンル',
      '税率',
      '単価',
      '数量',
      '金額',
      '状態',
    ]);
    const beer = rows.filter((r) => r.商品 === '生ビール');
    expect(beer.map((r) => [r.数量, r.金額, r.状態]).sort()).toEqual([
      ['1', '0', '取消'],
      ['1', '550', ''],
    ]);
    expect(rows.find((r) => r.商品 === '持ち帰り弁当')).toMatchObject({ 税率: '8%', 金額: '540', ジャンル: 'フード' });
  });

  it('refusals keep the JSON envelope', async () => {
    const res = await staff.get<ErrorBody>('/v1/report/csv', { from: DAY, kind: 'bills' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('PAGE_AUTH_REQUIRED');
  });
});

describe('report.close: 日計', () => {
  it('refuses while a visit of the day is unpaid, and a day not begun', async () => {
    const open = await visitWith(box, staff, [{ id: box.shop.items.edamame, quantity: 1 }]);
    box.deps.db
      .update(tableSessions)
      .set({ created_at: tokyo(NEXT, 18) })
      .where(eq(tableSessions.id, open.id))
      .run();
    clock.set(tokyo(NEXT, 23));
    const res = await owner.post<ErrorBody>('/v1/report/close', { date: NEXT });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({
      code: 'DAY_HAS_OPEN_BILLS',
      message: '未会計のテーブルがあります。お会計を済ませてから締めてください。',
    });
    expect((await report(owner, NEXT)).figures.open).toEqual({ count: 1, amount: 390 });
    const future = await owner.post<ErrorBody>('/v1/report/close', { date: '2026-10-11' });
    expect(future.status).toBe(400);
  });

  it('freezes the figures: later changes do not move them; twice answers the same close', async () => {
    const res = await owner.post<{ report: DailyReport }>('/v1/report/close', { date: DAY });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.report.closed).toEqual({ closed_at: tokyo(NEXT, 23), staff_name: 'オーナー' });
    expect(res.body.report.figures).toEqual(day.figures);

    // A visit slipped into the closed day behind the report's back: the day's figures stay as closed.
    const late = await visitWith(box, staff, [{ id: box.shop.items.beer, quantity: 1 }]);
    expect((await moveSession(staff, late.id, { status: 2 })).status).toBe(200);
    box.deps.db
      .update(tableSessions)
      .set({ ended_at: tokyo(DAY, 23) })
      .where(eq(tableSessions.id, late.id))
      .run();
    const after = await report(owner, DAY);
    expect(after.figures).toEqual(day.figures);
    expect(after.closed?.closed_at).toBe(tokyo(NEXT, 23));
    expect((await report(owner, WEEK_BEFORE, DAY)).figures.bills).toBe(1 + 5 + 1);

    clock.set(tokyo(NEXT, 23, 30));
    const again = await owner.post<{ report: DailyReport }>('/v1/report/close', { date: DAY });
    expect(again.body.report.closed?.closed_at).toBe(tokyo(NEXT, 23));
  });

  it('a closed day’s bill cannot be reopened, nor a bill paid into it (DAY_CLOSED)', async () => {
    const reopen = await moveSession(staff, reopenedId, { status: 1 });
    expect(reopen.status).toBe(409);
    expect((reopen.body as unknown as ErrorBody).error.code).toBe('DAY_CLOSED');

    const v = await visitWith(box, staff, [{ id: box.shop.items.edamame, quantity: 1 }]);
    clock.set(tokyo(DAY, 23, 45));
    const paid = await staff.post<ErrorBody>('/v1/bill/pay', {
      table_session_id: v.id,
      payments: [{ method: 'cash', amount: 390 }],
    });
    expect(paid.status).toBe(409);
    expect(paid.body.error).toEqual({ code: 'DAY_CLOSED', message: '締め済みの営業日のお会計は変更できません。' });
    // Nor marked paid on the floor (お会計済みにする) into it.
    const floor = await moveSession(staff, v.id, { status: 2 });
    expect(floor.status).toBe(409);
    expect((floor.body as unknown as ErrorBody).error.code).toBe('DAY_CLOSED');
    // The next business day is open.
    clock.set(tokyo(NEXT, 23, 50));
    const next = await staff.post('/v1/bill/pay', { table_session_id: v.id, payments: [{ method: 'cash', amount: 390 }] });
    expect(next.status).toBe(200);
  });
});
