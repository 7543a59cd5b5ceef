import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiskStatusResponse } from '../../src/contract/disk';
import { type ErrorBody, errorCatalog } from '../../src/contract/errors';
import type { OrderCreateResponse } from '../../src/contract/orders';
import type { TableSession } from '../../src/contract/table-sessions';
import { DATABASE_FILE } from '../../src/db/client';
import { menuItems } from '../../src/db/schema';
import { RESERVE_BYTES } from '../../src/shared/disk-guard';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { canMount, fillLeaving, mountTmpfs, unmountTmpfs } from '../helpers/tmpfs';
import { itemForm } from '../menu-items/fixtures';
import { addTable, postOrder, startVisit } from '../table-sessions/visit-fixtures';

/**
 * The real box with its data dir on a 24 MiB tmpfs that fills up (mounted here; root only).
 * Under order load until the card is full: no acknowledged order is lost, integrity_check is ok,
 * refusals are 507 DISK_FULL with the catalogue's Japanese message, reads and small writes keep
 * working, orders resume once the filler is deleted, and a picture that does not fit is refused
 * whole.
 */
let mountDir = '';
let dataDir = '';
let filler = '';
let box: TestBox;
let staff: ApiClient;
let admin: ApiClient;

const status = async () => (await staff.get<DiskStatusResponse>('/v1/disk/get/status')).body;
const errorOf = (res: { body: unknown }) => (res.body as ErrorBody).error;

