/**
 * The order path as tablets really drive it (issue 12). Three targets one after the other, each on a
 * fresh data dir: the single binary (dist/, built first when out of date), the source build (node +
 * tsx), and the baseline: baseline-server.mjs, a bare node:http + better-sqlite3 handler doing the
 * same transaction on Node 24 with better-sqlite3 13 (the binary's runtime and driver), on a copy of
 * the binary box's database taken after its tablets were set up.
 *
 * Each box gets BENCH_TABLETS tablets (default 200), each its own table paired by QR with its own
 * device cookie and an open visit. autocannon then drives 50 and 200 keep-alive connections,
 * connection k being tablet k, for BENCH_SECONDS (10) after a warm-up on the same connections of
 * BENCH_WARMUP_SECONDS (3) or until every connection is up, if later (load.ts), every request
 * POST /v1/order/create as the tablet UI sends it. Orders written (counted in the database file,
 * by the idempotency keys sent in each phase) must equal the 2xx answers of the warm-up and of the
 * run. Each row also gives the target's CPU time per order. Then: the binary at 50 connections again
 * with BENCH_LISTENERS (150) staff sockets listening, and a fresh binary box for the staff order list
 * with 300 open lines and the tablet menu list (reads.ts). Figures are ratios against the baseline
 * measured in the same run where that applies.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { errorsOf, type LoadResult, load, tabletOrders } from './load';
import { buildBinary, type DemoBox, startBaseline, startBinaryBox, startDemoBox, stopChild } from './processes';
import { benchReads, type MenuResult, OPEN_LINES, type StaffListResult } from './reads';
import { setupTablets, type Tablet } from './setup-tablets';
import { countingListeners } from './staff-listeners';
import { cpuMs, RssSampler } from './stats';

const TABLETS = Number(process.env.BENCH_TABLETS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const LISTENERS = Number(process.env.BENCH_LISTENERS ?? 150);
const CONNECTIONS = [50, 200] as const;
const DELIVERY_TIMEOUT_MS = 15_000;

/**
 * Issue 12's figures to reach, and issue 34's: p99 at 50 connections within 1.5x the baseline's, the
 * longest answer under 200 connections, and private memory within a 1 GB Pi's comfort.
 */
const GOAL = {
  vsBaseline: 0.6,
  p99VsBaseline: 1.5,
  listeners: 0.9,
  staffListP50Ms: 10,
  peakMb: 120,
  privateMb: 80,
  longestMs: 2000,
};

interface Row {
  target: string;
  connections: number;
  load: LoadResult;
  /**
   * Orders written, counted in the database file: in all, those of the warm-up's and the run's keys,
   * and those of requests sent after the run's end and cut unanswered (load.ts, `lateKeys`).
   */
  written: { total: number; warm: number; run: number; late: number };
  idleMb: number;
  peakMb: number;
  /** Peak private memory (RssAnon): what the box itself holds, without the executable's pages. */
  privateMb: number;
  /** The target's CPU time (user + system) per order answered 2xx, warm-up and run together. */
  cpuMsPerOrder: number;
}

/** Orders in the database file; with `keys`, only those placed under these idempotency keys. */
function countOrders(dbFile: string, keys?: readonly string[]): number {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const row = keys
      ? db
          .prepare('SELECT count(*) AS n FROM orders WHERE idempotency_key IN (SELECT value FROM json_each(?))')
          .get(JSON.stringify(keys))
      : db.prepare('SELECT count(*) AS n FROM orders').get();
    return (row as { n: number }).n;
  } finally {
    db.close();
  }
}

const rowsMatch = ({ written, load: { warm, run } }: Row) =>
  written.run === run.ok && written.warm === warm.ok && written.total === warm.ok + run.ok + written.late;
const rowOk = (r: Row) => rowsMatch(r) && errorsOf(r.load) === 0 && r.load.warm.rejected === 0;

