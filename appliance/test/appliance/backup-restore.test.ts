import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeConfig } from '../../src/config';
import { databasePath } from '../../src/db/client';
import { listBackups } from '../../src/features/backup/backup-files';
import { writeBackup } from '../../src/features/backup/hot-backup';
import { restoreDatabase } from '../../src/features/backup/restore';
import { DatabaseDamagedError } from '../../src/features/backup/startup-check';
import { type RunningBox, startBox } from '../../src/server';
import { imagesDir } from '../../src/shared/image-store';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable, placeOrder, startVisit } from '../table-sessions/visit-fixtures';
import { pairAndOrder } from './support/shop-journey';

let box: TestBox;
let dataDir: string;
let restarted: RunningBox | undefined;

beforeEach(async () => {
  // The tests take their backups themselves; the hourly check (minute 41) would add one of its own.
  box = await startTestBox({ scheduledJobs: false });
  dataDir = box.dataDir;
});
afterEach(async () => {
  await restarted?.close();
  restarted = undefined;
  await box.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Everything a shop would miss after a restore: visits, orders and each ordered line. */
function shopRecord(sqlite: RunningBox['deps']['db']['$client']) {
  return {
    visits: sqlite.prepare('SELECT id, dining_table_id, status, total_amount FROM table_sessions ORDER BY id').all(),
    orders: sqlite.prepare('SELECT id, table_session_id, dining_table_id, status FROM orders ORDER BY id').all(),
    lines: sqlite.prepare('SELECT id, order_id, menu_item_id, quantity, unit_price, status FROM order_items ORDER BY id').all(),
  };
}

/** A few evenings of business: visits on several tables, each with a couple of orders. */
async function busyEvening(): Promise<void> {
  const { items } = box.shop;
  for (let t = 0; t < 3; t++) {
    const tableId = addTable(box);
    const tablet: ApiClient = await box.tablet(tableId);
    const visit = await startVisit(tablet, tableId);
    await placeOrder(tablet, visit, [{ id: items.karaage, quantity: t + 1 }]);
    await placeOrder(tablet, visit, [
      { id: items.beer, quantity: 2 },
      { id: items.karaage, quantity: 1 },
    ]);
  }
}

async function restart(): Promise<RunningBox> {
  restarted = await startBox(makeConfig({ port: 0, host: '127.0.0.1', dataDir, logLevel: 'silent' }));
  return restarted;
}

function damage(file: string, at: number, length: number): void {
  const fd = fs.openSync(file, 'r+');
  fs.writeSync(fd, Buffer.alloc(length, 0xa5), 0, length, at);
  fs.closeSync(fd);
}

describe('backups', () => {
  it('round-trip every order: a hot backup taken while serving, restored after later orders', async () => {
    await busyEvening();
    const owner = await box.staff('owner', { page: true });
    const withPhoto = await pairAndOrder(box.url, owner);
    const before = shopRecord(box.deps.db.$client);
    expect(before.lines.length).toBeGreaterThanOrEqual(10);

    const backup = await writeBackup(box.deps.db.$client, dataDir, { keepDays: 14, now: new Date() });
    expect(listBackups(dataDir).map((b) => b.file)).toEqual([backup.file]);
    expect(backup.imagesCopied).toBeGreaterThan(0);

    await busyEvening();
    await box.close();
    // The picture is lost too, as a wiped card would lose it.
    fs.rmSync(imagesDir(dataDir), { recursive: true, force: true });

    const result = await restoreDatabase(dataDir, backup.file, new Date());
    expect(result.keptAs).toMatch(/sma-order\.db\.before-restore-\d{8}T\d{6}Z$/);
    expect(fs.existsSync(result.keptAs!)).toBe(true);
    expect(result.imagesRestored).toBe(backup.imagesCopied);

    const back = await restart();
    expect(shopRecord(back.deps.db.$client)).toEqual(before);
    const photo = await fetch(`${back.url}${withPhoto.imageUrl}`);
    expect(photo.status).toBe(200);
  });

  it('refuses to restore a file that is not a sound shop database, and changes nothing', async () => {
    await box.close();
    const junk = path.join(os.tmpdir(), `junk-${process.pid}.db`);
    fs.writeFileSync(junk, 'this is not a database');
    const liveBefore = fs.readFileSync(databasePath(dataDir));
    await expect(restoreDatabase(dataDir, junk, new Date())).rejects.toThrow(/failed its check, nothing was changed/);
    await expect(restoreDatabase(dataDir, '/nonexistent/backup.db', new Date())).rejects.toThrow(/No such file/);
    expect(fs.readFileSync(databasePath(dataDir)).equals(liveBefore)).toBe(true);
    expect(fs.readdirSync(dataDir).filter((n) => n.includes('before-restore'))).toEqual([]);
    fs.rmSync(junk);
  });
});

describe('a damaged database at start', () => {
  it.each([
    ['pages in the middle overwritten', 4096, 4 * 4096],
    ['the header overwritten', 0, 100],
  ])('is moved aside and the newest backup restored (%s)', async (_case, at, length) => {
    await busyEvening();
    await writeBackup(box.deps.db.$client, dataDir, { keepDays: 14, now: new Date(Date.now() - 86_400_000) });
    await busyEvening();
    const newest = await writeBackup(box.deps.db.$client, dataDir, { keepDays: 14, now: new Date() });
    const atBackup = shopRecord(box.deps.db.$client);
    await busyEvening();
    await box.close();

    damage(databasePath(dataDir), at, length);
    const back = await restart();
    expect(back.recovery).toMatchObject({ restoredFrom: newest.file });
    expect(back.recovery?.findings.length).toBeGreaterThan(0);
    expect(fs.existsSync(back.recovery!.keptAs)).toBe(true);
    expect(path.basename(back.recovery!.keptAs)).toMatch(/^sma-order\.db\.corrupt-\d{8}T\d{6}Z$/);
    expect(shopRecord(back.deps.db.$client)).toEqual(atBackup);
  });

  it('stops the start, changing nothing, when no backup can replace it', async () => {
    await box.close();
    damage(databasePath(dataDir), 4096, 4 * 4096);
    const damaged = fs.readFileSync(databasePath(dataDir));
    await expect(restart()).rejects.toBeInstanceOf(DatabaseDamagedError);
    expect(fs.readFileSync(databasePath(dataDir)).equals(damaged)).toBe(true);
  });
});
