import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionTestResponse } from '../../src/contract/system';
import { ApiClient } from '../helpers/api-client';
import { createDatabase, startTestPostgres } from '../helpers/postgres';
import { binaryInTempDir } from './support/binary';
import { type RunningProcess, startProcess } from './support/process';
import { OWNER, pairAndOrder, SHOP_NAME, setUpByApi } from './support/shop-journey';

let dir: string;
let binary: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  ({ dir, binary } = await binaryInTempDir('sma-order-binary-'));
  // A clean environment, as under systemd: no NODE_OPTIONS, no node_modules anywhere near. The
  // cache sits under a dot folder on purpose, as ~/.cache does.
  env = { PATH: '/usr/bin:/bin', HOME: dir, XDG_CACHE_HOME: path.join(dir, '.cache'), LANG: 'C.UTF-8' };
}, 15 * 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function startBinary(...args: string[]): RunningProcess {
  return startProcess(binary, ['--host', '127.0.0.1', '--port', '0', '--no-mdns', ...args], { cwd: dir, env });
}

async function listening(box: RunningProcess): Promise<string> {
  const [, port] = await box.waitFor(/http:\/\/localhost:(\d+)\//, 60_000);
  return `http://127.0.0.1:${port}`;
}

function orderLines(dbFile: string): { id: number; quantity: number }[] {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT id, quantity FROM order_items ORDER BY id').all() as { id: number; quantity: number }[];
  } finally {
    db.close();
  }
}

// Each test starts the binary (and its commands) several times: on a busy 2-core machine that passed
// the default 20 s, so they get a minute each.
describe('the single binary', { timeout: 60_000 }, () => {
  it('answers --version with the embedded Node 24 and --help with its commands', () => {
    const version = execFileSync(binary, ['--version'], { cwd: dir, env, encoding: 'utf8' });
    expect(version).toMatch(/^sma-order \d+\.\d+\.\d+ \(Node v24\.\d+\.\d+, linux-(x64|arm64)\)/);
    const help = execFileSync(binary, ['--help'], { cwd: dir, env, encoding: 'utf8' });
    for (const command of ['serve', 'backup', 'restore FILE', 'reset-password EMAIL']) expect(help).toContain(command);
  });

  it('runs alone from an empty folder: setup, login, pairing, an order, then a clean stop on SIGTERM', async () => {
    const box = startBinary();
    const url = await listening(box);
    const [, token] = await box.waitFor(/\/setup\?token=([A-Za-z0-9_-]{20,})/);
    expect(fs.existsSync(path.join(dir, 'data', 'sma-order.db'))).toBe(true);

    const health = await new ApiClient(url).get<ConnectionTestResponse>('/v1/connection/test');
    expect(health.body).toMatchObject({ status: 'ok', version: expect.any(String) });
    const page = await fetch(`${url}/setup`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    const owner = await setUpByApi(url, token!);
    const again = new ApiClient(url);
    await again.login(OWNER.email, OWNER.password);
    const visit = await pairAndOrder(url, owner, 3);
    expect(visit.imageUrl).toMatch(/^\/images\/.+\.webp$/);
    const photo = await fetch(`${url}${visit.imageUrl}`);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    const master = await again.get<{ master: { shopName: string } }>('/v1/helper/get/master');
    expect(master.body.master.shopName).toBe(SHOP_NAME);

    // An idle keep-alive connection must not hold the stop up.
    await fetch(`${url}/v1/connection/test`, { keepalive: true });
    const stopped = await box.stop('SIGTERM');
    expect(stopped).toMatchObject({ code: 0, signal: null });
    expect(stopped.ms).toBeLessThan(5_000);
    expect(box.output()).toContain('"msg":"stopped"');
    // The JSON log holds no secrets: the setup token only cut short, no password at all.
    const log = box
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    expect(log.join('\n')).toContain(`token=${token!.slice(0, 4)}…`);
    for (const secret of [token!, OWNER.password, 'page-pass-1357']) expect(log.join('\n')).not.toContain(secret);
    // Checkpointed: the database file alone holds the order; no WAL left behind.
    expect(fs.existsSync(path.join(dir, 'data', 'sma-order.db-wal'))).toBe(false);
    expect(orderLines(path.join(dir, 'data', 'sma-order.db'))).toEqual([{ id: visit.orderItemIds[0], quantity: 3 }]);
  });

  it('writes a backup with `backup` while serving, and `restore` brings the shop back to it', async () => {
    const box = startBinary();
    const url = await listening(box);
    const owner = new ApiClient(url);
    await owner.login(OWNER.email, OWNER.password);
    await owner.pageAuth('page-pass-1357');

    const backupOut = execFileSync(binary, ['backup'], { cwd: dir, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const backupFile = backupOut.trim();
    expect(backupFile).toMatch(/data\/backups\/sma-order-\d{8}T\d{9}Z\.db$/);
    const atBackup = orderLines(backupFile);
    expect(atBackup).toHaveLength(1);

    await pairAndOrder(url, owner, 1);
    const refused = startProcess(binary, ['restore', backupFile], { cwd: dir, env });
    expect((await refused.exited()).code).toBe(1);
    expect(refused.output()).toMatch(/The box is running/);
    expect((await box.stop()).code).toBe(0);
    expect(orderLines(path.join(dir, 'data', 'sma-order.db'))).toHaveLength(2);

    const restore = execFileSync(binary, ['restore', backupFile], { cwd: dir, env, encoding: 'utf8' });
    expect(restore).toMatch(/kept as .*sma-order\.db\.before-restore-/);
    expect(orderLines(path.join(dir, 'data', 'sma-order.db'))).toEqual(atBackup);

    const again = startBinary();
    const url2 = await listening(again);
    const staff = new ApiClient(url2);
    await staff.login(OWNER.email, OWNER.password);
    const list = await staff.get<{ list: { data: { id: number }[] } }>('/v1/orderitem/get/list');
    expect(list.body.list.data.map((l) => l.id)).toEqual(atBackup.map((l) => l.id));
    expect((await again.stop()).code).toBe(0);
  });

  it('runs headquarters with `hq` on PostgreSQL: its migrations and screens are in the binary too', async () => {
    const postgres = await startTestPostgres();
    try {
      const databaseUrl = await createDatabase(postgres, 'hq_binary');
      const hq = startProcess(binary, ['hq', '--database-url', databaseUrl, '--host', '127.0.0.1', '--port', '0'], {
        cwd: dir,
        env,
      });
      const [, port] = await hq.waitFor(/本部: http:\/\/[^:]+:(\d+)/, 60_000);
      const url = `http://127.0.0.1:${port}`;
      const owner = new ApiClient(url);
      expect((await owner.get('/hq/v1/setup/status')).body).toEqual({ setup_done: false, chain_name: '' });
      const setup = await owner.post('/hq/v1/setup', {
        chain_name: 'バイナリ',
        email: 'hq@example.com',
        password: 'hq-password-1',
      });
      expect(setup.status, JSON.stringify(setup.body)).toBe(200);
      expect((await owner.post('/hq/v1/shops/create', { name: '一号店' })).status).toBe(200);
      const page = await fetch(`${url}/shops`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('スマオーダー本部');
      expect((await hq.stop()).code).toBe(0);
    } finally {
      await postgres.stop();
    }
  });
});