/** A warm-up then the measured run at `connections`, with RSS sampled and the orders written counted. */
async function measure(
  target: string,
  box: DemoBox,
  tablets: readonly Tablet[],
  itemIds: readonly number[],
  connections: number,
) {
  const rss = new RssSampler(box.pid);
  const idleKb = await rss.now();
  rss.start();
  const before = countOrders(box.dbFile);
  const cpuBefore = await cpuMs(box.pid);
  const result = await load(
    box.url,
    { connections, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS },
    tabletOrders(box.url, tablets, itemIds),
  );
  const { peakKb, privateKb } = rss.stop();
  const { warm, run } = result;
  const cpuMsPerOrder = ((await cpuMs(box.pid)) - cpuBefore) / (warm.ok + run.ok);
  const written = {
    total: countOrders(box.dbFile) - before,
    warm: countOrders(box.dbFile, warm.keys),
    run: countOrders(box.dbFile, run.keys),
    late: countOrders(box.dbFile, result.lateKeys),
  };
  const row: Row = {
    target,
    connections,
    load: result,
    written,
    idleMb: idleKb / 1024,
    peakMb: peakKb / 1024,
    privateMb: privateKb / 1024,
    cpuMsPerOrder,
  };
  console.log(
    `  ${target} ${connections} conns: all answered after ${fixed(result.rampSeconds, 1)} s; ` +
      `warm-up ${warm.ok} 2xx in ${fixed(warm.seconds, 1)} s, ${warm.rejected} refused, ${written.warm} rows; ` +
      `run ${run.ok} 2xx in ${fixed(run.seconds, 1)} s, statuses ${JSON.stringify(run.statuses)}, ${written.run} rows; ` +
      `socket errors ${result.socketErrors} (timeouts ${result.timeouts}); rows written in all ${written.total} ` +
      `${rowsMatch(row) ? '=' : '≠'} 2xx ${warm.ok + run.ok} + ${written.late} of ${result.lateKeys.length} sent after the end (cut)`,
  );
  return row;
}

async function measureAll(target: string, box: DemoBox, tablets: readonly Tablet[], itemIds: readonly number[]) {
  const rows: Row[] = [];
  for (const connections of CONNECTIONS) rows.push(await measure(target, box, tablets, itemIds, connections));
  return rows;
}

interface ListenerRun {
  row: Row;
  /** order.created events received by all listeners together, and the count expected. */
  received: number;
  expected: number;
}

/** The binary at 50 connections again while LISTENERS staff sockets (in a worker thread) hear every order. */
async function withListeners(box: DemoBox, tablets: readonly Tablet[], itemIds: readonly number[]): Promise<ListenerRun> {
  const listeners = await countingListeners(box.url, LISTENERS);
  try {
    const row = await measure(`binary+${LISTENERS} listeners`, box, tablets, itemIds, CONNECTIONS[0]);
    const expected = LISTENERS * (row.load.warm.ok + row.load.run.ok);
    const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
    let received = await listeners.received();
    while (received < expected && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      received = await listeners.received();
    }
    return { row, received, expected };
  } finally {
    await listeners.close();
  }
}

/** Starts a box in a fresh folder under `work`, gives it tablets, runs `body`, stops it. */
async function withBox<T>(
  work: string,
  name: string,
  start: (dataDir: string, home: string) => Promise<DemoBox>,
  body: (box: DemoBox) => Promise<T>,
): Promise<T> {
  const home = path.join(work, name);
  fs.mkdirSync(home, { recursive: true });
  const box = await start(path.join(home, 'data'), home);
  try {
    return await body(box);
  } finally {
    await stopChild(box.child);
  }
}

