/**
 * The kitchen path of a rush: order -> ticket at the station's printer and order -> card on the
 * station's kitchen display, as ratios against the order's own HTTP answer time in the same run.
 *
 * The box is the binary (dist/, built first), as a shop runs it; from the sources (node + tsx) with
 * BENCH_KITCHEN_BOX=source, BENCH_PROFILE_DIR (a V8 profile) or BENCH_PERF_MAP=1 (JS names for
 * `perf record -g -p <box pid>`). Over the API (kitchen-setup.ts), with the owner's login and the /admin page password: 3 stations
 * (ベンチ・...), the genres of the items on sale routed to them (the demo's own kitchen / grill /
 * drinks split when it has one, its plans staying unrouted and unordered; else round robin; item
 * overrides cleared), every printer the shop already had removed, and 3 fake Epson printers (80 mm),
 * one per station. The fake printers run in a forked process of their own (printer-process.ts), so
 * decoding tickets shares neither the box's event loop nor the one timing the orders.
 * Of BENCH_LISTENERS (150) staff sockets, BENCH_KITCHEN_BOARDS (3) are order lists (staff-board.ts:
 * the screen's loads, each new order's lines from its event; BENCH_KITCHEN_BOARD_LINES=0 loads the
 * list on every order instead, as the screen did before) and the rest listen in a worker thread
 * (staff-listeners.ts), BENCH_KITCHEN_RELOADING (2: a checkout list and an expo view; 1 the list only) load
 * their list again on their events, spaced as the screens space them (reloading-screen.ts;
 * BENCH_KITCHEN_RELOAD_GAPS=0 reloads them back to back, as the screens did before), and each
 * station has a kitchen display (kitchen-display.ts: its own staff login and socket, cards loaded
 * and patched on events as /kitchen does, each card bumped BENCH_KITCHEN_BUMP_AFTER_MS (5 s) after it
 * showed, so a board holds the last seconds' cards rather than the whole run's).
 *
 * BENCH_KITCHEN_TABLETS (60) paired tablets each place one order (warm-up, checked, not timed), then
 * the rush runs BENCH_KITCHEN_WARM_SECONDS (60) untimed (the box fresh from its start: its CPU per
 * order is reported as the cold figure), then for BENCH_KITCHEN_SECONDS (60) each tablet orders, waits 0.5 to 1.5 x BENCH_KITCHEN_INTERVAL_MS
 * (4000) after the answer, and orders again (about 15 orders/s): 1 to 4 distinct items, 1 or 2 of
 * each (BENCH_SEED), so an order has lines at 1 to 3 stations and makes one ticket per station.
 * After an answer the tablet reads its visit as the diner's screen does: for an order with a plan line.
 * Per order, t0 is performance.now() just before POST /v1/order/create; then
 *   - http: its answer;
 *   - ticket: each station's ticket of the order decoded at that station's fake printer (matched by
 *     `注文番号 <order id>`; both processes stamp epoch ms as performance.timeOrigin + now());
 *     "each" counts every (order, station) ticket as one sample, "last" the order's last ticket;
 *   - KDS card: the first message (its order.created event) or answer of GET /v1/kitchen/get/cards
 *     at the station's display that holds the order's card; "each" and "last" as for tickets.
 * Checks: every expected ticket printed exactly once (0 lost, 0 doubled, none unexpected), every
 * expected card shown, every order.created heard by every listener, no failed request. CPU per
 * order is measured over the timed run for the box (printing, the displays' reloads and bumps, the
 * fan-out included), this process and the printers' process.
 * Then, with everything of the box's stopped, the bare baseline (baseline-server.mjs, rush-pace.ts)
 * is sent the same orders at the same pace; issue 34 wants the rush's box CPU per order within 3x of
 * its CPU per order (BENCH_KITCHEN_BARE=0 leaves both bare runs out). Then the bare floor of the
 * rush: the same server, orders and pace, plus the rush's own writes done as barely as they can be
 * (a ticket per station with its two durable marks, each station's bump after BUMP_AFTER_MS; no
 * ticket rendered or sent, no socket told): what any box must spend on a rush order at the least.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_LOGINS } from '../../appliance/src/db/seed/demo-shop';
import { type FakePrinters, startFakePrinters } from './fake-printers';
import { KitchenDisplay } from './kitchen-display';
import { match, printJobs, settled, ticketStages } from './kitchen-figures';
import { type Shop, STATION_NAMES, setupKitchen } from './kitchen-setup';
import { orderFor, placeOrder, type Run, VISIT_READS } from './kitchen-tablets';
import { buildBinary, type DemoBox, startBinaryBox, startDemoBox, stopChild } from './processes';
import { ReloadingScreen, reloadingScreens } from './reloading-screen';
import { bareAtPace, rush, snapshotDb, tabletGenerators, warmUp } from './rush-pace';
import { demoLogin, setupTablets } from './setup-tablets';
import { boardFigures, boardLoads, StaffBoard, waitBoards } from './staff-board';
import { countingListeners, type ListenerCounter } from './staff-listeners';
import { cpuMs, type LatencySummary, summarize } from './stats';

const TABLETS = Number(process.env.BENCH_KITCHEN_TABLETS ?? 60);
const SECONDS = Number(process.env.BENCH_KITCHEN_SECONDS ?? 60);
/**
 * The rush runs this long before the timed run, at the same pace, not timed: V8 optimizes a
 * function after 3,000 calls (TurboFan's --invocation-count-for-turbofan), so at 15 orders a second
 * its compiles go on for minutes after a start, up to a tenth of the box's CPU. A shop's box has
 * been up for days when its Friday rush comes; this minute's CPU is reported apart, as the cold one.
 */
