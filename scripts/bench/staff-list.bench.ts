/**
 * The staff order list (/order-list) with a shop in a rush, in real Chromium against a real box, as
 * ratios against the same list with nothing open, measured in the same run.
 *
 * The box runs from the sources with the demo shop in a temporary data dir (startDemoBox), and
 * serves the built ui/dist (run `npm run build:ui` first). BENCH_STAFF_LIST_TABLES (20) tables
 * and as many spare ones are paired to simulated tablets with a visit open (setupTablets). In
 * Debian's Chromium at 1280x800, logged in as the demo staff (staff-list-page.ts):
 *   1. load, empty shop: /order-list opened in a new tab BENCH_STAFF_LIST_RUNS (15) times after one
 *      warm-up, from navigation start to the empty list's message in the DOM;
 *   2. arrival, empty shop: with the list open, a spare table orders 3 lines; from just before the
 *      tablet's POST /v1/order/create to the table's block in the DOM (the event, the list's reload,
 *      the render); the visit is then paid so the list is empty again. BENCH_STAFF_LIST_ARRIVALS (10);
 *   3. the tablets place BENCH_STAFF_LIST_LINES (300) open lines: 5-line orders over the tables;
 *   4. load and 5. arrival again, with the shop full (to the last table block in the DOM).
 * The list's two reads (lines still to serve, open visits) are also timed from here over HTTP, to
 * tell the box's part from the browser's. Figures are printed (median, p90, max) with the ratios
 * full / empty; a bench asserts no timing.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OrderCreateResponse } from '../../appliance/src/contract/orders';
import type { ApiClient } from '../../appliance/test/helpers/api-client';
import { type DemoBox, startDemoBox, stopChild } from './processes';
import { demoLogin, setupTablets, type Tablet } from './setup-tablets';
import { armTables, StaffListBrowser } from './staff-list-page';
import { percentile } from './stats';

const TABLES = Number(process.env.BENCH_STAFF_LIST_TABLES ?? 20);
const LINES = Number(process.env.BENCH_STAFF_LIST_LINES ?? 300);
const RUNS = Number(process.env.BENCH_STAFF_LIST_RUNS ?? 15);
const ARRIVALS = Number(process.env.BENCH_STAFF_LIST_ARRIVALS ?? 10);
const LINES_PER_ORDER = 5;
const EMPTY_TEXT = '※未提供のご注文はありません。';
const distDir = path.resolve(import.meta.dirname, '../../ui/dist');

interface Figures {
  median: number;
  p90: number;
  max: number;
}

function figures(samples: readonly number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p90: percentile(sorted, 90), max: sorted.at(-1) ?? Number.NaN };
}

async function order(tablet: Tablet, items: { id: number; quantity: number }[]): Promise<OrderCreateResponse> {
  const body = {
    ordersData: { table_session_id: tablet.tableSessionId, dining_table_id: tablet.diningTableId, status: 1 },
    orderItemsData: { items },
  };
  const res = await tablet.client.post<OrderCreateResponse>('/v1/order/create', body, { 'idempotency-key': randomUUID() });
  if (res.status !== 200) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Distinct items from `start` on (an order's lines of one item are merged into one line). */
const pick = (itemIds: readonly number[], start: number, count: number) =>
  Array.from({ length: count }, (_, k) => ({ id: itemIds[(start + k) % itemIds.length]!, quantity: 1 + ((start + k) % 3) }));

/** The open lines of the rush: LINES_PER_ORDER-line orders, table after table. */
async function placeRush(tablets: readonly Tablet[], itemIds: readonly number[]): Promise<number> {
  let placed = 0;
  for (let n = 0; placed < LINES; n++) {
    const lines = Math.min(LINES_PER_ORDER, LINES - placed);
    await order(tablets[n % tablets.length]!, pick(itemIds, n, lines));
    placed += lines;
  }
  return placed;
}

/**
 * With the list open showing `target`, each spare tablet orders once: ms from just before its POST
 * to its block in the DOM. With `pay`, its visit is then paid and the list waited for to be as it
 * was; without, the blocks add up.
 */
