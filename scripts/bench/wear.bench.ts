/**
 * SD-card wear and memory (issue 33, item 3): the single binary as a shop runs it (clean
 * environment, LOG_LEVEL info as under systemd), a fresh data dir on a real disk.
 *
 * 1. A Friday service, run in full: BENCH_WEAR_TABLES (60) tables paired by QR, each placing
 *    BENCH_WEAR_ROUNDS (8) orders of 3 lines, one order at a time (a shop's orders arrive seconds
 *    apart, so each commits and is fsync'd alone: no group commit shares the cost); then staff mark
 *    every line served, one at a time; then every bill is paid in cash at the register. Bytes
 *    written are read from the box's /proc/<pid>/io before and after each phase. Then the two
 *    writes of the day the box does on its own schedule are made here, in this process, and read
 *    from this process's /proc/self/io: the PASSIVE WAL checkpoint of the wal-checkpoint job
 *    (SQLite's own autocheckpoints at 1000 pages, inside the phases, are in the box's figure) and
 *    the nightly hot backup (writeBackup, as the nightly job calls it; a first backup is written
 *    before the service so this one is the everyday one). Logs: the bytes the box wrote to stdout
 *    (the journal's input; journald's own storage overhead is not counted). The fake printers
 *    print in a process of their own, so the demo's ticket file is not written. Before the
 *    service, one order is placed on an emptied WAL and the WAL file read back (wal-frames.ts): the
 *    commits it led to, their frames and the tables and indexes they hold, which say where an
 *    order's bytes go.
 * 2. A rush: BENCH_WEAR_RUSH_TABLETS (10) tablets each sending its next order as soon as the last
 *    is answered (faster than any real rush) for BENCH_WEAR_RUSH_SECONDS (20) s with a kitchen
 *    screen's and a staff screen's sockets open, the box's smaps_rollup sampled every 100 ms.
 *    Baseline: baseline-server.mjs (bare node:http + better-sqlite3 on Node 24, the orders bench's)
 *    on a copy of the box's database taken before the service, under the same rush, sampled the
 *    same way.
 *
 * write_bytes (what reached the block layer) is used when a probe shows the data dir's filesystem
 * keeps it; on tmpfs or an overlay it stays 0 and the figures fall back to wchar (every write
 * call, sockets too: an upper bound), marked so. The data dir is under BENCH_WEAR_DIR, else the
 * system's temp folder: keep it on a disk.
 *
 * `npm run bench -- wear`. False (failing the bench) when a figure is over its budget or
 * requests failed.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import type { BillPayResponse, BillShowResponse } from '../../appliance/src/contract/bills';
import type { MenuItemListResponse } from '../../appliance/src/contract/menu-items';
import type { OrderCreateResponse } from '../../appliance/src/contract/orders';
import type { PrinterListResponse } from '../../appliance/src/contract/printers';
import type { TableSessionCreateResponse } from '../../appliance/src/contract/table-sessions';
import { DEMO_LOGINS } from '../../appliance/src/db/seed/demo-shop';
import { writeBackup } from '../../appliance/src/features/backup/hot-backup';
import type { ApiClient } from '../../appliance/test/helpers/api-client';
import { startFakePrinters } from './fake-printers';
import { errorsOf, type LoadResult, load, tabletOrders } from './load';
import { addWritten, budgetLine, filesystemOf, formatBytes, type Smaps, type Written, written } from './proc-figures';
import { buildBinary, cleanEnv, type DemoBox, startBaseline, startBinaryBox, stopChild } from './processes';
import { demoLogin, setupTablets, type Tablet } from './setup-tablets';
import { closeListeners, openCountingListeners } from './staff-listeners';
import { transactions, walFrames } from './wal-frames';
import {
  blockWritesCounted,
  type DataDirSizes,
  dataDirSizes,
  readIo,
  SAMPLE_MS,
  SmapsSampler,
  writeCounting,
  writtenHere,
} from './wear-sampling';

const TABLES = Number(process.env.BENCH_WEAR_TABLES ?? 60);
const ROUNDS = Number(process.env.BENCH_WEAR_ROUNDS ?? 8);
const LINES = 3;
const RUSH_TABLETS = Number(process.env.BENCH_WEAR_RUSH_TABLETS ?? 10);
const RUSH_SECONDS = Number(process.env.BENCH_WEAR_RUSH_SECONDS ?? 20);
/** Long enough for an order's tickets to print and their jobs to be marked printed. */
const ANATOMY_SETTLE_MS = 2_000;

