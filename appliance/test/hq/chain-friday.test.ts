import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HqReport, HqReportResponse, HqShopsResponse } from '../../src/contract/hq-api';
import type { DailyReport } from '../../src/contract/reports';
import type { ApiClient } from '../helpers/api-client';
import { manualClock, pay, reducedRateItem, report, tokyo, visitWith } from '../reports/report-fixtures';
import { moveSession } from '../table-sessions/visit-fixtures';
import {
  billTotal,
  createShop,
  drained,
  enrolBox,
  FAST_UPLOADS,
  type RunningHq,
  startSetUpHq,
  startTestBox,
  startTestPostgres,
  type TestBox,
  type TestPostgres,
} from './chain-fixtures';

/**
 * Three shops of a chain, each its own box, and headquarters on a real PostgreSQL: a Friday of
 * orders, discounts, split payments, a reopened bill, a bill marked paid on the floor, a sale at
 * 04:59 the next morning, a 品切れ and the day's close on each. HQ's figures are the sum of the
 * boxes' own daily reports, to the yen.
 */
const FRIDAY = '2026-10-09';
const SATURDAY = '2026-10-10';

let postgres: TestPostgres;
let hq: RunningHq;
let hqOwner: ApiClient;
const boxes: TestBox[] = [];
const reports: DailyReport[] = [];
let chain: HqReport;

/** One shop's Friday; `n` varies the evening from shop to shop. */
async function friday(box: TestBox, n: number): Promise<void> {
  const clock = manualClock(tokyo(FRIDAY, 17));
  box.deps.clock = clock;
  const staff = await box.staff('staff');
  const owner = await box.staff('owner', { page: true });
  const { karaage, edamame, beer, oolong, soldOut } = box.shop.items;
  const bento = await reducedRateItem(owner, box, 540 + n * 10);

  for (let i = 0; i < 6 + n * 2; i++) {
    clock.set(tokyo(FRIDAY, 17 + (i % 6), (i * 7) % 60));
    const visit = await visitWith(
      box,
      staff,
      [
        { id: karaage, quantity: 1 + (i % 3) },
        { id: beer, quantity: 1 + ((i + n) % 4) },
        ...(i % 2 === 0 ? [{ id: bento, quantity: 1 }] : []),
        ...(i % 3 === 0 ? [{ id: edamame, quantity: 2 }] : []),
      ],
      { guest_count: 2 + (i % 4), child_count: i % 5 === 0 ? 1 : 0 },
    );
    if (i % 4 === 1) {
      const discount = await owner.post('/v1/bill/discount', {
        table_session_id: visit.id,
        kind: 'percent',
        value: 10,
        reason: 'regular',
      });
      expect(discount.status, JSON.stringify(discount.body)).toBe(200);
    }
    clock.set(tokyo(FRIDAY, 18 + (i % 6), (i * 11) % 60));
    const total = await billTotal(staff, visit.id);
    const card = i % 3 === 2 ? Math.floor(total / 3) : 0;
    await pay(
      staff,
      visit.id,
      card > 0
        ? [
            { method: 'card', amount: card },
            { method: 'cash', amount: total - card },
          ]
        : [{ method: i % 2 ? 'qr' : 'cash', amount: total }],
    );
  }

  // Paid in cash, reopened (an item added), paid again by card: one bill, at its second total.
  const reopened = await visitWith(box, staff, [{ id: edamame, quantity: 1 }], { guest_count: 2 });
  clock.set(tokyo(FRIDAY, 21));
  await pay(staff, reopened.id, [{ method: 'cash', amount: await billTotal(staff, reopened.id) }]);
  expect((await moveSession(staff, reopened.id, { status: 1 })).status).toBe(200);
  clock.set(tokyo(FRIDAY, 21, 30));
  await pay(staff, reopened.id, [{ method: 'card', amount: await billTotal(staff, reopened.id) }]);

  // Marked paid on the floor without the register (未記録), never counted.
  const floor = await visitWith(box, staff, [{ id: oolong, quantity: 1 + n }]);
  clock.set(tokyo(FRIDAY, 22));
  expect((await moveSession(staff, floor.id, { status: 2 })).status).toBe(200);

  // 品切れ, then back on sale.
  expect((await staff.post('/v1/menuitem/flag', { id: karaage, flag: 0 })).status).toBe(200);
  expect((await staff.post('/v1/menuitem/flag', { id: soldOut, flag: 1 })).status).toBe(200);

  // 04:59 the next morning is still Friday's.
  const late = await visitWith(box, staff, [{ id: beer, quantity: 2 }], { guest_count: 1 });
  clock.set(tokyo(FRIDAY, 28, 59));
  await pay(staff, late.id, [{ method: 'cash', amount: await billTotal(staff, late.id) }]);

  clock.set(tokyo(SATURDAY, 10));
  const closer = await box.staff('owner', { page: true });
  const close = await closer.post('/v1/report/close', { date: FRIDAY });
  expect(close.status, JSON.stringify(close.body)).toBe(200);
  // By shop, not by which evening ended first (the three run side by side).
  reports[n] = await report(closer, FRIDAY);
}

