import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

/** Debian's PostgreSQL server binaries (the newest installed major). */
export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const majors = fs.existsSync(root) ? fs.readdirSync(root).filter((name) => /^\d+$/.test(name)) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error("PostgreSQL is not installed: npm test installs Debian's postgresql");
  return path.join(root, newest, 'bin');
}

export interface TestPostgres {
  url: string;
  port: number;
  dataDir: string;
  /** SIGKILL to the postmaster (a crash: no checkpoint, WAL replay at the next start). */
  kill(): void;
  /** Starts it again on the same data dir and port. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real PostgreSQL server of the test's own: `initdb` on a temp dir and the postmaster on a free
 * loopback port, trust authentication. initdb refuses root, so as root it runs as Debian's
 * `postgres` user.
 */
export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = postgresBinDir();
  const asRoot = process.getuid?.() === 0;
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-pg-'));
  const dataDir = path.join(base, 'data');
  const socketDir = path.join(base, 'socket');
  fs.mkdirSync(socketDir);
  if (asRoot) {
    fs.chmodSync(base, 0o755);
    execFileSync('chown', ['-R', 'postgres:postgres', base]);
  }
  const command = (file: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args]] : [path.join(bin, file), args];
  const [initCmd, initArgs] = command('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  let child: ReturnType<typeof spawn> | null = null;

  const start = async () => {
    const [cmd, args] = command('postgres', [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      socketDir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=64MB',
    ]);
    const deadline = Date.now() + 30_000;
    for (;;) {
      // A postmaster killed a moment ago leaves backends that hold its shared memory for a while:
      // the new one exits at once then, and is started again.
      if (!child || child.exitCode !== null || child.signalCode !== null) child = spawn(cmd, args, { stdio: 'ignore' });
      const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
      try {
        await client.connect();
        await client.end();
        return;
      } catch (error) {
        await client.end().catch(() => {});
        if (Date.now() > deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  };
  await start();

  const postmasterPid = () => Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const waitExit = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise((resolve) => running.once('exit', resolve));
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    kill() {
      process.kill(postmasterPid(), 'SIGKILL');
    },
    start,
    async stop() {
      try {
        process.kill(postmasterPid(), 'SIGQUIT');
      } catch {}
      await waitExit();
      fs.rmSync(base, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the server, for one HQ. */
export async function createDatabase(server: TestPostgres, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return server.url.replace(/\/postgres$/, `/${name}`);
}
