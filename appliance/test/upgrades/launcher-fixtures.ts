import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../helpers/free-port';

export { freePort };

export const LAUNCHER = path.resolve(import.meta.dirname, '../../../systemd/sma-order-launch');

/**
 * How a stand-in box behaves: `healthy` answers /v1/connection/test with its version; `crash`
 * exits 1 at once; `silent` runs but never answers; `slow` answers after 2 s. Every start appends
 * to DATA/starts.log and, as a new version's migration would, appends a line to the database file.
 */
export type Behaviour = 'healthy' | 'crash' | 'silent' | 'slow';

const STAND_IN = `#!/usr/bin/env node
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');
const [version, behaviour] = fs.readFileSync(path.join(__dirname, 'behaviour'), 'utf8').trim().split(' ');
const args = process.argv.slice(2);
if (args[0] === '--version') {
  console.log('sma-order ' + version + ' (stand-in)');
  process.exit(0);
}
const arg = (name) => args[args.indexOf(name) + 1];
const data = arg('--data-dir');
fs.appendFileSync(path.join(data, 'starts.log'), version + ' ' + (process.env.SMA_ORDER_SLOT || '') + '\\n');
if (behaviour === 'crash') process.exit(1);
fs.appendFileSync(path.join(data, 'sma-order.db'), 'migrated by ' + version + '\\n');
const server = http.createServer((req, res) => {
  if (behaviour === 'silent') return;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ status: 'ok', version, uptimeSeconds: 0, time: Date.now() }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
setTimeout(() => server.listen(Number(arg('--port')), '127.0.0.1'), behaviour === 'slow' ? 2000 : 0);
`;

/** Writes a stand-in box binary into `dir` (a slot or the factory folder). */
export function writeStandIn(dir: string, version: string, behaviour: Behaviour): string {
  fs.mkdirSync(dir, { recursive: true });
  const binary = path.join(dir, 'sma-order');
  fs.writeFileSync(binary, STAND_IN, { mode: 0o755 });
  fs.writeFileSync(path.join(dir, 'behaviour'), `${version} ${behaviour}\n`);
  return binary;
}

/** Stages a stand-in release as the box does after checking a bundle: the slot, then `pending`. */
export function stageStandIn(dataDir: string, slot: 'a' | 'b', version: string, behaviour: Behaviour): void {
  const dir = path.join(dataDir, 'release', 'slots', slot);
  fs.rmSync(dir, { recursive: true, force: true });
  writeStandIn(dir, version, behaviour);
  fs.writeFileSync(path.join(dir, 'version'), `${version}\n`);
  fs.writeFileSync(path.join(dataDir, 'release', 'pending'), `slot=${slot}\nversion=${version}\n`);
}

/** A launcher file's `key=value` lines; none while the file does not exist. */
export function readKeys(file: string): Record<string, string> {
  if (!fs.existsSync(file)) return {};
  return Object.fromEntries(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** A shop's box folder: a factory stand-in, a data dir with a database file, a free port. */
export async function launcherWorld(factory: { version: string; behaviour: Behaviour }) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-launch-'));
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(dataDir);
  fs.writeFileSync(path.join(dataDir, 'sma-order.db'), 'orders of the shop\n');
  fs.writeFileSync(path.join(dataDir, 'sma-order.db-wal'), 'the last order\n');
  const factoryBinary = writeStandIn(path.join(root, 'factory'), factory.version, factory.behaviour);
  const port = await freePort();
  return { root, dataDir, factoryBinary, port };
}

export interface Supervisor {
  /** Output of every launcher start (the journal). */
  log(): string;
  starts(): number;
  /** Ends the launcher and its box as a power cut would (SIGKILL to the process group). */
  powerCut(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs the launcher as systemd's unit does: started again 200 ms after every exit (Restart=always),
 * until stopped. The launcher gets its own process group so a power cut takes its box too.
 */
export function supervise(
  world: { dataDir: string; factoryBinary: string; port: number },
  env: Record<string, string> = {},
): Supervisor {
  let output = '';
  let starts = 0;
  let child: ChildProcess | undefined;
  let running = true;
  const start = () => {
    starts += 1;
    child = spawn('bash', [LAUNCHER, 'serve', '--data-dir', world.dataDir, '--port', String(world.port)], {
      env: { ...process.env, SMA_ORDER_FACTORY_BINARY: world.factoryBinary, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', () => {
      if (running) setTimeout(() => running && start(), 200);
    });
  };
  start();
  const killGroup = async (signal: NodeJS.Signals) => {
    const pid = child?.pid;
    if (pid === undefined) return;
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    try {
      process.kill(-pid, signal);
    } catch {
      return;
    }
    await Promise.race([exited, sleep(15_000)]);
  };
  return {
    log: () => output,
    starts: () => starts,
    async powerCut() {
      running = false;
      await killGroup('SIGKILL');
    },
    async stop() {
      running = false;
      await killGroup('SIGTERM');
    },
  };
}

/** The version the box on `port` answers with, or undefined while nothing answers. */
export async function answeringVersion(port: number): Promise<string | undefined> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/v1/connection/test`, { signal: AbortSignal.timeout(1000) });
    return ((await res.json()) as { version: string }).version;
  } catch {
    return undefined;
  }
}

export async function waitFor<T>(
  what: string,
  probe: () => T | undefined | Promise<T | undefined>,
  limitMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}
