import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillShowResponse } from '../../src/contract/bills';
import { businessDateOf } from '../../src/contract/business-day';
import type { ClockStatusResponse } from '../../src/contract/clock';
import { LOGIN_BAN_MS, MAX_FAILED_LOGINS } from '../../src/contract/constants';
import type { KitchenCardsResponse } from '../../src/contract/kitchen';
import type { MenuItemSaveResponse } from '../../src/contract/menu-items';
import type { MenuSaveResponse } from '../../src/contract/menus';
import type { OrderCreateResponse } from '../../src/contract/orders';
import type { PlanRun, PlanRunListResponse } from '../../src/contract/plans';
import type { ReportDailyResponse } from '../../src/contract/reports';
import type { StationSaveResponse } from '../../src/contract/stations';
import type { TableSessionListResponse } from '../../src/contract/table-sessions';
import { ApiClient } from '../helpers/api-client';
import { NOMIHODAI_90, saveTerms } from '../plans/plan-fixtures';
import { binaryInTempDir } from './support/binary';
import { faketimeMissing, MovedClock, startBinary } from './support/faketime';
import type { RunningProcess } from './support/process';
import { OWNER, PAGE_PASSWORD, setUpByApi } from './support/shop-journey';
import { payInCash } from './support/shop-ledger';
import { pairTablet } from './support/tablet-shop';

/**
 * The real binary's system clock stepped while a 90-minute 飲み放題 runs (libfaketime reading a
 * file the test rewrites, the monotonic clock untouched, as NTP or a person at the console steps
 * a real one): 9 hours forward from 20:00 to 05:00 the next morning, and 10 minutes back from
 * 05:04 to 04:54, across the 05:00 start of the business day. Each case says what the diner's
 * tablet, the staff, the receipt and the daily report show.
 */
const missing = faketimeMissing();
if (missing) console.warn(`clock-steps.test.ts SKIPPED: ${missing}`);

const MIN = 60_000;
const HOUR = 60 * MIN;
const TOKYO = 'Asia/Tokyo';
/** How long the box may take to notice a step (it checks every second). */
const NOTICE_MS = 3_000;
let dir: string;
let binary: string;

beforeAll(async () => {
  if (missing) return;
  ({ dir, binary } = await binaryInTempDir('sma-order-steps-'));
}, 15 * 60_000);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** `hh:mm` in Tokyo, `days` after today's Tokyo date (days ahead keep it after the binary's build date). */
function tokyo(days: number, hh: number, mm: number): number {
  const today = new Date(Date.now() + 9 * HOUR).toISOString().slice(0, 10);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d + days, hh - 9, mm);
}

interface SteppedShop {
  box: RunningProcess;
  clock: MovedClock;
  owner: ApiClient;
  tablet: ApiClient;
  tableSessionId: number;
  stationId: number;
}

/**
 * A new box whose clock reads `at`, set up with a kitchen station, a 90-minute 飲み放題 and a
 * dish; a paired tablet's table orders both.
 */
async function shopAt(name: string, at: number): Promise<SteppedShop> {
  const home = path.join(dir, name);
  fs.mkdirSync(home);
  const clock = new MovedClock(path.join(home, 'faketime'));
  clock.setTo(at);
  const { box, url } = await startBinary(binary, home, { clock });
  const [, token] = await box.waitFor(/\/setup\?token=([A-Za-z0-9_-]{20,})/);
  const owner = await setUpByApi(url, token!);
  await owner.pageAuth(PAGE_PASSWORD);
  const station = await owner.post<StationSaveResponse>('/v1/station/create', { name: 'キッチン' });
  expect(station.status, JSON.stringify(station.body)).toBe(200);
  const stationId = station.body.station.id;
  expect((await owner.post('/v1/station/default', { station_id: stationId })).status).toBe(200);
  const items: number[] = [];
  for (const [label, price] of [
    ['飲み放題 90分', 1800],
    ['唐揚げ', 680],
  ] as const) {
    const menu = await owner.post<MenuSaveResponse>('/v1/menu/create', { label, name: `m-${randomUUID().slice(0, 8)}` });
    expect(menu.status, JSON.stringify(menu.body)).toBe(200);
    const item = await owner.post<MenuItemSaveResponse>('/v1/menuitem/create', {
      label,
      name: `i-${randomUUID().slice(0, 8)}`,
      price,
      menu_id: menu.body.menu.id,
    });
    expect(item.status, JSON.stringify(item.body)).toBe(200);
    items.push(item.body.menuItem.id);
  }
  const [plan, dish] = items as [number, number];
  await saveTerms(owner, plan, NOMIHODAI_90);
  const { tablet, diningTableId, tableSessionId } = await pairTablet(url, owner, '1番', `t-${randomUUID().slice(0, 8)}`);
  const order = await tablet.post<OrderCreateResponse>(
    '/v1/order/create',
    {
      ordersData: { table_session_id: tableSessionId, dining_table_id: diningTableId, status: 1 },
      orderItemsData: {
        items: [
          { id: plan, quantity: 2 },
          { id: dish, quantity: 1 },
        ],
      },
    },
    { 'Idempotency-Key': randomUUID() },
  );
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  return { box, clock, owner, tablet, tableSessionId, stationId };
}