describe.skipIf(!canMount)('a full disk (skipped unless root may mount a tmpfs)', () => {
  beforeAll(async () => {
    mountDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-disk-'));
    mountTmpfs(mountDir, '24m');
    dataDir = path.join(mountDir, 'data');
    filler = path.join(mountDir, 'filler');
    // The hourly backup check (minute 41) would find the test's old backups due and write a new
    // one into the folder it measures (it did, in a CI run at 15:41): pruning is what is tested.
    box = await startTestBox({ dataDir, scheduledJobs: false });
    staff = await box.staff('staff');
    admin = await box.staff('owner', { page: true });
  });
  afterAll(async () => {
    await box?.stop().catch(() => undefined);
    if (mountDir) unmountTmpfs(mountDir);
  });

  it('keeps a reserve and tells what uses the card', async () => {
    const s = await status();
    expect(s.reserve_bytes).toBe(RESERVE_BYTES);
    expect(fs.statSync(path.join(dataDir, '.disk-reserve')).size).toBe(RESERVE_BYTES);
    expect(s.refusing_orders).toBe(false);
    expect(s.total_bytes).toBe(24 * 1024 * 1024);
    // A 24 MiB card is under every threshold.
    expect(s.level).toBe('critical');
    expect(s.uses.database).toBeGreaterThan(0);
    expect(s.uses).toMatchObject({ pictures: 0, backups: 0, logs: 0 });
  });

  const acknowledged = new Map<number, number>(); // order id -> quantity ordered
  const refusedKeys: { tablet: ApiClient; session: TableSession; key: ReturnType<typeof randomUUID> }[] = [];
  let visits: { tablet: ApiClient; session: TableSession }[] = [];

  it('refuses orders with 507 DISK_FULL once the card is full, loses none it acknowledged, and keeps reads and small writes working', async () => {
    visits = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const tableId = addTable(box);
        const tablet = await box.tablet(tableId);
        return { tablet, session: await startVisit(tablet, tableId) };
      }),
    );
    fillLeaving(filler, 512 * 1024);
    const { karaage, beer } = box.shop.items;
    for (let round = 0; round < 80 && refusedKeys.length < 16; round++) {
      const sent = visits.flatMap(({ tablet, session }) =>
        [1, 2].map(async (n) => {
          const key = randomUUID();
          const res = await postOrder(
            tablet,
            session,
            [
              { id: karaage, quantity: n },
              { id: beer, quantity: 1 },
            ],
            key,
          );
          return { res, key, tablet, session, quantity: n + 1 };
        }),
      );
      for (const { res, key, tablet, session, quantity } of await Promise.all(sent)) {
        if (res.status === 200) {
          acknowledged.set((res.body as OrderCreateResponse).order.id, quantity);
          continue;
        }
        expect(res.status, JSON.stringify(res.body)).toBe(507);
        expect(errorOf(res)).toEqual({ code: 'DISK_FULL', message: errorCatalog.DISK_FULL.message });
        expect(errorOf(res).message).toBe('ただいま注文を受け付けられません。お手数ですがスタッフをお呼びください。');
        refusedKeys.push({ tablet, session, key });
      }
    }
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(refusedKeys.length).toBeGreaterThan(0);

    const s = await status();
    expect(s).toMatchObject({ refusing_orders: true, reserve_bytes: 0, level: 'critical' });
    expect(fs.existsSync(path.join(dataDir, '.disk-reserve'))).toBe(false);

    // Nothing half-written: every acknowledged order is whole, and no refused key has an order.
    const sqlite = box.deps.db.$client;
    expect(sqlite.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    for (const [id, quantity] of acknowledged) {
      const row = sqlite.prepare('SELECT SUM(quantity) AS q FROM order_items WHERE order_id = ?').get(id) as { q: number };
      expect(row.q, `order ${id}`).toBe(quantity);
    }
    const keyed = sqlite.prepare('SELECT COUNT(*) AS n FROM orders WHERE idempotency_key = ?');
    for (const { key } of refusedKeys) expect((keyed.get(key) as { n: number }).n).toBe(0);

    // A refused order sent again is refused again, the same way.
    const again = refusedKeys[0]!;
    const retry = await postOrder(again.tablet, again.session, [{ id: karaage, quantity: 1 }], again.key);
    expect(retry.status).toBe(507);
    expect(errorOf(retry).code).toBe('DISK_FULL');

    // Reads keep working, and the reserve leaves room for the evening's small writes.
    const menu = await visits[0]!.tablet.get('/v1/menuitem/get/list', { flags: [1] });
    expect(menu.status).toBe(200);
    const lines = await staff.get('/v1/orderitem/get/list', { orderBy: 'desc' });
    expect(lines.status).toBe(200);
    const line = sqlite.prepare('SELECT id FROM order_items ORDER BY id LIMIT 1').get() as { id: number };
    const served = await staff.post('/v1/orderitem/update', { id: line.id, status: 1, user_id: 1 });
    expect(served.status, JSON.stringify(served.body)).toBe(200);
  });

  it('takes orders again by itself once space is freed, and restores the reserve', async () => {
    fs.rmSync(filler);
    const { tablet, session } = visits[1]!;
    let res = await postOrder(tablet, session, [{ id: box.shop.items.beer, quantity: 1 }]);
    for (let i = 0; i < 30 && res.status !== 200; i++) {
      expect(res.status).toBe(507);
      await new Promise((resolve) => setTimeout(resolve, 100));
      res = await postOrder(tablet, session, [{ id: box.shop.items.beer, quantity: 1 }]);
    }
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    acknowledged.set((res.body as OrderCreateResponse).order.id, 1);
    expect(await status()).toMatchObject({ refusing_orders: false, reserve_bytes: RESERVE_BYTES });
  });

  it('prunes what is safe when the card fills: old backups and rotated logs, never the newest backup, a live log or a picture', async () => {
    const backups = path.join(dataDir, 'backups');
    const logs = path.join(dataDir, '.os', 'log', 'machine');
    const pictures = path.join(dataDir, 'images');
    for (const dir of [backups, logs, pictures]) fs.mkdirSync(dir, { recursive: true });
    const mib = Buffer.alloc(1024 * 1024, 1);
    const days = ['20261120', '20261121', '20261122', '20261123'];
    for (const day of days) fs.writeFileSync(path.join(backups, `sma-order-${day}T033000000Z.db`), mib);
    fs.writeFileSync(path.join(logs, 'system@0005f1-0005f2.journal'), mib);
    fs.writeFileSync(path.join(logs, 'system.journal'), Buffer.alloc(64 * 1024, 1));
    fs.writeFileSync(path.join(pictures, 'kept-thumb.webp'), Buffer.alloc(256 * 1024, 1));
    expect((await status()).uses).toMatchObject({
      backups: 4 * 1024 * 1024,
      logs: 1024 * 1024 + 64 * 1024,
      pictures: expect.any(Number),
    });

    fillLeaving(filler, 0);
    try {
      const { tablet, session } = visits[3]!;
      const answers: number[] = [];
      // The WAL may still have room of its own: orders go on until one meets the full card.
      for (let i = 0; i < 200 && !answers.includes(507); i++) {
        answers.push((await postOrder(tablet, session, [{ id: box.shop.items.beer, quantity: 1 }])).status);
      }
      expect(answers).toContain(507);
      // The prune freed more than a reserve and a margin: the box took orders again at once.
      const after = await postOrder(tablet, session, [{ id: box.shop.items.beer, quantity: 1 }]);
      expect(after.status, JSON.stringify(after.body)).toBe(200);
      acknowledged.set((after.body as OrderCreateResponse).order.id, 1);
    } finally {
      fs.rmSync(filler);
    }
    expect(fs.readdirSync(backups).sort()).toEqual(['sma-order-20261122T033000000Z.db', 'sma-order-20261123T033000000Z.db']);
    expect(fs.readdirSync(logs)).toEqual(['system.journal']);
    expect(fs.readdirSync(pictures)).toContain('kept-thumb.webp');
    fs.rmSync(path.join(pictures, 'kept-thumb.webp'));
    expect(await status()).toMatchObject({ refusing_orders: false, reserve_bytes: RESERVE_BYTES });
  });

  it('refuses a picture that does not fit whole: no file, no half file, no item', async () => {
    const noise = await sharp({
      create: {
        width: 1024,
        height: 1024,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 70 })
      .toBuffer();
    const imagesDir = path.join(dataDir, 'images');
    const before = fs.existsSync(imagesDir) ? fs.readdirSync(imagesDir) : [];
    fillLeaving(filler, 64 * 1024);
    const name = `noise-${randomBytes(4).toString('hex')}`;
    const form = itemForm(
      { name, label: 'ノイズ', price: 100, menu_id: box.shop.menus.food },
      {
        bytes: noise,
        name: 'noise.jpg',
        type: 'image/jpeg',
      },
    );
    try {
      const res = await admin.postForm<ErrorBody>('/v1/menuitem/create', form);
      expect(res.status, JSON.stringify(res.body)).toBe(507);
      expect(errorOf(res)).toEqual({ code: 'IMAGE_NO_SPACE', message: errorCatalog.IMAGE_NO_SPACE.message });
      expect(fs.existsSync(imagesDir) ? fs.readdirSync(imagesDir) : []).toEqual(before);
      expect(
        box.deps.db
          .select()
          .from(menuItems)
          .all()
          .filter((row) => row.name === name),
      ).toEqual([]);
    } finally {
      fs.rmSync(filler);
    }
  });

  it('closes on a nearly full card with its WAL checkpointed, every acknowledged order kept', async () => {
    const { tablet, session } = visits[2]!;
    const res = await postOrder(tablet, session, [{ id: box.shop.items.karaage, quantity: 1 }]);
    expect(res.status).toBe(200);
    acknowledged.set((res.body as OrderCreateResponse).order.id, 1);
    fillLeaving(filler, 16 * 1024);
    await box.close();
    // Checkpointed and closed cleanly: SQLite removed the WAL.
    expect(fs.existsSync(path.join(dataDir, `${DATABASE_FILE}-wal`))).toBe(false);
    fs.rmSync(filler);
    const sqlite = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
    try {
      expect(sqlite.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      const ids = new Set((sqlite.prepare('SELECT id FROM orders').all() as { id: number }[]).map((r) => r.id));
      for (const id of acknowledged.keys()) expect(ids.has(id), `order ${id}`).toBe(true);
    } finally {
      sqlite.close();
    }
  });
});
