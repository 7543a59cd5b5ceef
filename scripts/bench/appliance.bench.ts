/**
 * The single binary as a shop gets it: its size, cold start (spawn to the first 200 from
 * /v1/connection/test) and idle memory, beside a bare Node 24 HTTP server started the same way
 * (the floor any Node program pays); and the CPU time of a start (spawn to "box listening"), what
 * a Pi or the image tests' emulated CPU pays at every boot, beside `node -e` and a bare
 * node:http + better-sqlite3 server. `npm run bench -- appliance`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { betterSqlite3For } from '../build-binary/better-sqlite3';
import { hostArch, targetFor } from '../build-binary/targets';
import { binaryPath as binary, buildBinary, node24, stopChild } from './processes';
import { bareServerScript, type StartFigure, startToLine } from './startup-cpu';
import { percentile } from './stats';

const root = path.resolve(import.meta.dirname, '../..');
const WARM_RUNS = Number(process.env.BENCH_STARTS ?? 7);
const IDLE_MS = 5_000;
const PORT = 47_000 + (process.pid % 1000);

const mib = (bytes: number) => bytes / 1024 / 1024;

/**
 * Resident memory, and the part of it private to the process (anonymous pages). The rest are
 * pages of the executable and libraries mapped from disk: shared and dropped under pressure.
 */
async function memory(pid: number): Promise<{ rss: number; anon: number }> {
  const rollup = await fs.promises.readFile(`/proc/${pid}/smaps_rollup`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(rollup)?.[1] ?? 0);
  return { rss: kb('Rss') / 1024, anon: kb('Anonymous') / 1024 };
}