const KIB = 1024;
const MIB = 1024 * KIB;
const GB = 1e9;

/**
 * Budgets, from what this bench measured on an x64 dev machine (ext4, November 2026) plus headroom,
 * so the machine's noise passes and a change that makes the box write or hold much more fails.
 * Measured: ~104 KiB written per order while ordering (an order is ~7 commits of whole 4 KiB WAL
 * pages, each fsync'd: the order, its print jobs queued, sent and printed, the event cursors),
 * ~190 KiB per order all in, ~90 MiB per service, peak RSS ~210 MiB of which ~96 MiB private.
 * - Writes: a 32 GB card of ordinary (not "endurance") grade is taken as good for 100 full writes
 *   (3.2 TB) of host data, and small synced writes cost it ~10x inside (write amplification): 320 GB
 *   of the box's writes. 160 MiB a day (a Friday every day) is ~57 GB a year: the card lasts 5
 *   years. The per-order budgets are the service's shares at that, about 1.5x the measured figures.
 * - Peak RSS: a 1 GB Pi 4 has ~900 MiB after the kernel and firmware; the OS, journald, sshd and
 *   the page cache that keeps the SD card from being read on every request want ~500 MiB of it,
 *   so the box stays under 300 MiB. Much of RSS is pages of the 130 MiB executable, which the
 *   kernel can drop and read again; the private (anonymous) part cannot, and gets 160 MiB (V8's
 *   old space ceiling is 160 MiB, sea-pack.ts; the heap's live part is far below it).
 */
const BUDGET = {
  perOrder: 160 * KIB,
  perOrderAllIn: 320 * KIB,
  service: 160 * MIB,
  peakRss: 300 * MIB,
  peakPrivate: 160 * MIB,
};

/** The card the yearly figure is set against; see BUDGET. */
const CARD = { bytes: 32 * GB, cycles: 100, amplification: 10 };

async function check<T>(what: string, answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  if (status !== 200) throw new Error(`${what} failed: ${status} ${JSON.stringify(body)}`);
  return body;
}

/** Points the demo's printers at fake ones in their own process: tickets go over TCP as in a shop, not into the data dir. */
async function printersElsewhere(url: string) {
  const admin = await demoLogin(url, 0);
  await admin.pageAuth(DEMO_LOGINS[2]!.password);
  const list = await check('printer list', admin.get<PrinterListResponse>('/v1/printer/get/list'));
  const fakes = await startFakePrinters(list.list.data.length);
  for (const [i, printer] of list.list.data.entries()) {
    await check('printer update', admin.post('/v1/printer/update', { id: printer.id, port: fakes.ports[i] }));
  }
  return fakes;
}

/** Of `itemIds`, the food and drink: no plan (放題) and no 延長, which need a plan running at the table. */
async function foodOnly(url: string, itemIds: readonly number[]): Promise<number[]> {
  const owner = await demoLogin(url, 0);
  const items = await check('menu list', owner.get<MenuItemListResponse>('/v1/menuitem/get/list', { flags: [1] }));
  const food = new Set(
    items.list.data
      .filter((i) => i.plan === null && i.plan_menu_ids.length === 0 && i.plan_item_ids.length === 0)
      .map((i) => i.id),
  );
  return itemIds.filter((id) => food.has(id));
}

/** A 3-line order for the tablet, varied with `n`, as the tablet UI sends it. */
function serviceOrder(tablet: Tablet, itemIds: readonly number[], n: number) {
  const first = (tablet.diningTableId * 7 + n * 3) % itemIds.length;
  const items = Array.from({ length: LINES }, (_, l) => ({
    id: itemIds[(first + l) % itemIds.length]!,
    quantity: 1 + ((n + l) % 2),
  }));
  return {
    ordersData: { table_session_id: tablet.tableSessionId, dining_table_id: tablet.diningTableId, status: 1 },
    orderItemsData: { items },
  };
}