async function arrivals(
  list: StaffListBrowser,
  target: { tables: number; emptyText: string },
  spares: readonly Tablet[],
  itemIds: readonly number[],
  pay?: (tablet: Tablet) => Promise<void>,
): Promise<number[]> {
  const { page } = await list.load(target);
  const times: number[] = [];
  let tables = target.tables;
  for (const [i, tablet] of spares.entries()) {
    const watch = await armTables(page, tables + 1);
    const t0 = Date.now();
    await order(tablet, pick(itemIds, i, 3));
    times.push((await watch.shown()) - t0);
    if (pay) {
      await pay(tablet);
      await page.waitForFunction((n) => document.querySelectorAll('article').length === n, tables, { polling: 20 });
    } else tables++;
  }
  await page.close();
  return times;
}

/** The list's own reads as the screen makes them (lines still to serve, open visits), timed from here. */
async function listReads(staff: ApiClient, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const [lines, visits] = await Promise.all([
      staff.get('/v1/orderitem/get/list', { sessionStatus: [0, 1], status: 0, order: 'created_at', orderBy: 'asc', limit: 2000 }),
      staff.get('/v1/tablesession/get/list', { status: [0, 1] }),
    ]);
    if (lines.status !== 200 || visits.status !== 200) throw new Error(`list read failed: ${lines.status} ${visits.status}`);
    times.push(performance.now() - t0);
  }
  return times;
}

const ms = (n: number) => n.toFixed(0).padStart(8);
const line = (name: string, f: Figures) => `${name.padEnd(38)}${ms(f.median)}${ms(f.p90)}${ms(f.max)}`;
const ratio = (full: Figures, empty: Figures) => (full.median / Math.max(empty.median, 1)).toFixed(2);

/** Runs the staff list benchmark and prints its figures; false when the build is missing or a step failed. */
export async function benchStaffList(): Promise<boolean> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    console.error('ui/dist/index.html is missing: run `npm run build:ui` first.');
    return false;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-bench-staff-list-'));
  let box: DemoBox | undefined;
  let list: StaffListBrowser | undefined;
  try {
    box = await startDemoBox(dataDir);
    console.log(
      `bench: /order-list in Chromium 1280x800, ${TABLES} tables, ${LINES} open lines, ${RUNS} loads and ${ARRIVALS} arrivals each, data in ${dataDir}`,
    );
    const { tablets, itemIds } = await setupTablets(box.url, TABLES + 2 * ARRIVALS);
    const seated = tablets.slice(0, TABLES);
    const staff = await demoLogin(box.url, 1);
    const pay = async (tablet: Tablet) => {
      const res = await staff.post('/v1/tablesession/update', { id: tablet.tableSessionId, status: 2 });
      if (res.status !== 200) throw new Error(`pay failed: ${res.status}`);
    };
    list = await StaffListBrowser.open(box.url);
    const empty = { tables: 0, emptyText: EMPTY_TEXT };

    await list.loads(empty, 1); // warm-up: the box's first reads, Chromium's cache of the assets
    const loadEmpty = figures(await list.loads(empty, RUNS));
    const readEmpty = figures(await listReads(staff, RUNS));
    const arriveEmpty = figures(await arrivals(list, empty, tablets.slice(TABLES, TABLES + ARRIVALS), itemIds, pay));

    const placed = await placeRush(seated, itemIds);
    const full = { tables: TABLES, emptyText: EMPTY_TEXT };
    await list.loads(full, 1);
    const loadFull = figures(await list.loads(full, RUNS));
    const readFull = figures(await listReads(staff, RUNS));
    const arriveFull = figures(await arrivals(list, full, tablets.slice(TABLES + ARRIVALS), itemIds));

    console.log(`\nStaff order list, ms (median, p90, max); ${placed} open lines at ${TABLES} tables in the full shop`);
    console.log(`${''.padEnd(38)}${'median'.padStart(8)}${'p90'.padStart(8)}${'max'.padStart(8)}`);
    console.log(line('load, empty shop', loadEmpty));
    console.log(line(`load, ${placed} open lines`, loadFull));
    console.log(line('the list reads over HTTP, empty', readEmpty));
    console.log(line(`the list reads over HTTP, ${placed} lines`, readFull));
    console.log(line('new order -> on screen, empty', arriveEmpty));
    console.log(line(`new order -> on screen, ${placed} lines`, arriveFull));
    console.log(
      `\nratio full / empty (medians): load ${ratio(loadFull, loadEmpty)}x, new order on screen ${ratio(arriveFull, arriveEmpty)}x, the list's reads ${ratio(readFull, readEmpty)}x`,
    );
    return true;
  } catch (error) {
    console.error('staff-list bench failed:', error);
    return false;
  } finally {
    await list?.close();
    if (box) await stopChild(box.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