const WARM_SECONDS = Number(process.env.BENCH_KITCHEN_WARM_SECONDS ?? 60);
const INTERVAL_MS = Number(process.env.BENCH_KITCHEN_INTERVAL_MS ?? 4000);
const BUMP_AFTER_MS = Number(process.env.BENCH_KITCHEN_BUMP_AFTER_MS ?? 5_000);
const LISTENERS = Number(process.env.BENCH_LISTENERS ?? 150);
/** Of LISTENERS, the staff order lists (the rest only count what they hear). */
const BOARDS = Math.min(LISTENERS, Number(process.env.BENCH_KITCHEN_BOARDS ?? 3));
/** The reloading screens wait out their screens' gaps (as they do now), or reload back to back (=0, as they did). */
const RELOAD_GAPS = process.env.BENCH_KITCHEN_RELOAD_GAPS !== '0';
/**
 * Of LISTENERS, screens that load their list again on events (reloading-screen.ts): the first a
 * checkout list, the second an expo view (the pass, patched from the bumps' events). Both by
 * default. The bench's lines are bumped but never served, so a load of the expo view reads every
 * line bumped since the start, which no shop's does: it loads once, at its start, and not again.
 */
const RELOADING_SCREENS = reloadingScreens(
  Math.min(LISTENERS - BOARDS, Number(process.env.BENCH_KITCHEN_RELOADING ?? 2)),
  RELOAD_GAPS,
);
const COUNTERS = LISTENERS - BOARDS - RELOADING_SCREENS.length;
/** The boards show a new order from its event's lines (as the screen does), or load the list on each order (=0). */
const BOARD_LINES = process.env.BENCH_KITCHEN_BOARD_LINES !== '0';
const SEED = Number(process.env.BENCH_SEED ?? 1);
const SETTLE_TIMEOUT_MS = 30_000;
const DELIVERY_TIMEOUT_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The box as a shop runs it (the binary), or from source when a profile is asked for (BENCH_PROFILE_DIR). */
const FROM_SOURCE =
  process.env.BENCH_KITCHEN_BOX === 'source' || Boolean(process.env.BENCH_PROFILE_DIR) || process.env.BENCH_PERF_MAP === '1';
/** The bare baseline at the rush's pace; BENCH_KITCHEN_BARE=0 leaves it out (profiling, ablations). */
const WITH_BARE = process.env.BENCH_KITCHEN_BARE !== '0';
/** Issue 34: the rush's box CPU per order within this many times the bare order's at the same pace. */
const RUSH_CPU_GOAL = 3;

