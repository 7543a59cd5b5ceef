import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { imagesDir } from '../../shared/image-store';
import { backupImagesDir, copyFileDurably } from './backup-files';

const DAY_MS = 24 * 60 * 60 * 1000;
// Only finished picture files: the image store writes `<name>.tmp` first and renames.
const IMAGE_FILE = /^[A-Za-z0-9_-]+\.webp$/;
const ORPHANS_FILE = 'orphans.json';
const zOrphans = z.record(z.string(), z.number());

function pictureNames(dir: string): Set<string> {
  try {
    return new Set(fs.readdirSync(dir).filter((name) => IMAGE_FILE.test(name)));
  } catch {
    return new Set();
  }
}

function readOrphans(mirrorDir: string): Record<string, number> {
  try {
    const parsed = zOrphans.safeParse(JSON.parse(fs.readFileSync(path.join(mirrorDir, ORPHANS_FILE), 'utf8')));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export interface MirrorResult {
  copied: number;
  pruned: number;
}

/**
 * Brings the backup mirror of the pictures up to date. Picture files never change once written,
 * so only new names are copied; given `named` (the files the backup's rows name), a picture no
 * row names is not copied and counts as gone, so orphans left by a kill are never mirrored. A
 * copy whose original is gone is noted in orphans.json with the time that was first seen, and
 * deleted once it has been orphaned longer than backups are kept: by then no kept backup can
 * name it.
 */
export function mirrorImages(dataDir: string, keepDays: number, now: number, named?: ReadonlySet<string>): MirrorResult {
  const liveDir = imagesDir(dataDir);
  const mirrorDir = backupImagesDir(dataDir);
  fs.mkdirSync(mirrorDir, { recursive: true });
  const live = new Set([...pictureNames(liveDir)].filter((name) => !named || named.has(name)));
  const mirrored = pictureNames(mirrorDir);
  let copied = 0;
  for (const name of live) {
    if (mirrored.has(name)) continue;
    copyFileDurably(path.join(liveDir, name), path.join(mirrorDir, name));
    copied++;
  }

  const before = readOrphans(mirrorDir);
  const orphans: Record<string, number> = {};
  let pruned = 0;
  for (const name of mirrored) {
    if (live.has(name)) continue;
    const since = before[name] ?? now;
    if (now - since > (keepDays + 1) * DAY_MS) {
      fs.rmSync(path.join(mirrorDir, name), { force: true });
      pruned++;
    } else {
      orphans[name] = since;
    }
  }
  fs.writeFileSync(path.join(mirrorDir, ORPHANS_FILE), `${JSON.stringify(orphans)}\n`);
  return { copied, pruned };
}

/** Puts back every mirrored picture the live folder lacks; answers how many were copied. */
export function restoreImages(dataDir: string): number {
  const liveDir = imagesDir(dataDir);
  const mirrorDir = backupImagesDir(dataDir);
  const live = pictureNames(liveDir);
  let restored = 0;
  for (const name of pictureNames(mirrorDir)) {
    if (live.has(name)) continue;
    fs.mkdirSync(liveDir, { recursive: true });
    copyFileDurably(path.join(mirrorDir, name), path.join(liveDir, name));
    restored++;
  }
  return restored;
}