/** The plan as the tablet counts it down: the box's `now` and the run. */
async function planOnTablet(tablet: ApiClient): Promise<{ now: number; run: PlanRun }> {
  const res = await tablet.get<PlanRunListResponse>('/v1/plan/runs');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [run] = res.body.runs;
  if (!run) throw new Error('no plan run on the tablet');
  return { now: res.body.now, run };
}

/** Waits until the box's clock (as the tablet reads it) has taken the step to about `to`. */
async function boxTookStep(tablet: ApiClient, to: number): Promise<void> {
  const deadline = Date.now() + NOTICE_MS + 5_000;
  for (;;) {
    const { now } = await planOnTablet(tablet);
    if (Math.abs(now - to) < 2 * MIN) return;
    if (Date.now() > deadline) throw new Error(`the box did not take the step: now ${new Date(now).toISOString()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Minutes left of the plan, and how long the kitchen's card has waited, as the screens count them. */
async function runningFigures(shop: SteppedShop) {
  const { now, run } = await planOnTablet(shop.tablet);
  const staffRuns = await shop.owner.get<PlanRunListResponse>('/v1/plan/runs');
  expect(staffRuns.status).toBe(200);
  const cards = await shop.owner.get<KitchenCardsResponse>('/v1/kitchen/get/cards', { station_id: shop.stationId });
  expect(cards.status, JSON.stringify(cards.body)).toBe(200);
  const [card] = cards.body.cards;
  if (!card) throw new Error('no card on the kitchen display');
  const visits = await shop.owner.get<TableSessionListResponse>('/v1/tablesession/get/list', {});
  expect(visits.status, JSON.stringify(visits.body)).toBe(200);
  const visit = visits.body.list.data.find((v) => v.id === shop.tableSessionId);
  if (!visit) throw new Error('the open visit is not on the staff list');
  return {
    phase: run.phase,
    minutesLeft: ((run.ends_at ?? 0) - now) / MIN,
    staffMinutesLeft: ((staffRuns.body.runs[0]?.ends_at ?? 0) - staffRuns.body.now) / MIN,
    kitchenWaitedMinutes: (cards.body.now - card.created_at) / MIN,
    visitMinutes: (now - visit.created_at) / MIN,
    now,
  };
}

/** Locks a staff account with wrong passwords (as someone guessing would): answers when it unlocks. */
async function lockOut(url: string): Promise<number> {
  const guesser = new ApiClient(url);
  for (let i = 0; i < MAX_FAILED_LOGINS - 1; i++) {
    expect((await guesser.post('/v1/auth/login', { email: OWNER.email, password: `wrong-${i}` })).status).toBe(401);
  }
  return lockedUntil(url, 'wrong-last');
}

/** The lock's end as a login refused for it says (`unbannedTime`). */
async function lockedUntil(url: string, password = OWNER.password): Promise<number> {
  const res = await new ApiClient(url).post<{ error: { code: string; unbannedTime: number } }>('/v1/auth/login', {
    email: OWNER.email,
    password,
  });
  expect(res.body.error?.code, JSON.stringify(res.body)).toBe('E_USER_BANNED');
  return res.body.error.unbannedTime;
}

/** The bill paid at the register: its receipt's time and the business days' reports. */
async function payAndReport(shop: SteppedShop) {
  await payInCash(shop.owner, shop.tableSessionId);
  const bill = await shop.owner.get<BillShowResponse>('/v1/bill/show', { table_session_id: shop.tableSessionId });
  expect(bill.status).toBe(200);
  const issued = bill.body.bill.receipt?.issued_at;
  if (issued === undefined) throw new Error('no receipt');
  const bills = async (day: string) => {
    const report = await shop.owner.get<ReportDailyResponse>('/v1/report/daily', { from: day });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    return { bills: report.body.report.figures.bills, sales: report.body.report.figures.sales };
  };
  return { issued, total: bill.body.bill.total, bills };
}

describe.skipIf(missing !== undefined)('the clock stepped under a running 飲み放題 (real binary, libfaketime)', () => {
  it('9 hours forward, 20:00 to 05:00: the plan keeps its 90 minutes, the lockout its 30, the bill lands on the new day', async () => {
    const start = tokyo(2, 20, 0);
    const shop = await shopAt('forward', start);
    const url = shop.owner.baseUrl;
    const before = await runningFigures(shop);
    expect(before.phase).toBe('running');
    expect(before.minutesLeft).toBeGreaterThan(88);
    const unlockBefore = await lockOut(url);
    expect(unlockBefore - before.now).toBeGreaterThan(LOGIN_BAN_MS - 2 * MIN);

    shop.clock.step(9 * HOUR);
    await boxTookStep(shop.tablet, before.now + 9 * HOUR);
    const after = await runningFigures(shop);
    // The diner's tablet and the staff's plan panel: still 飲み放題, about 90 minutes left (not ended).
    expect(after.phase).toBe('running');
    expect(after.minutesLeft).toBeGreaterThan(before.minutesLeft - 2);
    expect(after.minutesLeft).toBeLessThanOrEqual(90);
    expect(after.staffMinutesLeft).toBeCloseTo(after.minutesLeft, 0);
    // The kitchen's card and the staff's visit: waiting minutes, not 9 hours.
    expect(after.kitchenWaitedMinutes).toBeLessThan(2);
    expect(after.kitchenWaitedMinutes).toBeGreaterThanOrEqual(0);
    expect(after.visitMinutes).toBeLessThan(2);
    // The lockout still has its 30 minutes (it would have ended 8.5 hours early).
    const unlockAfter = await lockedUntil(url);
    expect(unlockAfter - after.now).toBeGreaterThan(LOGIN_BAN_MS - 3 * MIN);
    expect(unlockAfter - after.now).toBeLessThanOrEqual(LOGIN_BAN_MS);
    // Staff: the clock is plausible again (no banner); the log says what moved.
    const status = await shop.owner.get<ClockStatusResponse>('/v1/clock/get/status');
    expect(status.body.plausible).toBe(true);
    expect(shop.box.output()).toContain('clock corrected');

    // The receipt has the corrected time, the next morning; the report counts it on that business day.
    const paid = await payAndReport(shop);
    expect(Math.abs(paid.issued - (start + 9 * HOUR))).toBeLessThan(5 * MIN);
    const nextDay = businessDateOf(paid.issued, TOKYO);
    expect(nextDay).toBe(businessDateOf(tokyo(3, 6, 0), TOKYO));
    expect(await paid.bills(nextDay)).toEqual({ bills: 1, sales: paid.total });
    expect(await paid.bills(businessDateOf(start, TOKYO))).toEqual({ bills: 0, sales: 0 });
    expect((await shop.box.stop()).code).toBe(0);
  }, 180_000);

  it('10 minutes back, 05:04 to 04:54: no banner, the plan does not run 10 minutes longer, the bill stays on the day before', async () => {
    const start = tokyo(2, 5, 4);
    const shop = await shopAt('back', start);
    const url = shop.owner.baseUrl;
    const before = await runningFigures(shop);
    expect(before.phase).toBe('running');
    await lockOut(url);

    shop.clock.step(-10 * MIN);
    await boxTookStep(shop.tablet, before.now - 10 * MIN);
    const after = await runningFigures(shop);
    // Tablet and staff: at most the 90 minutes (it would read 100).
    expect(after.phase).toBe('running');
    expect(after.minutesLeft).toBeLessThanOrEqual(90);
    expect(after.minutesLeft).toBeGreaterThan(before.minutesLeft - 2);
    expect(after.staffMinutesLeft).toBeCloseTo(after.minutesLeft, 0);
    // The kitchen's card was not ordered "in the future" (it would wait at 0 for 10 minutes).
    expect(after.kitchenWaitedMinutes).toBeGreaterThanOrEqual(0);
    expect(after.kitchenWaitedMinutes).toBeLessThan(2);
    expect(after.visitMinutes).toBeGreaterThanOrEqual(0);
    // The lockout ends 30 minutes after it began, not 40.
    const unlock = await lockedUntil(url);
    expect(unlock - after.now).toBeLessThanOrEqual(LOGIN_BAN_MS);
    // A correction of 10 minutes back is not a wrong clock: no banner for staff.
    const status = await shop.owner.get<ClockStatusResponse>('/v1/clock/get/status');
    expect(status.body.plausible).toBe(true);

    // The receipt says 04:5x; the report counts the bill on the business day before (it began at 05:00 yesterday).
    const paid = await payAndReport(shop);
    expect(paid.issued).toBeLessThan(tokyo(2, 5, 0));
    expect(paid.issued).toBeGreaterThan(tokyo(2, 4, 50));
    const dayBefore = businessDateOf(paid.issued, TOKYO);
    expect(dayBefore).toBe(businessDateOf(tokyo(1, 12, 0), TOKYO));
    expect(await paid.bills(dayBefore)).toEqual({ bills: 1, sales: paid.total });
    expect(await paid.bills(businessDateOf(tokyo(2, 12, 0), TOKYO))).toEqual({ bills: 0, sales: 0 });
    expect((await shop.box.stop()).code).toBe(0);
  }, 180_000);
});