interface Service {
  orders: number;
  lines: number;
  bills: number;
  ordering: Written;
  serving: Written;
  paying: Written;
  checkpoint: Written;
  checkpointFrames: number;
  backup: Written;
  backupFileBytes: number;
  logBytes: { ordering: number; all: number };
  seconds: { ordering: number; all: number };
  before: DataDirSizes;
  after: DataDirSizes;
  anatomy: Anatomy;
}

/** What one order alone writes to the WAL: its transactions (frames each, tables and indexes touched). */
interface Anatomy {
  pageSize: number;
  transactions: { frames: number; names: string[] }[];
}

/**
 * One order placed on an empty WAL, and the transactions it led to once its tickets printed, read
 * from the WAL file itself (wal-frames.ts), pages named by SQLite's dbstat table.
 */
async function oneOrder(db: Database.Database, box: DemoBox, tablet: Tablet, itemIds: readonly number[]): Promise<Anatomy> {
  const [emptied] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
  if (emptied?.busy) return { pageSize: 0, transactions: [] };
  await check(
    'order create',
    tablet.client.post<OrderCreateResponse>('/v1/order/create', serviceOrder(tablet, itemIds, 0), {
      'idempotency-key': randomUUID(),
    }),
  );
  await sleep(ANATOMY_SETTLE_MS);
  const { pageSize, frames } = walFrames(fs.readFileSync(`${box.dbFile}-wal`));
  const owners = new Map(
    (db.prepare('SELECT name, pageno FROM dbstat').all() as { name: string; pageno: number }[]).map((r) => [r.pageno, r.name]),
  );
  return { pageSize, transactions: transactions(frames, (page) => owners.get(page) ?? 'free page') };
}

async function friday(
  box: DemoBox,
  dataDir: string,
  tablets: readonly Tablet[],
  itemIds: readonly number[],
  logBytes: () => number,
) {
  const staff = await demoLogin(box.url, 1);
  const db = new Database(box.dbFile, { fileMustExist: true });
  try {
    // Before the service: this day's first backup, and a checkpoint of the setup's writes.
    await writeBackup(db, dataDir, { keepDays: 7, now: new Date() });
    const anatomy = await oneOrder(db, box, tablets[0]!, itemIds);
    db.pragma('wal_checkpoint(PASSIVE)');
    await sleep(500);
    const before = dataDirSizes(dataDir, box.dbFile);

    const started = performance.now();
    const log0 = logBytes();
    const io0 = await readIo(box.pid);
    const lineIds: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const tablet of tablets) {
        const order = await check(
          'order create',
          tablet.client.post<OrderCreateResponse>('/v1/order/create', serviceOrder(tablet, itemIds, round), {
            'idempotency-key': randomUUID(),
          }),
        );
        lineIds.push(...order.order.items.map((line) => line.id));
      }
    }
    const io1 = await readIo(box.pid);
    const orderingSeconds = (performance.now() - started) / 1000;
    const log1 = logBytes();
    for (const id of lineIds) await check('served', staff.post('/v1/orderitem/update', { id, status: 1 }));
    const io2 = await readIo(box.pid);
    for (const tablet of tablets) await payInCash(staff, tablet.tableSessionId);
    const io3 = await readIo(box.pid);
    const seconds = (performance.now() - started) / 1000;

    const checkpoint = await writtenHere(
      () => (db.pragma('wal_checkpoint(PASSIVE)') as { busy: number; log: number; checkpointed: number }[])[0]!,
    );
    const after = dataDirSizes(dataDir, box.dbFile);
    // The nightly job's backup: tomorrow's name, so it does not replace the first one.
    const backup = await writtenHere(() =>
      writeBackup(db, dataDir, { keepDays: 7, now: new Date(Date.now() + 24 * 60 * 60 * 1000) }),
    );
    const service: Service = {
      orders: ROUNDS * tablets.length,
      lines: lineIds.length,
      bills: tablets.length,
      ordering: written(io0, io1, writeCounting.block),
      serving: written(io1, io2, writeCounting.block),
      paying: written(io2, io3, writeCounting.block),
      checkpoint: checkpoint.written,
      checkpointFrames: checkpoint.value.checkpointed,
      backup: backup.written,
      backupFileBytes: backup.value.bytes,
      logBytes: { ordering: log1 - log0, all: logBytes() - log0 },
      seconds: { ordering: orderingSeconds, all: seconds },
      before,
      after,
      anatomy,
    };
    return service;
  } finally {
    db.close();
  }
}

