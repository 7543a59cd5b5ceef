/**
 * Order throughput: many tablets ordering at once against the real box on loopback, side by side
 * with a bare node:http + better-sqlite3 handler doing the same transaction on the same data.
 * Figures are reported as ratios to that baseline, measured in the same run (machines are noisy).
 * BENCH_TABLETS (default 200) and BENCH_ORDERS (orders per tablet, default 10) set the size.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ApiClient } from '../../appliance/test/helpers/api-client';
import { type LoadResult, runOrderLoad, type Tablet } from './order-load';
import { startChild, startDemoBox, stopChild } from './processes';
import { setupTablets } from './setup-tablets';
import { RssSampler } from './stats';

const TABLETS = Number(process.env.BENCH_TABLETS ?? 200);
const ORDERS_EACH = Number(process.env.BENCH_ORDERS ?? 10);

async function measure(pid: number, run: () => Promise<LoadResult>) {
  const rss = new RssSampler(pid);
  const idleKb = await rss.now();
  rss.start();
  const result = await run();
  const peakKb = rss.stop();
  return { ...result, idleMb: idleKb / 1024, peakMb: peakKb / 1024 };
}

function row(name: string, r: Awaited<ReturnType<typeof measure>>): string {
  return [
    name.padEnd(10),
    r.ordersPerSecond.toFixed(0).padStart(8),
    r.latency.p50.toFixed(1).padStart(8),
    r.latency.p99.toFixed(1).padStart(8),
    r.peakMb.toFixed(0).padStart(8),
    String(r.failures).padStart(6),
  ].join(' ');
}

/** Runs the order benchmark and prints its table; returns false when orders failed. */
export async function benchOrders(): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-bench-'));
  const box = await startDemoBox(dataDir);
  console.log(`bench: ${TABLETS} tablets x ${ORDERS_EACH} orders, data in ${dataDir}`);
  const { tablets, itemIds } = await setupTablets(box.url, TABLETS);
  await runOrderLoad(tablets, itemIds, 1); // warm-up: JIT, statement caches, connections
  const boxResult = await measure(box.child.pid!, () => runOrderLoad(tablets, itemIds, ORDERS_EACH));
  await stopChild(box.child);

  const baseline = await startChild(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'baseline-server.ts'), path.join(dataDir, 'sma-order.db'), '0'],
    /LISTENING (\d+)/,
  );
  const bareTablets: Tablet[] = tablets.map((t) => ({ ...t, client: new ApiClient(`http://127.0.0.1:${baseline.port}`) }));
  await runOrderLoad(bareTablets, itemIds, 1);
  const bareResult = await measure(baseline.child.pid!, () => runOrderLoad(bareTablets, itemIds, ORDERS_EACH, '/'));
  await stopChild(baseline.child);
  fs.rmSync(dataDir, { recursive: true, force: true });

  console.log('\nOrders placed concurrently (latency in ms from send to acknowledgement, RSS peak in MB)');
  console.log(
    [
      'run'.padEnd(10),
      'orders/s'.padStart(8),
      'p50'.padStart(8),
      'p99'.padStart(8),
      'RSS MB'.padStart(8),
      'fails'.padStart(6),
    ].join(' '),
  );
  console.log(row('box', boxResult));
  console.log(row('baseline', bareResult));
  console.log(
    `\nratio box/baseline: throughput ${(boxResult.ordersPerSecond / bareResult.ordersPerSecond).toFixed(2)}x, ` +
      `p50 ${(boxResult.latency.p50 / bareResult.latency.p50).toFixed(2)}x, p99 ${(boxResult.latency.p99 / bareResult.latency.p99).toFixed(2)}x, ` +
      `RSS ${(boxResult.peakMb / bareResult.peakMb).toFixed(2)}x (box idle RSS before load ${boxResult.idleMb.toFixed(0)} MB)`,
  );
  return boxResult.failures === 0;
}
