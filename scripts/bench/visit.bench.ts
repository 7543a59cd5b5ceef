/**
 * An order's cost as its visit grows (issue 34): one table on the demo's 90分 アルコール飲み放題
 * places BENCH_VISIT_ORDERS (5,000) orders one after another, as a table does (each waits for its
 * answer), each of 2 lines: a drink the plan frees and a dish it does not. So every order reads the
 * visit's plan lines and is judged against the run. Before, another table places
 * BENCH_VISIT_WARMUP (500) orders, so the first window of the measured visit runs warm code.
 *
 * Compared: the box's CPU per order (every thread's schedstat run time, exact to the ns) and the
 * median answer time over a window of BENCH_VISIT_WINDOW (100) orders at the start of the visit
 * (its 11th to 110th order) and at its end (the last 100). The goal: the late window costs at most
 * 1.2x the early one. Every answer must be a 2xx, and every order written (rows counted by key).
 * After each window the tablet reads its visit WINDOW times (its total and plans, as the diner reads
 * it after every order): box CPU per read and answer p50, the late window's against the early one's.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MenuItemListResponse } from '../../appliance/src/contract/menu-items';
import { written } from './options.bench';
import { buildBinary, startBinaryBox, stopChild } from './processes';
import { demoLogin, openVisitQuery, postTabletOrder, setupTablets, type Tablet } from './setup-tablets';
import { summarize, threadCpuMs } from './stats';

const ORDERS = Number(process.env.BENCH_VISIT_ORDERS ?? 5000);
const WARMUP = Number(process.env.BENCH_VISIT_WARMUP ?? 500);
const WINDOW = Number(process.env.BENCH_VISIT_WINDOW ?? 100);
const PLAN = 'nomihodai-alcohol-90';
const GOAL = 1.2;

interface Window {
  name: string;
  cpuMsPerOrder: number;
  p50Ms: number;
  p99Ms: number;
  /** The tablet's read of its visit (its total and plans), as the diner does after every order. */
  readCpuMs: number;
  readP50Ms: number;
}

/** `count` reads of the tablet's open visit (diner-api.ts openSession), one after another: box CPU per read and answer p50. */
async function readVisit(tablet: Tablet, count: number, pid: number): Promise<{ cpuMs: number; p50Ms: number }> {
  const cpuAtStart = threadCpuMs(pid);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const res = await tablet.client.get('/v1/tablesession/get/list', openVisitQuery(tablet.diningTableId));
    if (res.status !== 200) throw new Error(`the visit read answered ${res.status}`);
    times.push(performance.now() - t0);
  }
  return { cpuMs: (threadCpuMs(pid) - cpuAtStart) / count, p50Ms: summarize(times).p50 };
}