async function payInCash(staff: ApiClient, tableSessionId: number): Promise<void> {
  const shown = await check('bill show', staff.get<BillShowResponse>('/v1/bill/show', { table_session_id: tableSessionId }));
  const total = shown.bill.total;
  await check(
    'bill pay',
    staff.post<BillPayResponse>('/v1/bill/pay', {
      table_session_id: tableSessionId,
      payments: [{ method: 'cash', amount: total, tendered: total }],
    }),
  );
}

/** The tablets with a new visit each, as when the next guests sit down. */
function newVisits(tablets: readonly Tablet[]): Promise<Tablet[]> {
  return Promise.all(
    tablets.map(async (tablet) => {
      const visit = await check(
        'visit create',
        tablet.client.post<TableSessionCreateResponse>('/v1/tablesession/create', { dining_table_id: tablet.diningTableId }),
      );
      return { ...tablet, tableSessionId: visit.tableSession.id };
    }),
  );
}

interface Rush {
  idle: Smaps;
  peak: Smaps;
  samples: number;
  load: LoadResult;
}

/** RUSH_TABLETS tablets ordering flat out for RUSH_SECONDS, the target's memory sampled; `listeners` staff sockets open. */
async function rush(box: DemoBox, tablets: readonly Tablet[], itemIds: readonly number[], listeners: number): Promise<Rush> {
  const sockets = listeners > 0 ? await openCountingListeners(box.url, listeners, () => {}) : [];
  try {
    const sampler = new SmapsSampler(box.pid);
    const idle = (await sampler.sample())!;
    sampler.start();
    const result = await load(
      box.url,
      { connections: RUSH_TABLETS, warmupSeconds: 2, seconds: RUSH_SECONDS },
      tabletOrders(box.url, tablets.slice(0, RUSH_TABLETS), itemIds),
    );
    await sleep(SAMPLE_MS * 2);
    return { idle, peak: sampler.stop(), samples: sampler.samples, load: result };
  } finally {
    closeListeners(sockets);
  }
}

const bytesOfKb = (kb: number) => kb * 1024;

