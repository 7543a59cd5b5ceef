import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { imagesDir, newImageName } from '../../shared/image-store';
import { backupImagesDir, backupsDir } from './backup-files';
import { SWEEP_GRACE_MS, sweepLeftovers } from './leftover-sweep';

const HOUR = 3_600_000;

function shop(): { dataDir: string; sqlite: Database.Database } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-'));
  const sqlite = new Database(':memory:');
  sqlite.exec(
    'CREATE TABLE menu_items (id INTEGER PRIMARY KEY, image TEXT); CREATE TABLE users (id INTEGER PRIMARY KEY, icon_url TEXT);',
  );
  sqlite.prepare('INSERT INTO menu_items (image) VALUES (?), (NULL)').run('-dash');
  sqlite.prepare('INSERT INTO users (icon_url) VALUES (?), (NULL)').run('/images/face-icon.webp');
  for (const dir of [imagesDir(dataDir), backupImagesDir(dataDir)]) fs.mkdirSync(dir, { recursive: true });
  return { dataDir, sqlite };
}

function put(dir: string, name: string, bytes: number, ageMs: number, now: number): void {
  const file = path.join(dir, name);
  fs.writeFileSync(file, Buffer.alloc(bytes, 1));
  const at = new Date(now - ageMs);
  fs.utimesSync(file, at, at);
}

describe('the leftover sweep', () => {
  it('removes old unnamed pictures and cut writes, keeps named pictures and anything younger than the grace', () => {
    const { dataDir, sqlite } = shop();
    const now = Date.now();
    const images = imagesDir(dataDir);
    const old = 2 * HOUR;
    for (const name of ['-dash-thumb.webp', '-dash-detail.webp', 'face-icon.webp']) put(images, name, 10, old, now);
    put(images, '-orphan-thumb.webp', 100, old, now);
    put(images, 'orphan-detail.webp', 200, old, now);
    put(images, 'uploading-detail.webp', 300, 60_000, now);
    put(images, 'x-thumb.webp.tmp', 0, old, now);
    put(images, 'y-thumb.webp.tmp', 7, 60_000, now);
    put(backupsDir(dataDir), 'sma-order-20261101T030000000Z.db.partial', 50, old, now);
    put(backupsDir(dataDir), 'sma-order-20261101T030000000Z.db.partial-journal', 20, old, now);
    put(backupImagesDir(dataDir), 'z-thumb.webp.partial', 30, old, now);

    const result = sweepLeftovers(sqlite, dataDir, { now });

    expect(result).toEqual({ orphans: { files: 2, bytes: 300 }, unfinished: { files: 4, bytes: 100 } });
    expect(fs.readdirSync(images).sort()).toEqual([
      '-dash-detail.webp',
      '-dash-thumb.webp',
      'face-icon.webp',
      'uploading-detail.webp',
      'y-thumb.webp.tmp',
    ]);
    expect(fs.readdirSync(backupsDir(dataDir))).toEqual(['images']);
    expect(fs.readdirSync(backupImagesDir(dataDir))).toEqual([]);

    // Once the grace has passed, the upload nobody committed goes too.
    const later = sweepLeftovers(sqlite, dataDir, { now: now + SWEEP_GRACE_MS });
    expect(later).toEqual({ orphans: { files: 1, bytes: 300 }, unfinished: { files: 1, bytes: 7 } });
    fs.rmSync(dataDir, { recursive: true });
  });

  it('makes picture names that never start with - or .', () => {
    for (let i = 0; i < 2000; i++) expect(newImageName()).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]*$/);
  });
});