export async function benchVisit(): Promise<boolean> {
  buildBinary();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-bench-visit-'));
  const box = await startBinaryBox(path.join(work, 'data'), work);
  try {
    const { tablets } = await setupTablets(box.url, 2);
    const [warmTablet, tablet] = tablets as [Tablet, Tablet];
    const admin = await demoLogin(box.url, 0);
    const menu = (await admin.get<MenuItemListResponse>('/v1/menuitem/get/list', { flags: [1] })).body.list.data;
    const plan = menu.find((item) => item.name === PLAN);
    if (!plan) throw new Error(`the demo has no ${PLAN}`);
    const simple = menu.filter((item) => item.menus.flag === 1 && item.option_groups.every((group) => group.min_picks === 0));
    const drinks = simple.filter((item) => plan.plan_menu_ids.includes(item.menu_id));
    const dishes = simple.filter(
      (item) =>
        !plan.plan_menu_ids.includes(item.menu_id) && item.price > 0 && item.plan === null && item.plan_menu_ids.length === 0,
    );
    if (drinks.length === 0 || dishes.length === 0) throw new Error('the demo has no plain drink or dish to order');
    const cart = (n: number) => [
      { id: drinks[n % drinks.length]!.id, quantity: 1 },
      { id: dishes[n % dishes.length]!.id, quantity: 1 + (n % 2) },
    ];
    const statuses: Record<number, number> = {};
    const keys: string[] = [];
    const place = async (who: Tablet, items: { id: number; quantity: number }[]) => {
      const key = randomUUID();
      keys.push(key);
      const { status } = await postTabletOrder(box.url, who, items, key);
      statuses[status] = (statuses[status] ?? 0) + 1;
    };
    for (const who of [warmTablet, tablet]) await place(who, [{ id: plan.id, quantity: 1 }]);
    for (let n = 0; n < WARMUP; n++) await place(warmTablet, cart(n));

    console.log(
      `bench: one table on ${PLAN} places ${ORDERS} orders of 2 lines one after another (after ${WARMUP} at another table); ` +
        `windows of ${WINDOW} orders; load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    const windows: Window[] = [];
    const early = { from: 11, to: 10 + WINDOW };
    const late = { from: ORDERS - WINDOW + 1, to: ORDERS };
    let cpuAtStart = 0;
    let times: number[] = [];
    const started = performance.now();
    // The plan's own order was the visit's first.
    for (let n = 2; n <= ORDERS; n++) {
      const inWindow = [early, late].find((w) => n >= w.from && n <= w.to);
      if (inWindow && n === inWindow.from) {
        cpuAtStart = threadCpuMs(box.pid);
        times = [];
      }
      const t0 = performance.now();
      await place(tablet, cart(n));
      if (!inWindow) continue;
      times.push(performance.now() - t0);
      if (n === inWindow.to) {
        const latency = summarize(times);
        const cpuMsPerOrder = (threadCpuMs(box.pid) - cpuAtStart) / times.length;
        const reads = await readVisit(tablet, WINDOW, box.pid);
        windows.push({
          name: inWindow === early ? `orders ${early.from}-${early.to}` : `orders ${late.from}-${late.to}`,
          cpuMsPerOrder,
          p50Ms: latency.p50,
          p99Ms: latency.p99,
          readCpuMs: reads.cpuMs,
          readP50Ms: reads.p50Ms,
        });
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const rows = written(box.dbFile, keys);
    const allOk = Object.keys(statuses).every((status) => status === '200') && rows === keys.length;
    for (const w of windows) {
      console.log(
        `  ${w.name.padEnd(18)} box CPU ${w.cpuMsPerOrder.toFixed(3)} ms/order, answer p50 ${w.p50Ms.toFixed(2)} ms, p99 ${w.p99Ms.toFixed(2)} ms; ` +
          `then the visit read: box CPU ${w.readCpuMs.toFixed(3)} ms, answer p50 ${w.readP50Ms.toFixed(2)} ms`,
      );
    }
    const [first, last] = windows as [Window, Window];
    const cpuRatio = last.cpuMsPerOrder / first.cpuMsPerOrder;
    const p50Ratio = last.p50Ms / first.p50Ms;
    const readRatio = last.readCpuMs / first.readCpuMs;
    const mark = (ok: boolean) => (ok ? '✓' : '✗');
    console.log(
      `ratios late/early: box CPU per order ${cpuRatio.toFixed(2)} ${mark(cpuRatio <= GOAL)} (<= ${GOAL}), ` +
        `answer p50 ${p50Ratio.toFixed(2)} ${mark(p50Ratio <= GOAL)} (<= ${GOAL}), ` +
        `the visit read's box CPU ${readRatio.toFixed(2)} ${mark(readRatio <= GOAL)} (<= ${GOAL}); ` +
        `${keys.length} orders in ${seconds.toFixed(1)} s, answers ${JSON.stringify(statuses)}, rows ${rows} ${rows === keys.length ? '=' : '≠'} orders sent`,
    );
    if (!allOk) console.log('visit bench FAILED: an order was refused or not written');
    return allOk;
  } finally {
    await stopChild(box.child);
    fs.rmSync(work, { recursive: true, force: true });
  }
}
