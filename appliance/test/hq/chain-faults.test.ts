import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateOf } from '../../src/contract/business-day';
import type { DiningTableSaveResponse } from '../../src/contract/dining-tables';
import type { HqReport, HqReportResponse } from '../../src/contract/hq-api';
import type { HqLinkResponse } from '../../src/contract/hq-link';
import type { MenuItemListResponse } from '../../src/contract/menu-items';
import { addDays } from '../../src/contract/report-dates';
import type { DailyReport, ReportDailyResponse } from '../../src/contract/reports';
import type { TableSessionCreateResponse } from '../../src/contract/table-sessions';
import { DEMO_LOGINS } from '../../src/db/seed/demo-shop';
import { startSourceBox } from '../appliance/support/process';
import { ApiClient } from '../helpers/api-client';
import { pay, visitWith } from '../reports/report-fixtures';
import { moveSession } from '../table-sessions/visit-fixtures';
import {
  billTotal,
  crashHq,
  createShop,
  drained,
  enrolBox,
  FAST_UPLOADS,
  type RunningHq,
  restartHq,
  startSetUpHq,
  startTestBox,
  startTestPostgres,
  type TestBox,
  type TestPostgres,
} from './chain-fixtures';
import { type ChaosProxy, startChaosProxy } from './chaos-proxy';

/**
 * Headquarters and the links to it fail the way they do in life, hundreds of times, while three
 * shops take payments: HQ dies mid-transaction (its connections cut, PostgreSQL rolling back),
 * links drop connections half way, PostgreSQL itself is killed, and a fourth shop's box process
 * is SIGKILLed and started again. Afterwards every shop's figures at HQ are its own report's,
 * every fact is held once, in seq order, with no gap.
 */
/**
 * The chaos lasts CHAOS_MS at least, and until FAULTS faults in all (HQ crashes, PostgreSQL and box
 * kills, cut connections) of which HQ_CRASHES crashes of HQ, at most CHAOS_MAX_MS. On a quiet
 * 2-core machine that is about 400 faults in 20 s (a crash and restart of HQ takes about 100 ms);
 * inside the whole suite, with qemu booting the image beside it, everything runs about five times
 * slower (about 200 faults, 80 of them HQ crashes, in 40 s): the minimums hold there too.
 */
const CHAOS_MS = 20_000;
const CHAOS_MAX_MS = 40_000;
const FAULTS = 400;
/** What the run must reach even when it stops at CHAOS_MAX_MS on a loaded machine. */
const MIN_FAULTS = 150;
const HQ_CRASHES = 30;
const TZ = 'Asia/Tokyo';

let postgres: TestPostgres;
let hq: RunningHq;
let databaseUrl: string;
let hqOwner: ApiClient;
const boxes: TestBox[] = [];
const proxies: ChaosProxy[] = [];
let child: Awaited<ReturnType<typeof startSourceBox>>;
const childDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-hq-child-'));
let childProxy: ChaosProxy;
/** The demo shop's own sales before it enrolled: HQ holds what came after. */
let childBefore: DailyReport['figures'];
const tally = { hqCrashes: 0, postgresKills: 0, boxKills: 0, paidInProcess: 0, paidChild: 0 };

const linkCuts = () => proxies.reduce((n, p) => n + p.cuts(), childProxy.cuts());

/** Bills paid one after another until `until`, every seventh paid, reopened and paid again by card. */
async function payBills(box: TestBox, until: () => boolean): Promise<void> {
  const staff = await box.staff('staff');
  const { karaage, beer, edamame } = box.shop.items;
  for (let i = 0; !until(); i++) {
    const visit = await visitWith(
      box,
      staff,
      [
        { id: karaage, quantity: 1 + (i % 2) },
        { id: i % 3 ? beer : edamame, quantity: 1 + (i % 3) },
      ],
      { guest_count: 1 + (i % 4) },
    );
    await pay(staff, visit.id, [{ method: i % 2 ? 'card' : 'cash', amount: await billTotal(staff, visit.id) }]);
    if (i % 7 === 3) {
      expect((await moveSession(staff, visit.id, { status: 1 })).status).toBe(200);
      await pay(staff, visit.id, [{ method: 'card', amount: await billTotal(staff, visit.id) }]);
    }
    tally.paidInProcess += 1;
  }
}

async function childStaff(url: string): Promise<ApiClient> {
  const [owner, , page] = DEMO_LOGINS;
  const client = new ApiClient(url);
  await client.login(owner!.email, owner!.password);
  await client.pageAuth(page!.password);
  return client;
}

