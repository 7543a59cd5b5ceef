import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binaryInTempDir } from './support/binary';
import { driveOrders } from './support/order-load';
import { startProcess } from './support/process';
import { setUpByApi } from './support/shop-journey';
import { cookieHeader, setUpTablets } from './support/tablet-shop';

const TABLETS = 10;
const CONNECTIONS = 50;
const LOAD_MS = 30_000;

let dir: string;
let binary: string;

beforeAll(async () => {
  ({ dir, binary } = await binaryInTempDir('sma-order-load-'));
}, 15 * 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function writtenOrders(dbFile: string): { orders: number; lines: number; pricedLines: number } {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    return {
      orders: count('SELECT count(*) AS n FROM orders'),
      lines: count('SELECT count(*) AS n FROM order_items'),
      pricedLines: count('SELECT count(*) AS n FROM order_items WHERE unit_price IN (680, 390)'),
    };
  } finally {
    db.close();
  }
}

describe('the single binary under a rush of tablet orders', () => {
  it('keeps serving 50 connections of orders without a crash, writes every acknowledged order, then stops cleanly', async () => {
    // As under systemd: a clean environment, the binary alone in an empty folder.
    const env = {
      PATH: '/usr/bin:/bin',
      HOME: dir,
      XDG_CACHE_HOME: path.join(dir, '.cache'),
      LANG: 'C.UTF-8',
      LOG_LEVEL: 'warn',
    };
    const box = startProcess(binary, ['--host', '127.0.0.1', '--port', '0', '--no-mdns'], { cwd: dir, env });
    try {
      const [, port] = await box.waitFor(/http:\/\/localhost:(\d+)\//, 60_000);
      const [, token] = await box.waitFor(/\/setup\?token=([A-Za-z0-9_-]{20,})/);
      const url = `http://127.0.0.1:${port}`;
      const owner = await setUpByApi(url, token!);
      const shop = await setUpTablets(url, owner, TABLETS);

      const died = () => box.child.exitCode !== null || box.child.signalCode !== null;
      const tally = await driveOrders(url, shop, {
        connections: CONNECTIONS,
        durationMs: LOAD_MS,
        kitchenCookie: cookieHeader(owner),
        stop: died,
      });
      const perSecond = (tally.ok / tally.ms) * 1000;
      console.log(
        `order load: ${tally.ok} orders in ${(tally.ms / 1000).toFixed(1)} s (${perSecond.toFixed(0)}/s), ` +
          `statuses ${JSON.stringify(Object.fromEntries(tally.statuses))}, ` +
          `kitchen refreshes ${JSON.stringify(Object.fromEntries(tally.kitchen))}, unanswered ${tally.noAnswer.length}`,
      );

      expect(box.output()).not.toMatch(/Assertion failed|FATAL ERROR|Segmentation fault|core dumped/);
      expect({ exitCode: box.child.exitCode, signal: box.child.signalCode }).toEqual({ exitCode: null, signal: null });
      expect(tally.noAnswer).toEqual([]);
      expect([...tally.statuses.keys()].filter((status) => status >= 500)).toEqual([]);
      expect([...tally.statuses.keys()]).toEqual([200]);
      expect([...tally.kitchen.keys()]).toEqual([200]);
      expect(tally.ms).toBeGreaterThanOrEqual(LOAD_MS);

      expect(await box.stop('SIGTERM', 30_000)).toMatchObject({ code: 0, signal: null });
      expect(writtenOrders(path.join(dir, 'data', 'sma-order.db'))).toEqual({
        orders: tally.ok,
        lines: 2 * tally.ok,
        pricedLines: 2 * tally.ok,
      });
    } finally {
      await box.stop('SIGKILL');
    }
  }, 180_000);
});