/** Spawns, then asks every 5 ms until the first 200; answers the child and the milliseconds. */
async function startTimed(command: string, args: string[], env: NodeJS.ProcessEnv, url: string) {
  const started = performance.now();
  const child = spawn(command, args, { env, stdio: 'ignore' });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code}`))),
  );
  for (;;) {
    const ok = await Promise.race([
      fetch(url).then(
        (r) => r.status === 200,
        () => false,
      ),
      exited,
    ]);
    if (ok) return { child, ms: performance.now() - started };
    if (performance.now() - started > 30_000) throw new Error(`${command} did not answer in 30 s`);
    await sleep(5);
  }
}

async function timeStarts(label: string, runs: number, start: () => Promise<{ child: ChildProcess; ms: number }>) {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const { child, ms } = await start();
    samples.push(ms);
    await stopChild(child);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { label, p50: percentile(sorted, 50), min: sorted[0]!, max: sorted.at(-1)! };
}

const LISTENING = 'box listening';

interface CpuRow {
  label: string;
  cpu: number[];
  wall: number[];
}

const median = (samples: readonly number[]) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    50,
  );

/**
 * CPU (user+sys) and wall time from spawn to "box listening": the box on an empty data dir (first
 * boot) and on the data dir of an earlier start (a restart after an upgrade or a power cut),
 * against `node -e` (Node's own start) and a bare node:http + better-sqlite3 server, one of each
 * per round so a busy machine weighs on all of them alike.
 */
async function startupCpu(work: string, env: NodeJS.ProcessEnv): Promise<CpuRow[]> {
  const node = node24();
  const sqliteEntry = betterSqlite3For(targetFor(hostArch() ?? 'x64')).entry;
  const rows: CpuRow[] = [
    'node -e (Node 24 start, no server)',
    'bare node:http + better-sqlite3 server',
    'box, empty data dir (first boot)',
    'box, data dir of an earlier start',
  ].map((label) => ({ label, cpu: [], wall: [] }));
  const again = path.join(work, 'data-again');
  const box = (dataDir: string) =>
    startToLine(binary, ['--host', '127.0.0.1', '--port', String(PORT), '--no-mdns', '--data-dir', dataDir], env, LISTENING);
  const starts: (() => Promise<StartFigure>)[] = [
    () => startToLine(node, ['-e', `console.log(${JSON.stringify(LISTENING)}); setInterval(() => {}, 1e6);`], env, LISTENING),
    () =>
      startToLine(
        node,
        ['-e', bareServerScript(LISTENING), sqliteEntry, path.join(work, 'bare.db'), String(PORT)],
        env,
        LISTENING,
      ),
    () => box(path.join(work, `data-empty-${rows[2]!.cpu.length}`)),
    () => box(again),
  ];
  await stopChild((await box(again)).child); // makes the earlier start's data dir
  for (let round = 0; round < WARM_RUNS; round++) {
    for (const [i, start] of starts.entries()) {
      const figure = await start();
      await stopChild(figure.child);
      rows[i]!.cpu.push(figure.cpuMs);
      rows[i]!.wall.push(figure.wallMs);
    }
  }
  return rows;
}

function printStartupCpu(rows: CpuRow[]): void {
  console.log(`\nStart-up CPU: spawn to "${LISTENING}" (CPU ms of all threads from /proc, and wall ms; median of ${WARM_RUNS})`);
  console.log(['run'.padEnd(42), 'cpu'.padStart(7), 'wall'.padStart(7)].join(' '));
  for (const r of rows) {
    console.log([r.label.padEnd(42), median(r.cpu).toFixed(0).padStart(7), median(r.wall).toFixed(0).padStart(7)].join(' '));
  }
  const [floor, bare, empty, again] = rows.map((r) => ({ cpu: median(r.cpu), wall: median(r.wall) }));
  const ratio = (a: number, b: number) => `x${(a / b).toFixed(1)}`;
  for (const [label, box] of [
    ['empty data dir', empty!],
    ['earlier data dir', again!],
  ] as const) {
    console.log(
      `Box (${label}) to node -e: CPU ${ratio(box.cpu, floor!.cpu)}, wall ${ratio(box.wall, floor!.wall)}; ` +
        `to the bare server: CPU ${ratio(box.cpu, bare!.cpu)}, wall ${ratio(box.wall, bare!.wall)}`,
    );
  }
}

export async function benchAppliance(): Promise<boolean> {
  buildBinary();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-bench-appliance-'));
  const cache = path.join(work, 'cache');
  const env = { PATH: '/usr/bin:/bin', HOME: work, LANG: 'C.UTF-8', SMA_ORDER_CACHE_DIR: cache };
  const url = `http://127.0.0.1:${PORT}/v1/connection/test`;
  let run = 0;
  const box = () =>
    startTimed(
      binary,
      ['--host', '127.0.0.1', '--port', String(PORT), '--no-mdns', '--data-dir', path.join(work, `data-${run++}`)],
      env,
      url,
    );
  const bare = () =>
    startTimed(
      node24(),
      ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${PORT}, '127.0.0.1')`],
      env,
      url,
    );

  const first = await timeStarts('binary, first start (unpacks its cache)', 1, box);
  const warm = await timeStarts('binary, later starts (empty data dir)', WARM_RUNS, box);
  const baseline = await timeStarts('bare Node 24 http server', WARM_RUNS, bare);
  const cpuRows = await startupCpu(work, env);

  const idle = await box();
  await sleep(IDLE_MS);
  const boxMemory = await memory(idle.child.pid!);
  await stopChild(idle.child);
  const floor = await bare();
  await sleep(IDLE_MS);
  const bareMemory = await memory(floor.child.pid!);
  await stopChild(floor.child);
  fs.rmSync(work, { recursive: true, force: true });

  const size = fs.statSync(binary).size;
  console.log(`\n${path.relative(root, binary)}: ${mib(size).toFixed(1)} MiB`);
  console.log('\nStart: spawn to the first 200 from /v1/connection/test (ms)');
  console.log(['run'.padEnd(42), 'p50'.padStart(7), 'min'.padStart(7), 'max'.padStart(7)].join(' '));
  for (const r of [first, warm, baseline]) {
    console.log(
      [r.label.padEnd(42), r.p50.toFixed(0).padStart(7), r.min.toFixed(0).padStart(7), r.max.toFixed(0).padStart(7)].join(' '),
    );
  }
  printStartupCpu(cpuRows);
  const show = (m: { rss: number; anon: number }) => `RSS ${m.rss.toFixed(1)} MiB (private ${m.anon.toFixed(1)} MiB)`;
  console.log(`\nIdle after ${IDLE_MS / 1000} s: box ${show(boxMemory)}, bare Node 24 ${show(bareMemory)}`);
  console.log(`Load average now: ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`);
  console.log(
    `Ratios to bare Node 24: start x${(warm.p50 / baseline.p50).toFixed(1)}, idle RSS x${(boxMemory.rss / bareMemory.rss).toFixed(1)}, private x${(boxMemory.anon / bareMemory.anon).toFixed(1)}`,
  );
  return true;
}