/** The fourth shop: its own process, paying bills between the SIGKILLs; a refused or cut call is tried again. */
async function payChildBills(until: () => boolean): Promise<void> {
  let n = 0;
  while (!until()) {
    try {
      const staff = await childStaff(child.url);
      const items = await staff.get<MenuItemListResponse>('/v1/menuitem/get/list', { flags: [1] });
      const item = items.body.list.data.find((i) => i.price > 0)!;
      while (!until()) {
        n += 1;
        const table = await staff.post<DiningTableSaveResponse>('/v1/diningtable/create', {
          label: `卓${n}`,
          name: `chaos-${n}`,
        });
        const visit = await staff.post<TableSessionCreateResponse>('/v1/tablesession/create', {
          dining_table_id: table.body.diningTableId,
        });
        const sessionId = visit.body.tableSession.id;
        const order = await staff.post(
          '/v1/order/create',
          {
            ordersData: { table_session_id: sessionId, dining_table_id: table.body.diningTableId },
            orderItemsData: { items: [{ id: item.id, quantity: 1 + (n % 3) }] },
          },
          { 'idempotency-key': `chaos-${n}` },
        );
        if (order.status !== 200) throw new Error(`order ${order.status}`);
        const total = await billTotal(staff, sessionId);
        const paid = await staff.post('/v1/bill/pay', {
          table_session_id: sessionId,
          payments: [{ method: 'cash', amount: total }],
        });
        if (paid.status !== 200) throw new Error(`pay ${paid.status}`);
        tally.paidChild += 1;
      }
    } catch {
      // The box was killed under the call: the next one goes to the box started again.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function startChild(): Promise<void> {
  child = await startSourceBox(childDir);
}

beforeAll(async () => {
  postgres = await startTestPostgres();
  ({ hq, owner: hqOwner, databaseUrl } = await startSetUpHq(postgres));
  for (let n = 0; n < 3; n++) {
    const box = await startTestBox({ hqLink: FAST_UPLOADS });
    const proxy = await startChaosProxy(hq.port);
    boxes.push(box);
    proxies.push(proxy);
    await enrolBox(box, proxy.url, (await createShop(hqOwner, `店舗${n + 1}`)).code);
  }
  await startChild();
  childProxy = await startChaosProxy(hq.port);
  const code = (await createShop(hqOwner, '店舗4 (別プロセス)')).code;
  const admin = await childStaff(child.url);
  const { from, to } = reportDays();
  childBefore = (await admin.get<ReportDailyResponse>('/v1/report/daily', { from, to })).body.report.figures;
  const enrolled = await admin.post<HqLinkResponse>('/v1/hq-link/enrol', { url: childProxy.url, code });
  expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
}, 120_000);

afterAll(async () => {
  await child?.box.stop('SIGKILL');
  for (const box of boxes) await box.stop();
  for (const proxy of [...proxies, childProxy]) await proxy?.close();
  await hq?.close().catch(() => {});
  await postgres?.stop();
  fs.rmSync(childDir, { recursive: true, force: true });
});

/** The business days around now, on the shops' clock. */
function reportDays(): { from: string; to: string } {
  const today = businessDateOf(Date.now(), TZ);
  return { from: addDays(today, -1), to: addDays(today, 1) };
}

/** What a box's figures gained since `before` (sales, bills, guests, taxes and payments). */
function gained(now: DailyReport['figures'], before: DailyReport['figures']): DailyReport['figures'] {
  return {
    ...now,
    sales: now.sales - before.sales,
    bills: now.bills - before.bills,
    guests: { ...now.guests, total: now.guests.total - before.guests.total },
    rates: now.rates.map((r) => ({ ...r, tax: r.tax - (before.rates.find((b) => b.rate === r.rate)?.tax ?? 0) })),
    payments: now.payments.map((p) => {
      const was = before.payments.find((b) => b.method === p.method)!;
      return { ...p, count: p.count - was.count, amount: p.amount - was.amount };
    }),
  };
}

async function hqReport(shopId: number, from: string, to: string): Promise<HqReport> {
  const res = await hqOwner.get<HqReportResponse>('/hq/v1/report', { from, to, shop_id: shopId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.report;
}

function expectSameFigures(hqSide: HqReport, box: DailyReport['figures'], label: string): void {
  expect(hqSide.totals.sales, label).toBe(box.sales);
  expect(hqSide.totals.bills, label).toBe(box.bills);
  expect(hqSide.totals.guests, label).toBe(box.guests.total);
  for (const rate of box.rates) expect(hqSide.totals.rates.find((r) => r.rate === rate.rate)?.tax, label).toBe(rate.tax);
  for (const payment of box.payments) {
    expect(
      hqSide.totals.payments.find((p) => p.method === payment.method),
      label,
    ).toMatchObject({ count: payment.count, amount: payment.amount });
  }
}

describe('headquarters under faults', () => {
  it('hundreds of faults (HQ crashes, cut links, a killed PostgreSQL, killed boxes): nothing lost, nothing twice, in order', async () => {
    const started = Date.now();
    let done = false;
    const over = () => done;
    for (const proxy of [...proxies, childProxy]) proxy.setCutRate(0.3);
    const drivers = [...boxes.map((box) => payBills(box, over)), payChildBills(over)];

    // The fourth shop's box is SIGKILLed every few seconds, beside the rest.
    const boxKills = (async () => {
      while (!done) {
        await new Promise((resolve) => setTimeout(resolve, 2_000 + Math.random() * 2_000));
        if (done) break;
        await child.box.stop('SIGKILL');
        await startChild();
        tally.boxKills += 1;
      }
    })();
    let nextPostgresKill = started + CHAOS_MS / 3;
    const faults = () => tally.hqCrashes + tally.postgresKills + tally.boxKills + linkCuts();
    while (
      Date.now() - started < CHAOS_MAX_MS &&
      (Date.now() - started < CHAOS_MS || tally.hqCrashes < HQ_CRASHES || faults() < FAULTS)
    ) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
      await crashHq(hq, postgres.url, databaseUrl);
      tally.hqCrashes += 1;
      if (Date.now() > nextPostgresKill) {
        postgres.kill();
        await postgres.start();
        tally.postgresKills += 1;
        nextPostgresKill += CHAOS_MS / 3;
      }
      hq = await restartHq(databaseUrl, hq.port);
    }
    done = true;
    await boxKills;
    await Promise.all(drivers);
    for (const proxy of [...proxies, childProxy]) proxy.setCutRate(0);
    // The killed box's uploader may be deep in its back-off: a restart starts it afresh, as an owner would.
    await child.box.stop();
    await startChild();

    expect(tally.hqCrashes).toBeGreaterThanOrEqual(HQ_CRASHES);
    expect(faults()).toBeGreaterThanOrEqual(MIN_FAULTS);
    expect(tally.postgresKills).toBeGreaterThanOrEqual(2);
    expect(tally.boxKills).toBeGreaterThanOrEqual(3);
    expect(linkCuts()).toBeGreaterThan(50);
    expect(tally.paidInProcess).toBeGreaterThan(100);
    expect(tally.paidChild).toBeGreaterThan(10);

    for (const box of boxes) await drained(box, 60_000);
    const childAdmin = await childStaff(child.url);
    for (let deadline = Date.now() + 60_000; ; ) {
      const status = await childAdmin.get<HqLinkResponse>('/v1/hq-link');
      if (status.body.hqLink?.queued === 0 && status.body.hqLink.acked > 0) break;
      if (Date.now() > deadline) throw new Error(`the killed box never drained: ${JSON.stringify(status.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // Each shop's figures at HQ are its own report's: the box's business days around now.
    const { from, to } = reportDays();
    for (const [n, box] of boxes.entries()) {
      const owner = await box.staff('owner', { page: true });
      const own = await owner.get<ReportDailyResponse>('/v1/report/daily', { from, to });
      expectSameFigures(await hqReport(n + 1, from, to), own.body.report.figures, `shop ${n + 1}`);
    }
    const childOwn = await childAdmin.get<ReportDailyResponse>('/v1/report/daily', { from, to });
    const childGained = gained(childOwn.body.report.figures, childBefore);
    expect(childGained.bills).toBeGreaterThanOrEqual(tally.paidChild);
    expectSameFigures(await hqReport(4, from, to), childGained, 'shop 4 (killed)');

    // Every box's facts are held once each, 1..last with no gap, taken in seq order.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const held = await client.query<{ box_id: number; n: string; first: string; last: string; unordered: string }>(`
        SELECT box_id, count(*) AS n, min(seq) AS first, max(seq) AS last,
               count(*) FILTER (WHERE received_at < prev) AS unordered
        FROM (SELECT box_id, seq, received_at, lag(received_at) OVER (PARTITION BY box_id ORDER BY seq) AS prev FROM facts) f
        GROUP BY box_id ORDER BY box_id`);
      expect(held.rows).toHaveLength(4);
      for (const row of held.rows) {
        expect(Number(row.first)).toBe(1);
        expect(Number(row.n)).toBe(Number(row.last));
        expect(Number(row.unordered)).toBe(0);
      }
      const boxesAtHq = await client.query<{ last_seq: string }>('SELECT last_seq FROM boxes ORDER BY id');
      expect(boxesAtHq.rows.map((r) => Number(r.last_seq))).toEqual(held.rows.map((r) => Number(r.last)));
    } finally {
      await client.end();
    }
    console.log(`chain faults: ${JSON.stringify({ ...tally, linkCuts: linkCuts() })}`);
  }, 240_000);
});
