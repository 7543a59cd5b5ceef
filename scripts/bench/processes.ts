import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ITEM_FLAG, MENU_FLAG, SERVICE_MENU_ID, SESSION_STATUS } from '../../appliance/src/contract/constants';
import { betterSqlite3For } from '../build-binary/better-sqlite3';
import { packageDir } from '../build-binary/fetch-package';
import { type Arch, hostArch, targetFor } from '../build-binary/targets';

const root = path.resolve(import.meta.dirname, '../..');
const arch: Arch = hostArch() ?? 'x64';

/** The single binary `npm run build:binary` writes for this machine. */
export const binaryPath = path.join(root, 'dist', `sma-order-linux-${arch}`);

/** Builds the single binary when its inputs changed (the build skips an up-to-date binary). */
export function buildBinary(): void {
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build-binary.ts')], {
    cwd: root,
    stdio: 'inherit',
  });
}

/** The Node the binary embeds (24), as the binary build fetched it, pinned by integrity. */
export function node24(): string {
  const { node } = targetFor(arch);
  return path.join(packageDir(node.name, node.version, node.integrity), 'bin/node');
}

/** A clean environment, as under systemd: nothing of this shell leaks into the child. */
export function cleanEnv(home: string): NodeJS.ProcessEnv {
  return {
    PATH: '/usr/bin:/bin',
    HOME: home,
    XDG_CACHE_HOME: path.join(home, '.cache'),
    LANG: 'C.UTF-8',
    LOG_LEVEL: 'warn',
    // As systemd/sma-order.service starts the box.
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '131072',
    MALLOC_TRIM_THRESHOLD_: '131072',
    // BENCH_BINARY_NODE_OPTIONS: flags for the binary's own Node 24, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p".
    ...(process.env.BENCH_BINARY_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_BINARY_NODE_OPTIONS } : {}),
  };
}

/** Starts a child process and resolves with the port it prints, matched by `portPattern`. */
export function startChild(
  command: string,
  args: string[],
  portPattern: RegExp,
  env: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn' },
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], env });
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`child did not start: ${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      // The tail only: a box started with V8's traces prints megabytes before its banner.
      output = (output + chunk.toString()).slice(-8192);
      const match = portPattern.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        // Later output (warnings) is dropped, never held; BENCH_BOX_STDOUT=<file> keeps it (V8's
        // --trace-opt, say, through BENCH_NODE_FLAGS), each child's after a line naming its pid.
        const keep = process.env.BENCH_BOX_STDOUT;
        if (keep) {
          fs.appendFileSync(keep, `=== pid ${child.pid} ${command}\n`);
          child.stdout?.pipe(fs.createWriteStream(keep, { flags: 'a' }));
        } else child.stdout?.resume();
        resolve({ child, port: Number(match[1]) });
      }
    };
    child.stdout?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`child exited with ${code}: ${output}`)));
  });
}

/** SIGTERM, then SIGKILL if the child is still there after `graceMs`. */
export function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.removeAllListeners('exit');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.on('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface DemoBox {
  child: ChildProcess;
  pid: number;
  port: number;
  /** http://127.0.0.1:<port>, without a trailing slash. */
  url: string;
  /** The SQLite file the box writes. */
  dbFile: string;
}

// The start banner names the address it listens on (localhost or 127.0.0.1).
const BANNER_PORT = /http:\/\/[^\s/]+:(\d+)\//;

function box(started: { child: ChildProcess; port: number }, dbFile: string): DemoBox {
  const { child, port } = started;
  return { child, pid: child.pid!, port, url: `http://127.0.0.1:${port}`, dbFile };
}

const boxArgs = (dataDir: string) => ['--demo', '--port', '0', '--host', '127.0.0.1', '--data-dir', dataDir, '--no-mdns'];

/**
 * With BENCH_PROFILE_DIR set, a box started from source writes a V8 CPU profile there when it stops
 * (`node --cpu-prof`): open it in Chrome's DevTools, or sum it with scripts/bench/profile-summary.ts.
 */
function profileArgs(): string[] {
  const dir = process.env.BENCH_PROFILE_DIR;
  // BENCH_PERF_MAP=1: /tmp/perf-<pid>.map names the JS functions for `perf record` (CPU, kernel included).
  const perfMap = process.env.BENCH_PERF_MAP === '1' ? ['--perf-basic-prof'] : [];
  // BENCH_NODE_FLAGS: more flags for node (space-separated), e.g. "--trace-opt --trace-deopt".
  const extra = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  return [...extra, ...perfMap, ...(dir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir)}`] : [])];
}

/** Starts the real box from source (node + tsx, with the demo shop) on a free loopback port, its data in `dataDir`. */
export async function startDemoBox(dataDir: string): Promise<DemoBox> {
  const started = await startChild(
    process.execPath,
    [...profileArgs(), '--import', 'tsx', path.join(root, 'appliance/src/main.ts'), ...boxArgs(dataDir)],
    BANNER_PORT,
  );
  return box(started, path.join(dataDir, 'sma-order.db'));
}

/** Starts the single binary with the demo shop, as a shop runs it (clean environment, HOME in `home`). */
export async function startBinaryBox(dataDir: string, home: string, env = cleanEnv(home)): Promise<DemoBox> {
  const started = await startChild(binaryPath, boxArgs(dataDir), BANNER_PORT, env);
  return box(started, path.join(dataDir, 'sma-order.db'));
}

/**
 * Starts baseline-server.mjs on Node 24 with better-sqlite3 13 (the binary's runtime and driver,
 * from the binary build's pinned downloads) against `dbFile`, a copy of a box's database.
 */
/** `tickets`: the kitchen bench's floor for a rush (a ticket per station, two durable marks each). */
export async function startBaseline(dbFile: string, home: string, options: { tickets?: boolean } = {}): Promise<DemoBox> {
  const { entry } = betterSqlite3For(targetFor(arch));
  // The box's own constants, so the baseline refuses and prices exactly what the box does.
  const rules = {
    onSale: ITEM_FLAG.onSale,
    orderableMenuFlags: [MENU_FLAG.published, MENU_FLAG.service],
    serviceMenuId: SERVICE_MENU_ID,
    activeSession: SESSION_STATUS.active,
    paidSession: SESSION_STATUS.paid,
    tickets: options.tickets === true,
  };
  const started = await startChild(
    node24(),
    [path.join(import.meta.dirname, 'baseline-server.mjs'), entry, dbFile, '0', JSON.stringify(rules)],
    /LISTENING (\d+)/,
    cleanEnv(home),
  );
  return box(started, dbFile);
}
