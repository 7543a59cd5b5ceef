import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderCreateResponse } from '../../src/contract/orders';
import { DATABASE_FILE } from '../../src/db/client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { canMount, fillLeaving, mountTmpfs, unmountTmpfs } from '../helpers/tmpfs';
import { postOrder, startVisit } from '../table-sessions/visit-fixtures';

/**
 * A stop (systemd's SIGTERM, an upgrade's restart) on a card with not a byte free, the reserve
 * already spent: the clock's floor cannot be saved and the final checkpoint cannot run. The stop
 * must still finish, every feature stopped and the database closed, so the launcher is not left
 * waiting on a box half stopped; the next start finds every acknowledged order in the WAL.
 */
describe.skipIf(!canMount)('a stop on a full card (skipped unless root may mount a tmpfs)', () => {
  let mountDir = '';
  let dataDir = '';
  let box: TestBox;

  beforeAll(async () => {
    mountDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-disk-stop-'));
    mountTmpfs(mountDir, '24m');
    dataDir = path.join(mountDir, 'data');
    box = await startTestBox({ dataDir, scheduledJobs: false });
  });
  afterAll(() => {
    if (mountDir) unmountTmpfs(mountDir);
  });

  it('finishes with the database closed, and the next start has every acknowledged order', async () => {
    const tablet = await box.tablet(box.shop.tables.t1);
    const visit = await startVisit(tablet, box.shop.tables.t1);
    const order = await postOrder(tablet, visit, [{ id: box.shop.items.karaage, quantity: 1 }]);
    expect(order.status).toBe(200);
    const acknowledged = (order.body as OrderCreateResponse).order.id;
    // Full, then the reserve spent on a refused order, then full again.
    fillLeaving(path.join(mountDir, 'filler'), 0);
    let refused = false;
    for (let i = 0; i < 40 && !refused; i++) {
      refused = (await postOrder(tablet, visit, [{ id: box.shop.items.karaage, quantity: 1 }])).status === 507;
    }
    expect(refused).toBe(true);
    fillLeaving(path.join(mountDir, 'filler-2'), 0);
    expect(fs.statfsSync(mountDir).bavail).toBe(0);

    await expect(box.close()).resolves.toBeUndefined();
    expect(box.deps.db.$client.open).toBe(false);

    fs.rmSync(path.join(mountDir, 'filler'));
    fs.rmSync(path.join(mountDir, 'filler-2'));
    const sqlite = new Database(path.join(dataDir, DATABASE_FILE));
    try {
      expect(sqlite.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      expect(sqlite.prepare('SELECT id FROM orders WHERE id = ?').get(acknowledged)).toEqual({ id: acknowledged });
    } finally {
      sqlite.close();
    }
  });
});
