import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiskStatusResponse } from '../../src/contract/disk';
import { type ErrorBody, errorCatalog } from '../../src/contract/errors';
import type { OrderCreateResponse } from '../../src/contract/orders';
import type { TableSession } from '../../src/contract/table-sessions';
import { RESERVE_FILE } from '../../src/shared/disk-guard';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import type { TestShop } from '../helpers/test-shop';
import { canMount, fillLeaving, mountTmpfs, unmountTmpfs } from '../helpers/tmpfs';
import { postOrder, startVisit } from '../table-sessions/visit-fixtures';

/**
 * A box started again on a card that filled up while it was down (or that the box itself filled
 * before a power cut): SQLite cannot open its files without room, so before this fix the box
 * failed to start, and systemd started it again and again. It must come up refusing orders,
 * with everything it acknowledged, and take orders again once room comes back.
 */
describe.skipIf(!canMount)('a start on a full card (skipped unless root may mount a tmpfs)', () => {
  let mountDir = '';
  let dataDir = '';
  let box: TestBox | undefined;
  let shop: TestShop;
  let tablet: ApiClient;
  let visit: TableSession;
  let acknowledged = 0;

  beforeAll(async () => {
    mountDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-disk-start-'));
    mountTmpfs(mountDir, '24m');
    dataDir = path.join(mountDir, 'data');
    const first = await startTestBox({ dataDir, scheduledJobs: false });
    shop = first.shop;
    tablet = await first.tablet(shop.tables.t1);
    visit = await startVisit(tablet, shop.tables.t1);
    const order = await postOrder(tablet, visit, [{ id: shop.items.karaage, quantity: 2 }]);
    expect(order.status).toBe(200);
    acknowledged = (order.body as OrderCreateResponse).order.id;
    await first.close();
    expect(fs.existsSync(path.join(dataDir, RESERVE_FILE))).toBe(true);
    // A reserve half written when the power went.
    fs.writeFileSync(path.join(dataDir, `${RESERVE_FILE}.tmp`), Buffer.alloc(512 * 1024));
    fillLeaving(path.join(mountDir, 'filler'), 0);
  });
  afterAll(async () => {
    await box?.close().catch(() => undefined);
    if (mountDir) unmountTmpfs(mountDir);
  });

  it('comes up refusing orders, the reserve given up to start: its orders kept, logins and menus working', async () => {
    expect(fs.statfsSync(mountDir).bavail).toBe(0);
    box = await startTestBox({ dataDir, seed: false, scheduledJobs: false });
    // The same tablet, its credential kept on the card, at the new start's address.
    const device = tablet.cookies;
    tablet = box.client();
    for (const [name, value] of device) tablet.cookies.set(name, value);
    const staff = await box.staff('staff');
    const disk = (await staff.get<DiskStatusResponse>('/v1/disk/get/status')).body;
    expect(disk).toMatchObject({ refusing_orders: true, reserve_bytes: 0, level: 'critical' });
    expect(fs.existsSync(path.join(dataDir, `${RESERVE_FILE}.tmp`))).toBe(false);

    const refused = await postOrder(tablet, visit, [{ id: shop.items.karaage, quantity: 1 }]);
    expect(refused.status).toBe(507);
    expect((refused.body as unknown as ErrorBody).error).toEqual({ code: 'DISK_FULL', message: errorCatalog.DISK_FULL.message });
    const ids = (box.deps.db.$client.prepare('SELECT id FROM orders').all() as { id: number }[]).map((row) => row.id);
    expect(ids).toEqual([acknowledged]);
    expect((await tablet.get('/v1/menuitem/get/list', { flags: [1] })).status).toBe(200);
  });

  it('takes orders again by itself once space is freed', async () => {
    fs.rmSync(path.join(mountDir, 'filler'));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const order = await postOrder(tablet, visit, [{ id: shop.items.karaage, quantity: 1 }]);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(fs.existsSync(path.join(dataDir, RESERVE_FILE))).toBe(true);
  });
});
