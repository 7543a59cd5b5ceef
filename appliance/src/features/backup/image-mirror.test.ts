import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imagesDir } from '../../shared/image-store';
import { backupImagesDir } from './backup-files';
import { mirrorImages, restoreImages } from './image-mirror';

const DAY = 86_400_000;

describe('the picture mirror', () => {
  it('copies new pictures once, keeps a deleted one while backups may name it, then prunes it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mirror-'));
    fs.mkdirSync(imagesDir(dataDir));
    const picture = (name: string) => fs.writeFileSync(path.join(imagesDir(dataDir), name), name);
    picture('a-thumb.webp');
    picture('b-thumb.webp');
    fs.writeFileSync(path.join(imagesDir(dataDir), 'c-thumb.webp.tmp'), 'half written');
    const t0 = Date.UTC(2026, 10, 1);

    expect(mirrorImages(dataDir, 14, t0)).toEqual({ copied: 2, pruned: 0 });
    expect(mirrorImages(dataDir, 14, t0 + DAY)).toEqual({ copied: 0, pruned: 0 });

    fs.rmSync(path.join(imagesDir(dataDir), 'a-thumb.webp'));
    expect(mirrorImages(dataDir, 14, t0 + 2 * DAY)).toEqual({ copied: 0, pruned: 0 });
    expect(mirrorImages(dataDir, 14, t0 + 16 * DAY)).toEqual({ copied: 0, pruned: 0 });
    expect(fs.existsSync(path.join(backupImagesDir(dataDir), 'a-thumb.webp'))).toBe(true);
    expect(mirrorImages(dataDir, 14, t0 + 18 * DAY)).toEqual({ copied: 0, pruned: 1 });
    expect(fs.readdirSync(backupImagesDir(dataDir)).sort()).toEqual(['b-thumb.webp', 'orphans.json']);

    fs.rmSync(imagesDir(dataDir), { recursive: true });
    expect(restoreImages(dataDir)).toBe(1);
    expect(fs.readFileSync(path.join(imagesDir(dataDir), 'b-thumb.webp'), 'utf8')).toBe('b-thumb.webp');
    fs.rmSync(dataDir, { recursive: true });
  });

  it('given the picture names in the backup rows, copies only those: an orphan left by a kill is never mirrored', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mirror-'));
    fs.mkdirSync(imagesDir(dataDir));
    for (const name of ['named-thumb.webp', 'orphan-thumb.webp']) fs.writeFileSync(path.join(imagesDir(dataDir), name), name);

    expect(mirrorImages(dataDir, 14, Date.UTC(2026, 10, 1), new Set(['named-thumb.webp']))).toEqual({ copied: 1, pruned: 0 });
    expect(fs.readdirSync(backupImagesDir(dataDir)).sort()).toEqual(['named-thumb.webp', 'orphans.json']);
    fs.rmSync(dataDir, { recursive: true });
  });
});