beforeAll(async () => {
  postgres = await startTestPostgres();
  ({ hq, owner: hqOwner } = await startSetUpHq(postgres));
  for (let n = 0; n < 3; n++) {
    const box = await startTestBox({ hqLink: FAST_UPLOADS });
    boxes.push(box);
    const { code } = await createShop(hqOwner, `さくら${['新宿', '渋谷', '池袋'][n]}店`);
    await enrolBox(box, hq.url, code);
  }
  // The three evenings run side by side, as the shops do.
  await Promise.all(boxes.map((box, n) => friday(box, n)));
  for (const box of boxes) await drained(box);
  const res = await hqOwner.get<HqReportResponse>('/hq/v1/report', { from: FRIDAY });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  chain = res.body.report;
}, 120_000);

afterAll(async () => {
  for (const box of boxes) await box.stop();
  await hq?.close();
  await postgres?.stop();
});

const sum = (pick: (figures: DailyReport['figures']) => number) => reports.reduce((total, r) => total + pick(r.figures), 0);

describe('headquarters: a Friday of three shops', () => {
  it("sales, bills, guests and discounts equal the sum of the boxes' own reports", () => {
    expect(sum((f) => f.sales)).toBeGreaterThan(30_000);
    expect(chain.totals.sales).toBe(sum((f) => f.sales));
    expect(chain.totals.subtotal).toBe(sum((f) => f.subtotal));
    expect(chain.totals.discount_total).toBe(sum((f) => f.discount_total));
    expect(chain.totals.bills).toBe(sum((f) => f.bills));
    expect(chain.totals.guests).toBe(sum((f) => f.guests.total));
    expect(chain.totals.unknown_bills).toBe(sum((f) => f.guests.unknown_bills));
  });

  it("taxes per rate and payments per method equal the boxes' to the yen", () => {
    for (const rate of chain.totals.rates) {
      const boxRates = reports.map((r) => r.figures.rates.find((x) => x.rate === rate.rate) ?? { total: 0, tax: 0, ex_tax: 0 });
      expect(rate.total, `${rate.rate}%`).toBe(boxRates.reduce((t, r) => t + r.total, 0));
      expect(rate.tax, `${rate.rate}%`).toBe(boxRates.reduce((t, r) => t + r.tax, 0));
      expect(rate.ex_tax, `${rate.rate}%`).toBe(boxRates.reduce((t, r) => t + r.ex_tax, 0));
    }
    expect(chain.totals.rates.find((r) => r.rate === 8)!.tax).toBeGreaterThan(0);
    for (const payment of chain.totals.payments) {
      const boxSide = reports.map((r) => r.figures.payments.find((p) => p.method === payment.method)!);
      expect(payment.amount, payment.method).toBe(boxSide.reduce((t, p) => t + p.amount, 0));
      expect(payment.count, payment.method).toBe(boxSide.reduce((t, p) => t + p.count, 0));
    }
    expect(chain.totals.payments.find((p) => p.method === 'unrecorded')!.count).toBe(3);
  });

  it("each shop's line is its own report; hours and the top items add up", () => {
    expect(chain.shops.map((s) => s.sales)).toEqual(reports.map((r) => r.figures.sales));
    expect(chain.shops.map((s) => s.bills)).toEqual(reports.map((r) => r.figures.bills));
    for (const hour of chain.hours) {
      const boxSide = reports.map((r) => r.figures.hours.find((h) => h.hour === hour.hour)!);
      expect(hour.sales, `${hour.hour}時`).toBe(boxSide.reduce((t, h) => t + h.sales, 0));
    }
    expect(chain.hours.find((h) => h.hour === 4)!.bills).toBe(3);
    expect(chain.days).toEqual([{ date: FRIDAY, sales: chain.totals.sales, bills: chain.totals.bills }]);
    const karaage = chain.items.find((item) => item.label === '若鶏の唐揚げ')!;
    const boxKaraage = reports.map((r) => r.figures.items.find((item) => item.label === '若鶏の唐揚げ')!);
    expect(karaage.amount).toBe(boxKaraage.reduce((t, i) => t + i.amount, 0));
  });

  it("every shop's close arrived, and HQ's sums match what each box froze", () => {
    expect(chain.closes).toHaveLength(3);
    for (const close of chain.closes) expect(close).toMatchObject({ date: FRIDAY, matches: true });
    expect(chain.closes.map((c) => c.box_sales)).toEqual(reports.map((r) => r.figures.sales));
  });

  it('the shops list shows each box linked, seen, with nothing queued', async () => {
    const res = await hqOwner.get<HqShopsResponse>('/hq/v1/shops');
    expect(res.status).toBe(200);
    expect(res.body.shops).toHaveLength(3);
    for (const shop of res.body.shops) {
      expect(shop).toMatchObject({ state: 'linked', queued: 0, code_expires_at: null });
      expect(shop.last_seen_at).not.toBeNull();
      expect(shop.last_seq).toBeGreaterThan(10);
    }
  });

  it('the chain CSV carries every shop and the total', async () => {
    const res = await hqOwner.get<string>('/hq/v1/report/csv', { from: FRIDAY });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    for (const shop of chain.shops) expect(res.body).toContain(`${shop.name},${shop.sales},`);
    expect(res.body).toContain(`合計,${chain.totals.sales},`);
  });
});