async function waitSettled(run: Run, printers: FakePrinters, shop: Shop, displays: readonly KitchenDisplay[]): Promise<boolean> {
  const deadline = performance.now() + SETTLE_TIMEOUT_MS;
  const done = () => settled(run.placed.values(), printers.tickets, shop, displays);
  while (!done()) {
    if (performance.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

async function waitHeard(listeners: ListenerCounter, expected: number): Promise<number> {
  const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
  let heard = await listeners.received();
  while (heard < expected && performance.now() < deadline) {
    await sleep(100);
    heard = await listeners.received();
  }
  return heard;
}

const fixed = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const mark = (ok: boolean) => (ok ? '✓' : '✗');
const round = (s: LatencySummary) => ({ count: s.count, p50: +fixed(s.p50, 2), p99: +fixed(s.p99, 2), max: +fixed(s.max, 2) });

/** Runs the kitchen benchmark and prints its table; false when a ticket or card went missing or doubled, or a request failed. */
export async function benchKitchen(): Promise<boolean> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-bench-kitchen-'));
  const loadAtStart = os.loadavg()[0]!;
  console.log(
    `bench: ${FROM_SOURCE ? 'source box (node + tsx)' : 'the binary (dist/)'}; ${TABLETS} tablets, each ordering again 0.5-1.5 x ${INTERVAL_MS / 1000} s after its answer, ${WARM_SECONDS} s untimed then ${SECONDS} s timed, ` +
      `1-4 lines; ${STATION_NAMES.length} stations, a fake printer each (own process), a kitchen display each (bumps after ${BUMP_AFTER_MS / 1000} s); ` +
      `${LISTENERS} staff sockets (${BOARDS} of them order lists${BOARD_LINES ? '' : ' loading the list on every order'}, ` +
      `${RELOADING_SCREENS.length} of them ${RELOADING_SCREENS.map((spec) => spec.name).join(' and ') || 'reloading screens'}${RELOAD_GAPS ? '' : ' reloading back to back'}); data in ${work}; load average ${loadAtStart.toFixed(1)}`,
  );
  let box: DemoBox | undefined;
  let printers: FakePrinters | undefined;
  let listeners: ListenerCounter | undefined;
  const displays: KitchenDisplay[] = [];
  const boards: StaffBoard[] = [];
  const reloading: ReloadingScreen[] = [];
  try {
    if (FROM_SOURCE) box = await startDemoBox(path.join(work, 'data'));
    else {
      buildBinary();
      fs.mkdirSync(path.join(work, 'home'));
      box = await startBinaryBox(path.join(work, 'data'), path.join(work, 'home'));
    }
    printers = await startFakePrinters(STATION_NAMES.length);
    const started = performance.now();
    const { tablets, itemIds } = await setupTablets(box.url, TABLETS);
    const admin = await demoLogin(box.url, 0);
    await admin.pageAuth(DEMO_LOGINS[2]!.password);
    const shop = await setupKitchen(admin, itemIds, printers.ports);
    console.log(
      `  ${TABLETS} tablets paired, ${shop.orderable.length} of ${itemIds.length} items on sale ordered (${shop.routing.join(', ')}), ` +
        `printers removed: ${shop.removedPrinters.join(', ') || 'none'}; in ${fixed((performance.now() - started) / 1000)} s`,
    );

    // The bare baseline's database: this box's with its tablets paired and visits open, no order yet.
    const bareDb = path.join(work, 'bare', 'sma-order.db');
    fs.mkdirSync(path.dirname(bareDb));
    await snapshotDb(box.dbFile, bareDb);
    const floorDb = path.join(work, 'floor', 'sma-order.db');
    fs.mkdirSync(path.dirname(floorDb));
    fs.copyFileSync(bareDb, floorDb);

    listeners = await countingListeners(box.url, COUNTERS);
    for (let i = 0; i < BOARDS; i++) {
      const board = new StaffBoard(box.url, await demoLogin(box.url, 1), BOARD_LINES);
      await board.open();
      boards.push(board);
    }
    for (const spec of RELOADING_SCREENS) {
      const screen = new ReloadingScreen(box.url, await demoLogin(box.url, 1), spec);
      await screen.open();
      reloading.push(screen);
    }
    for (const stationId of shop.stationIds) {
      const display = new KitchenDisplay(box.url, await demoLogin(box.url, 1), stationId, BUMP_AFTER_MS);
      await display.open();
      displays.push(display);
    }

    const rngs = tabletGenerators(TABLETS, SEED);
    const run: Run = { placed: new Map(), failures: {}, visitReads: 0 };
    // Warm-up: one order per tablet, all printed and shown before the run.
    await warmUp(rngs, (i, rng) => placeOrder(run, tablets[i]!, orderFor(tablets[i]!, shop, rng), true));
    const warmSettled = await waitSettled(run, printers, shop, displays);
    console.log(`  warm-up: ${run.placed.size} orders, ${warmSettled ? 'all printed and shown' : 'NOT all printed and shown'}`);

    const coldCpuBefore = await cpuMs(box.pid);
    const coldOrdersBefore = run.placed.size;
    if (WARM_SECONDS > 0) {
      await rush(rngs, WARM_SECONDS, INTERVAL_MS, (i, rng) =>
        placeOrder(run, tablets[i]!, orderFor(tablets[i]!, shop, rng), true),
      );
    }
    const boxCpuBefore = await cpuMs(box.pid);
    const coldCpuMsPerOrder = (boxCpuBefore - coldCpuBefore) / Math.max(1, run.placed.size - coldOrdersBefore);
    if (WARM_SECONDS > 0) {
      console.log(
        `  the rush's first ${WARM_SECONDS} s, untimed: ${run.placed.size - coldOrdersBefore} orders, the box's CPU per order ` +
          `${fixed(coldCpuMsPerOrder, 2)} ms (fresh from its start: V8 still compiling)`,
      );
    }
    const boardLoadsBefore = boardLoads(boards);
    const reloadsBefore = reloading.map((r) => r.stats.loads);
    const printerCpuBefore = await cpuMs(printers.child.pid!);
    const benchCpuBefore = process.cpuUsage();
    await rush(rngs, SECONDS, INTERVAL_MS, (i, rng) => placeOrder(run, tablets[i]!, orderFor(tablets[i]!, shop, rng), false));
    for (const d of displays) d.stopCooking();
    const allSettled = await waitSettled(run, printers, shop, displays);
    const boxCpu = (await cpuMs(box.pid)) - boxCpuBefore;
    const printerCpu = (await cpuMs(printers.child.pid!)) - printerCpuBefore;
    const benchCpu = process.cpuUsage(benchCpuBefore);
    const heard = await waitHeard(listeners, COUNTERS * run.placed.size);
    const boardsSettled = BOARDS === 0 || (await waitBoards(boards, run.placed.keys()));
    const stages = ticketStages(printJobs(box.dbFile), run.placed.values(), printers.tickets, shop);
    const m = match(run.placed.values(), printers.tickets, shop, displays);
    const loadAtEnd = os.loadavg();

    const perOrder = (ms: number) => ms / Math.max(1, m.runOrders);
    const failures = Object.values(run.failures).reduce((a, b) => a + b, 0);
    const kdsErrors = displays.reduce((n, d) => n + d.stats.loadErrors + d.stats.bumpErrors + d.stats.socketCloses, 0);
    const http = summarize(m.samples.http);
    const ticket = summarize(m.samples.ticket);
    const kds = summarize(m.samples.kds);
    const rows: [string, LatencySummary][] = [
      ['order -> HTTP answer', http],
      ['order -> ticket (each)', ticket],
      ['order -> ticket (last)', summarize(m.samples.ticketLast)],
      ['order -> KDS card (each)', kds],
      ['order -> KDS card (last)', summarize(m.samples.kdsLast)],
    ];
    console.log(
      `\n${m.runOrders} orders in ${SECONDS} s (${fixed(m.runOrders / SECONDS)} orders/s, ${fixed(m.samples.ticket.length / SECONDS)} tickets/s ` +
        `over ${STATION_NAMES.length} printers), after ${run.placed.size - m.runOrders} untimed orders (ms from t0, just before the POST)`,
    );
    const cells = ['samples', 'p50', 'p99', 'max', 'p50/http', 'p99/http'];
    console.log(`${''.padEnd(26)}${cells.map((c, i) => c.padStart(i < 4 ? 9 : 10)).join('')}`);
    for (const [name, s] of rows) {
      const values = [
        String(s.count),
        fixed(s.p50),
        fixed(s.p99),
        fixed(s.max),
        fixed(s.p50 / http.p50, 2),
        fixed(s.p99 / http.p99, 2),
      ];
      console.log(`${name.padEnd(26)}${values.map((v, i) => v.padStart(i < 4 ? 9 : 10)).join('')}`);
    }
    for (const [i, stationId] of shop.stationIds.entries()) {
      const t = summarize(m.perStation.get(stationId)!.ticket);
      const k = summarize(m.perStation.get(stationId)!.kds);
      const d = displays[i]!.stats;
      console.log(
        `  ${STATION_NAMES[i]}: ${t.count} tickets p50 ${fixed(t.p50)} p99 ${fixed(t.p99)}; cards p50 ${fixed(k.p50)} p99 ${fixed(k.p99)}; ` +
          `display ${d.pushedCards} cards from their order's event, ${d.loads} loads (${d.orderLoads} of new orders only), ${d.bumps} bumps, open cards at most ${d.peakOpenCards}`,
      );
    }
    const stage = (name: string, s: LatencySummary) => `${name} p50 ${fixed(s.p50, 0)} p99 ${fixed(s.p99, 0)}`;
    console.log(
      `  a ticket's time by the box's job rows (whole ms): ${stage('t0 -> order recorded', stages.recorded)}; ` +
        `${stage('-> bytes sent', stages.sent)}; ${stage('-> decoded at the printer', stages.decoded)}; ` +
        `a printer's cycle per ticket while others wait p50 ${fixed(stages.cycle.p50, 0)} ms (${stages.cycle.count} samples)`,
    );

    const ticketsOk = m.lost === 0 && m.doubled === 0 && m.unexpected === 0;
    console.log(
      `\ntickets: ${printers.tickets.length} printed for ${m.expected} expected; lost ${m.lost} ${mark(m.lost === 0)}, ` +
        `doubled ${m.doubled} ${mark(m.doubled === 0)}, unexpected ${m.unexpected} ${mark(m.unexpected === 0)}, 再発行 ${m.reprints}; ` +
        `the box's jobs ${JSON.stringify(stages.states)}, retried ${stages.retried}`,
    );
    console.log(
      `cards: ${m.expected - m.missingCards} of ${m.expected} shown ${mark(m.missingCards === 0)}; ` +
        `displays' failed loads, bumps or dropped sockets ${kdsErrors} ${mark(kdsErrors === 0)}; ` +
        `orders or visit reads failed ${failures} ${JSON.stringify(run.failures)} ${mark(failures === 0)}` +
        (VISIT_READS ? `; the tablets read their visit ${run.visitReads} times after their orders` : '') +
        (allSettled ? '' : `; NOT all printed and shown within ${SETTLE_TIMEOUT_MS / 1000} s of the run`),
    );
    const expectedHeard = COUNTERS * run.placed.size;
    const board = boardFigures(boards, run.placed.values(), boardLoadsBefore);
    if (BOARDS > 0) {
      console.log(
        `order lists: ${BOARDS}, each showed ${board.shownAll ? 'every' : 'NOT every'} order ${mark(board.shownAll)}; ` +
          `order -> on the list p50 ${fixed(board.latency.p50)} p99 ${fixed(board.latency.p99)} ms (staff sockets are paced); ` +
          `per list ${fixed(board.loads / BOARDS)} list loads (${fixed(board.runLoads / BOARDS)} in the timed run), ` +
          `${fixed(board.planLoads / BOARDS)} 放題 panel loads, ${fixed(board.pushed / BOARDS)} orders from their event; ` +
          `failed loads or dropped sockets ${board.errors} ${mark(board.errors === 0)}`,
      );
    }
    const reloadErrors = reloading.reduce((n, r) => n + r.stats.loadErrors + r.stats.socketCloses, 0);
    if (RELOADING_SCREENS.length > 0) {
      const perScreen = reloading.map((r, i) => `${r.spec.name} ${fixed((r.stats.loads - reloadsBefore[i]!) / SECONDS, 1)}/s`);
      console.log(
        `reloading screens: ${RELOADING_SCREENS.length}, loads in the timed run (gaps ${RELOAD_GAPS ? 'as the screens wait them out' : '0: back to back'}) ` +
          `${perScreen.join(', ')}; failed loads or dropped sockets ${reloadErrors} ${mark(reloadErrors === 0)}`,
      );
    }
    console.log(
      `listeners: ${COUNTERS} staff sockets heard ${heard} order.created of ${expectedHeard} ${mark(heard === expectedHeard)}; ` +
        `CPU per order over the run: the box ${fixed(perOrder(boxCpu), 2)} ms (printing, displays and fan-out included); ` +
        `on the same cores this process (tablets, displays, listeners' thread) ${fixed(perOrder((benchCpu.user + benchCpu.system) / 1000), 2)} ms, ` +
        `the fake printers ${fixed(perOrder(printerCpu), 2)} ms`,
    );
    console.log(
      `ratios to the order's own HTTP answer: ticket ${fixed(ticket.p50 / http.p50, 1)}x at p50, ${fixed(ticket.p99 / http.p99, 1)}x at p99; ` +
        `KDS card ${fixed(kds.p50 / http.p50, 1)}x at p50, ${fixed(kds.p99 / http.p99, 1)}x at p99`,
    );
    console.log(
      `load average ${loadAtEnd.map((n) => n.toFixed(1)).join(' ')} on ${os.availableParallelism()} cores (${loadAtStart.toFixed(1)} at the start)`,
    );

    const ticketsPrinted = printers.tickets.length;
    // Everything of the box's stopped, so the bare baseline has the cores the box had.
    for (const d of displays.splice(0)) d.close();
    for (const b of boards.splice(0)) b.close();
    for (const r of reloading.splice(0)) r.close();
    await listeners.close();
    listeners = undefined;
    await printers.close();
    printers = undefined;
    await stopChild(box.child);
    box = undefined;
    const bare = WITH_BARE
      ? await bareAtPace(bareDb, tablets, {
          seed: SEED,
          seconds: SECONDS,
          warmSeconds: WARM_SECONDS,
          intervalMs: INTERVAL_MS,
          orderFor: (tablet, rng) => orderFor(tablet, shop, rng),
        })
      : undefined;
    const rushVsBare = bare ? perOrder(boxCpu) / bare.cpuMsPerOrder : Number.NaN;
    if (bare) {
      console.log(
        `bare baseline at the same pace (baseline-server.mjs, the same orders): ${bare.orders} orders, ${bare.failed} failed, ` +
          `CPU per order ${fixed(bare.cpuMsPerOrder, 2)} ms; the rush's box CPU per order / the bare order's ${fixed(rushVsBare, 1)}x ` +
          `${mark(rushVsBare <= RUSH_CPU_GOAL)} (target <= ${RUSH_CPU_GOAL}x)`,
      );
    }
    const floor = WITH_BARE
      ? await bareAtPace(floorDb, tablets, {
          seed: SEED,
          seconds: SECONDS,
          warmSeconds: WARM_SECONDS,
          intervalMs: INTERVAL_MS,
          orderFor: (tablet, rng) => orderFor(tablet, shop, rng),
          floor: { bumpAfterMs: BUMP_AFTER_MS },
        })
      : undefined;
    const floorVsBare = floor && bare ? floor.cpuMsPerOrder / bare.cpuMsPerOrder : Number.NaN;
    const rushVsFloor = floor ? perOrder(boxCpu) / floor.cpuMsPerOrder : Number.NaN;
    if (floor) {
      console.log(
        `bare floor of the rush at the same pace (the same orders, a ticket per station with its two durable marks, ` +
          `${floor.bumps} bumps, ${floor.ticketsMarked} tickets marked printed; nothing rendered, sent or pushed): ` +
          `${floor.orders} orders, ${floor.failed} failed, ` +
          `CPU per order ${fixed(floor.cpuMsPerOrder, 2)} ms = ${fixed(floorVsBare, 1)}x the bare order's; ` +
          `the rush's box CPU per order / this floor's ${fixed(rushVsFloor, 1)}x`,
      );
    }
    console.log(
      JSON.stringify({
        bench: 'kitchen',
        box: FROM_SOURCE ? 'source' : 'binary',
        tablets: TABLETS,
        intervalMs: INTERVAL_MS,
        seconds: SECONDS,
        warmSeconds: WARM_SECONDS,
        listeners: LISTENERS,
        boards: BOARDS,
        boardLines: BOARD_LINES,
        reloading: RELOADING_SCREENS.length,
        reloadGaps: RELOAD_GAPS,
        visitReads: VISIT_READS ? run.visitReads : null,
        board: {
          latency: round(board.latency),
          loads: board.loads,
          runLoads: board.runLoads,
          planLoads: board.planLoads,
          pushed: board.pushed,
        },
        orders: m.runOrders,
        ordersPerSecond: +fixed(m.runOrders / SECONDS, 2),
        http: round(http),
        ticket: round(ticket),
        ticketLast: round(rows[2]![1]),
        kds: round(kds),
        kdsLast: round(rows[4]![1]),
        ratios: {
          ticketP50: +fixed(ticket.p50 / http.p50, 2),
          ticketP99: +fixed(ticket.p99 / http.p99, 2),
          kdsP50: +fixed(kds.p50 / http.p50, 2),
          kdsP99: +fixed(kds.p99 / http.p99, 2),
        },
        tickets: {
          printed: ticketsPrinted,
          expected: m.expected,
          lost: m.lost,
          doubled: m.doubled,
          unexpected: m.unexpected,
          reprints: m.reprints,
        },
        cardsMissing: m.missingCards,
        heard: { received: heard, expected: expectedHeard },
        boxCpuMsPerOrder: +fixed(perOrder(boxCpu), 3),
        coldBoxCpuMsPerOrder: WARM_SECONDS > 0 ? +fixed(coldCpuMsPerOrder, 3) : null,
        bareCpuMsPerOrder: bare ? +fixed(bare.cpuMsPerOrder, 3) : null,
        rushVsBare: bare ? +fixed(rushVsBare, 2) : null,
        floorCpuMsPerOrder: floor ? +fixed(floor.cpuMsPerOrder, 3) : null,
        floorVsBare: floor && bare ? +fixed(floorVsBare, 2) : null,
        rushVsFloor: floor ? +fixed(rushVsFloor, 2) : null,
        loadAverage: +loadAtEnd[0]!.toFixed(2),
      }),
    );
    const ok =
      ticketsOk &&
      m.missingCards === 0 &&
      kdsErrors === 0 &&
      failures === 0 &&
      heard === expectedHeard &&
      // Loading on every order, a list stops at the screen's limit (2,000 lines) once the run's pile up unserved.
      ((boardsSettled && board.shownAll) || !BOARD_LINES) &&
      board.errors === 0 &&
      reloadErrors === 0 &&
      (bare?.failed ?? 0) === 0 &&
      (floor?.failed ?? 0) === 0;
    if (!ok) console.log('kitchen bench FAILED: tickets or cards missing or doubled, or requests failed (see above)');
    return ok;
  } finally {
    for (const d of displays) d.close();
    for (const b of boards) b.close();
    for (const r of reloading) r.close();
    await listeners?.close();
    await printers?.close();
    if (box) await stopChild(box.child);
    fs.rmSync(work, { recursive: true, force: true });
  }
}