export async function benchWear(): Promise<boolean> {
  buildBinary();
  const parent = process.env.BENCH_WEAR_DIR ?? os.tmpdir();
  const work = fs.mkdtempSync(path.join(parent, 'sma-order-bench-wear-'));
  const dataDir = path.join(work, 'data');
  const fsType = filesystemOf(work, fs.readFileSync('/proc/mounts', 'utf8'));
  console.log(
    `bench: ${TABLES} tables x ${ROUNDS} orders x ${LINES} lines, then a rush of ${RUSH_TABLETS} tablets for ${RUSH_SECONDS} s; ` +
      `data in ${work} (${fsType.type} on ${fsType.mountPoint}); load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  writeCounting.block = await blockWritesCounted(work);
  if (!writeCounting.block) {
    console.log(
      `  ${fsType.type} does not count block writes in /proc/<pid>/io: bytes are wchar (write calls, sockets too); set BENCH_WEAR_DIR to a folder on a disk`,
    );
  }
  let fakes: Awaited<ReturnType<typeof startFakePrinters>> | undefined;
  try {
    const box = await startBinaryBox(dataDir, work, { ...cleanEnv(work), LOG_LEVEL: 'info' });
    let logBytes = 0;
    box.child.stdout?.on('data', (chunk: Buffer) => {
      logBytes += chunk.length;
    });
    const baselineDb = path.join(work, 'baseline', 'sma-order.db');
    let shop: { tablets: Tablet[]; itemIds: number[] };
    let service: Service;
    let boxRush: Rush;
    try {
      const setupStarted = performance.now();
      shop = await setupTablets(box.url, TABLES);
      shop.itemIds = await foodOnly(box.url, shop.itemIds);
      fakes = await printersElsewhere(box.url);
      console.log(`  ${TABLES} tablets paired in ${((performance.now() - setupStarted) / 1000).toFixed(1)} s`);
      // The baseline's database: this box's with its tablets' visits open and no order yet.
      fs.mkdirSync(path.dirname(baselineDb));
      const snapshot = new Database(box.dbFile, { readonly: true, fileMustExist: true });
      await snapshot.backup(baselineDb);
      snapshot.close();

      service = await friday(box, dataDir, shop.tablets, shop.itemIds, () => logBytes);
      console.log(`  service run in ${service.seconds.all.toFixed(1)} s (ordering ${service.seconds.ordering.toFixed(1)} s)`);
      // The service's bills are paid: new guests sit at the first tables for the rush.
      boxRush = await rush(box, await newVisits(shop.tablets.slice(0, RUSH_TABLETS)), shop.itemIds, 2);
    } finally {
      await stopChild(box.child);
    }

    const baseline = await startBaseline(baselineDb, path.dirname(baselineDb));
    let baseRush: Rush;
    try {
      // In the copy, the service's first tablets still have their visits open.
      baseRush = await rush(baseline, shop.tablets, shop.itemIds, 0);
    } finally {
      await stopChild(baseline.child);
    }
    return report(service, boxRush, baseRush);
  } finally {
    await fakes?.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const per = (bytes: number, n: number) => (n > 0 ? bytes / n : Number.NaN);
/** How a figure was measured, and by whose /proc/<pid>/io. */
const how = (w: Written, whose: string) =>
  w.method === 'write_bytes'
    ? `write_bytes of ${whose}; its wchar (every write call, sockets too) ${formatBytes(w.wchar)}`
    : `wchar of ${whose} (every write call, sockets too): this filesystem keeps no write_bytes`;

function report(service: Service, box: Rush, baseline: Rush): boolean {
  const { orders, lines, bills } = service;
  const logs = { bytes: service.logBytes.all, method: 'write_bytes', wchar: service.logBytes.all } as const;
  const inBox = addWritten([service.ordering, service.serving, service.paying]);
  const total = addWritten([inBox, service.checkpoint, service.backup, logs]).bytes;
  const perOrder = per(service.ordering.bytes, orders);
  const allIn = per(total, orders);

  console.log(`\nBytes written, ${orders} orders of ${LINES} lines at ${bills} tables (method per line in brackets)`);
  const row = (label: string, bytes: number, note: string) =>
    console.log(`  ${label.padEnd(44)} ${formatBytes(bytes).padStart(11)}  ${note}`);
  row('ordering', service.ordering.bytes, `[${how(service.ordering, 'the box')}]`);
  row(
    `serving, ${lines} lines`,
    service.serving.bytes,
    `[${how(service.serving, 'the box')}] ${formatBytes(per(service.serving.bytes, lines))}/line`,
  );
  row(
    `paying, ${bills} bills`,
    service.paying.bytes,
    `[${how(service.paying, 'the box')}] ${formatBytes(per(service.paying.bytes, bills))}/bill`,
  );
  row(
    'WAL checkpoint after the service',
    service.checkpoint.bytes,
    `[${how(service.checkpoint, 'this process')}; ${service.checkpointFrames} frames]`,
  );
  row(
    'nightly backup',
    service.backup.bytes,
    `[${how(service.backup, 'this process')}; file ${formatBytes(service.backupFileBytes)}]`,
  );
  row(
    'log lines to the journal (LOG_LEVEL info)',
    logs.bytes,
    `[bytes on the box's stdout; ${formatBytes(per(service.logBytes.ordering, orders))}/order while ordering]`,
  );
  const growth = (key: keyof DataDirSizes) => service.after[key] - service.before[key];
  console.log(
    `  data dir growth: database ${formatBytes(growth('db'))} (${formatBytes(per(growth('db'), orders))}/order), ` +
      `WAL+shm ${formatBytes(service.before.wal)} -> ${formatBytes(service.after.wal)}, pictures ${formatBytes(growth('pictures'))}, ` +
      `other ${formatBytes(growth('other'))}; a backup file ${formatBytes(service.backupFileBytes)}`,
  );

  const { anatomy } = service;
  const frames = anatomy.transactions.reduce((sum, t) => sum + t.frames, 0);
  console.log(
    `  one order alone (before the service; its tickets printed): ${anatomy.transactions.length} commits, ${frames} WAL frames ` +
      `(${formatBytes(frames * (anatomy.pageSize + 24))}); frames per commit and what they hold:`,
  );
  for (const t of anatomy.transactions) console.log(`    [${t.frames}] ${t.names.join(', ')}`);

  const yearly = total * 365;
  const cardHost = (CARD.bytes * CARD.cycles) / CARD.amplification;
  console.log(
    `  a year of such days: ${formatBytes(yearly)}; a ${CARD.bytes / GB} GB card taken as good for ${CARD.cycles} full writes ` +
      `with a write amplification of ${CARD.amplification} (${formatBytes(cardHost)} of host writes) lasts ${(cardHost / yearly).toFixed(0)} years at that rate`,
  );
  console.log(
    `  not counted: the filesystem's journal and metadata (written by the kernel, not the box), journald's own storage overhead`,
  );

  const show = (m: Smaps) =>
    `RSS ${formatBytes(bytesOfKb(m.rssKb))}, PSS ${formatBytes(bytesOfKb(m.pssKb))}, private ${formatBytes(bytesOfKb(m.anonKb))}`;
  const rushLine = (name: string, r: Rush) =>
    `  ${name.padEnd(9)} idle ${show(r.idle)}; peak ${show(r.peak)}; ${r.load.run.ok} orders in ${r.load.run.seconds.toFixed(1)} s ` +
    `(${r.load.run.perSecond.toFixed(0)}/s), ${errorsOf(r.load)} errors, ${r.samples} samples`;
  console.log(
    `\nMemory through a rush: ${RUSH_TABLETS} tablets ordering flat out for ${RUSH_SECONDS} s, smaps_rollup every ${SAMPLE_MS} ms`,
  );
  console.log(`${rushLine('box', box)} (a kitchen and a staff screen socket open)`);
  console.log(`${rushLine('baseline', baseline)} (bare node:http + better-sqlite3 on Node 24)`);
  console.log(
    `  ratios to the baseline: peak RSS x${(box.peak.rssKb / baseline.peak.rssKb).toFixed(1)}, peak private x${(box.peak.anonKb / baseline.peak.anonKb).toFixed(1)}, ` +
      `orders/s x${(box.load.run.perSecond / baseline.load.run.perSecond).toFixed(2)}`,
  );

  console.log(`\nBudgets (wear.bench.ts says why):`);
  const lines_ = [
    budgetLine('written per order (ordering alone)', perOrder, BUDGET.perOrder),
    budgetLine('written per order, all in', allIn, BUDGET.perOrderAllIn),
    budgetLine('written per Friday service', total, BUDGET.service),
    budgetLine('peak RSS through the rush', bytesOfKb(box.peak.rssKb), BUDGET.peakRss),
    budgetLine('peak private memory through the rush', bytesOfKb(box.peak.anonKb), BUDGET.peakPrivate),
  ];
  for (const l of lines_) console.log(`  ${l.text}`);
  const requestsOk = errorsOf(box.load) === 0 && box.load.warm.rejected === 0 && box.load.run.ok > 0;
  if (!requestsOk) console.log('  the box refused or failed requests in the rush (see above)');
  const ok = lines_.every((l) => l.ok) && requestsOk;
  if (!ok) console.log('wear bench FAILED: a figure is over its budget, or requests failed');
  return ok;
}
