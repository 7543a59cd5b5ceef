import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import type { Logger } from '../../logger';
import { imagesDir } from '../../shared/image-store';
import { backupImagesDir, backupsDir } from './backup-files';
import { namedPictureFiles } from './named-pictures';

/**
 * A file younger than this is left alone: a picture being uploaded is written before its row
 * commits, and an icon is uploaded before the account is pointed at it.
 */
export const SWEEP_GRACE_MS = 60 * 60 * 1000;

const PICTURE = /\.webp$/;
// What a write cut by a kill leaves: the image store's `.tmp`, a backup's or a mirror copy's
// `.partial`, and SQLite's rollback journal of a half-written backup copy.
const UNFINISHED = /\.(tmp|partial|partial-journal)$/;

export interface SweepTally {
  files: number;
  bytes: number;
}

export interface SweepResult {
  /** Finished pictures in images/ that no row names. */
  orphans: SweepTally;
  /** `.tmp`, `.partial` and `.partial-journal` files in images/, backups/ and the backup mirror. */
  unfinished: SweepTally;
}

function removeIf(dir: string, keep: (name: string) => boolean, olderThan: number, tally: SweepTally): void {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (keep(name)) continue;
    const file = path.join(dir, name);
    try {
      const stat = fs.lstatSync(file);
      if (!stat.isFile() || stat.mtimeMs > olderThan) continue;
      fs.rmSync(file, { force: true });
      tally.files++;
      tally.bytes += stat.size;
    } catch {
      // Gone meanwhile: nothing to sweep.
    }
  }
}

/**
 * Removes what a kill or a power cut left behind: pictures no row names and unfinished
 * temporary files, each only once older than the grace period. The backup mirror keeps its own
 * rule for pictures a kept backup may still name (image-mirror.ts).
 */
export function sweepLeftovers(
  sqlite: Database.Database,
  dataDir: string,
  { now, graceMs = SWEEP_GRACE_MS }: { now: number; graceMs?: number },
): SweepResult {
  const olderThan = now - graceMs;
  const orphans: SweepTally = { files: 0, bytes: 0 };
  const unfinished: SweepTally = { files: 0, bytes: 0 };
  const named = namedPictureFiles(sqlite);
  const liveDir = imagesDir(dataDir);
  removeIf(liveDir, (name) => !UNFINISHED.test(name), olderThan, unfinished);
  removeIf(liveDir, (name) => !PICTURE.test(name) || named.has(name), olderThan, orphans);
  for (const dir of [backupsDir(dataDir), backupImagesDir(dataDir)]) {
    removeIf(dir, (name) => !UNFINISHED.test(name), olderThan, unfinished);
  }
  return { orphans, unfinished };
}

/** The sweep with its log line: counts and sizes, only when something was removed. */
export function sweepAndLog(
  sqlite: Database.Database,
  dataDir: string,
  logger: Logger,
  when: 'start' | 'nightly',
  now: number,
): SweepResult {
  const result = sweepLeftovers(sqlite, dataDir, { now });
  if (result.orphans.files + result.unfinished.files > 0) {
    logger.info(
      {
        when,
        orphanFiles: result.orphans.files,
        orphanBytes: result.orphans.bytes,
        unfinishedFiles: result.unfinished.files,
        unfinishedBytes: result.unfinished.bytes,
      },
      'swept leftover picture and backup files',
    );
  }
  return result;
}