async function prepare(box: DemoBox) {
  const started = performance.now();
  const shop = await setupTablets(box.url, TABLETS);
  console.log(`  ${TABLETS} tablets paired in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return shop;
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');
const fixed = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

function printTable(rows: readonly Row[]) {
  const head = [
    'target'.padEnd(22),
    'conns',
    ' orders/s',
    '  p50 ms',
    '  p99 ms',
    ' errors',
    ' idle MB',
    ' peak MB',
    ' private',
    '  rows=2xx',
    'cpu ms/order',
  ];
  console.log(`\n${head.join(' ')}`);
  for (const r of rows) {
    console.log(
      [
        r.target.padEnd(22),
        String(r.connections).padStart(5),
        fixed(r.load.run.perSecond).padStart(9),
        fixed(r.load.run.latency.p50, 1).padStart(8),
        fixed(r.load.run.latency.p99, 1).padStart(8),
        String(errorsOf(r.load)).padStart(7),
        fixed(r.idleMb).padStart(8),
        fixed(r.peakMb).padStart(8),
        fixed(r.privateMb).padStart(8),
        `${mark(rowsMatch(r))} ${r.written.run}`.padStart(10),
        fixed(r.cpuMsPerOrder, 2).padStart(12),
      ].join(' '),
    );
  }
}

function printReads(staff: StaffListResult, menu: MenuResult) {
  console.log(`\nStaff order list (GET /v1/orderitem/get/list, open visits), list.total ${staff.total} (placed ${OPEN_LINES})`);
  const line = (name: string, { run, socketErrors }: LoadResult) =>
    `  ${name}: ${fixed(run.perSecond)} req/s, p50 ${fixed(run.latency.p50, 1)} ms, p99 ${fixed(run.latency.p99, 1)} ms, ` +
    `answers ${JSON.stringify(run.statuses)}, socket errors ${socketErrors}`;
  for (const r of staff.runs) console.log(line(`${String(r.connections).padStart(2)} conns`, r));
  console.log(`\nTablet menu list (GET /v1/menuitem/get/list), ${menu.etag ? `ETag ${menu.etag}` : 'no ETag'}`);
  console.log(line('200 (fresh)', menu.fresh));
  if (menu.notModified) console.log(line(`If-None-Match -> ${menu.revalidated}`, menu.notModified));
}

/** Runs the order benchmark and prints its table; false when rows and 2xx disagree or anything failed. */
export async function benchOrders(): Promise<boolean> {
  buildBinary();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-bench-orders-'));
  console.log(
    `bench: ${TABLETS} tablets; ${CONNECTIONS.join(' and ')} connections, ${WARMUP_SECONDS} s warm-up + ${SECONDS} s each; data in ${work}; load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  try {
    const baselineDb = path.join(work, 'baseline', 'sma-order.db');
    fs.mkdirSync(path.dirname(baselineDb));

    console.log('binary (dist/, Node 24 inside):');
    const { binary, listeners, tablets, itemIds } = await withBox(work, 'binary', startBinaryBox, async (box) => {
      const shop = await prepare(box);
      // The baseline's database: this box's, as it is with its tablets set up and no order yet.
      const snapshot = new Database(box.dbFile, { readonly: true, fileMustExist: true });
      await snapshot.backup(baselineDb);
      snapshot.close();
      // The run with listeners follows the one without at the same connection count.
      const alone = await measure('binary', box, shop.tablets, shop.itemIds, CONNECTIONS[0]);
      const listeners = await withListeners(box, shop.tablets, shop.itemIds);
      const binary = [alone, await measure('binary', box, shop.tablets, shop.itemIds, CONNECTIONS[1])];
      return { binary, listeners, ...shop };
    });

    console.log('baseline (baseline-server.mjs, Node 24 + better-sqlite3 13):');
    const baselineBox = await startBaseline(baselineDb, path.dirname(baselineDb));
    let baseline: Row[];
    try {
      baseline = await measureAll('baseline', baselineBox, tablets, itemIds);
    } finally {
      await stopChild(baselineBox.child);
    }

    console.log('source (node --import tsx appliance/src/main.ts):');
    const source = await withBox(
      work,
      'source',
      (dataDir) => startDemoBox(dataDir),
      async (box) => {
        const shop = await prepare(box);
        return measureAll('source', box, shop.tablets, shop.itemIds);
      },
    );

    console.log('reads (a fresh binary box):');
    const reads = await withBox(work, 'reads', startBinaryBox, benchReads);

    const rows = [...baseline, ...binary, ...source, listeners.row];
    printTable(rows);
    console.log(
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${os.availableParallelism()} cores`,
    );
    printReads(reads.staff, reads.menu);

    const at = (set: readonly Row[], connections: number) => set.find((r) => r.connections === connections)!;
    const ratio = (a: Row, b: Row) => a.load.run.perSecond / b.load.run.perSecond;
    const p99 = (r: Row) => r.load.run.latency.p99;
    console.log('\nratios to the baseline (orders/s; p99 ratio in brackets):');
    for (const connections of CONNECTIONS) {
      const base = at(baseline, connections);
      const bin = at(binary, connections);
      const src = at(source, connections);
      console.log(
        `  ${connections} conns: binary/baseline ${fixed(ratio(bin, base), 2)} (p99 ${fixed(p99(bin) / p99(base), 1)}x), ` +
          `source/baseline ${fixed(ratio(src, base), 2)} (p99 ${fixed(p99(src) / p99(base), 1)}x), ` +
          `binary/source ${fixed(ratio(bin, src), 2)}`,
      );
    }

    const bin50 = at(binary, CONNECTIONS[0]);
    const vsBaseline = ratio(bin50, at(baseline, CONNECTIONS[0]));
    const p99VsBaseline = p99(bin50) / p99(at(baseline, CONNECTIONS[0]));
    const listenerShare = ratio(listeners.row, bin50);
    const staffP50 = reads.staff.runs[0]!.run.latency.p50;
    const menu304 = reads.menu.revalidated === 304;
    const peakMb = Math.max(...binary.map((r) => r.peakMb), listeners.row.peakMb);
    const privateMb = Math.max(...binary.map((r) => r.privateMb), listeners.row.privateMb);
    console.log(
      `\nratios: binary/baseline orders/s ${fixed(vsBaseline, 2)} ${mark(vsBaseline >= GOAL.vsBaseline)} (target >= ${GOAL.vsBaseline}), ` +
        `p99 at ${CONNECTIONS[0]} conns ${fixed(p99(bin50), 1)} ms = ${fixed(p99VsBaseline, 2)}x the baseline's ${mark(p99VsBaseline <= GOAL.p99VsBaseline)} (target <= ${GOAL.p99VsBaseline}x), ` +
        `listeners ${fixed(listenerShare * 100)}% ${mark(listenerShare >= GOAL.listeners)} (>= ${GOAL.listeners * 100}%), ` +
        `staff list p50 ${fixed(staffP50, 1)} ms ${mark(staffP50 <= GOAL.staffListP50Ms)} (<= ${GOAL.staffListP50Ms}), ` +
        `menu 304 ${menu304 ? 'yes' : reads.menu.etag ? 'no' : 'no (no ETag)'} ${mark(menu304)}, ` +
        `binary peak RSS ${fixed(peakMb)} MB ${mark(peakMb <= GOAL.peakMb)} (<= ${GOAL.peakMb}), ` +
        `of it private ${fixed(privateMb)} MB ${mark(privateMb <= GOAL.privateMb)} (<= ${GOAL.privateMb}; the rest are pages of the executable file)`,
    );
    const bin200 = at(binary, CONNECTIONS[1]);
    const base200 = at(baseline, CONNECTIONS[1]);
    const longest = bin200.load.run.latency.max;
    console.log(
      `at ${CONNECTIONS[1]} connections: the longest answer ${fixed(longest)} ms ${mark(longest <= GOAL.longestMs)} (<= ${GOAL.longestMs}; ` +
        `baseline ${fixed(base200.load.run.latency.max)} ms), refused busy (503) ${bin200.load.run.statuses['503'] ?? 0}`,
    );
    console.log(
      `listeners: ${LISTENERS} staff sockets received ${listeners.received} order.created events of ${listeners.expected} expected ` +
        `(${listeners.row.load.warm.ok + listeners.row.load.run.ok} orders x ${LISTENERS}) ${mark(listeners.received === listeners.expected)}; ` +
        `the binary's CPU per order ${fixed(listeners.row.cpuMsPerOrder, 2)} ms with them, ${fixed(bin50.cpuMsPerOrder, 2)} ms without ` +
        `(the listeners run in this process's worker thread, on the same cores)`,
    );

    const readsOk =
      reads.staff.total === OPEN_LINES &&
      reads.staff.runs.every((r) => errorsOf(r) === 0) &&
      errorsOf(reads.menu.fresh) === 0 &&
      (reads.menu.notModified === undefined || errorsOf(reads.menu.notModified) === 0);
    const ok = rows.every(rowOk) && listeners.received === listeners.expected && readsOk;
    if (!ok) console.log('orders bench FAILED: rows written differ from 2xx answers, or requests failed (see above)');
    return ok;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
