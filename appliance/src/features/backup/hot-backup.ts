import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { quickCheck } from '../../db/client';
import type { Logger } from '../../logger';
import { backupFileName, backupsDir, expiredBackups, fsyncDir, fsyncFile, listBackups } from './backup-files';
import { mirrorImages } from './image-mirror';
import { namedPictureFiles } from './named-pictures';

export interface BackupResult {
  file: string;
  bytes: number;
  imagesCopied: number;
  removed: string[];
}

// One backup at a time per connection; closing the database waits for the one under way.
const running = new WeakMap<Database.Database, Promise<unknown>>();

/** Resolves once no backup of this connection is under way. */
export async function backupsSettled(sqlite: Database.Database): Promise<void> {
  await running.get(sqlite)?.catch(() => undefined);
}

/**
 * A hot backup while the box keeps serving: SQLite's online backup API copies a consistent
 * snapshot page by page, the copy is checked with quick_check, flushed to the card and only then
 * renamed into place. New pictures are mirrored beside it and old backups pruned.
 */
export function writeBackup(
  sqlite: Database.Database,
  dataDir: string,
  options: { keepDays: number; logger?: Logger; now: Date },
): Promise<BackupResult> {
  const previous = running.get(sqlite) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => backupNow(sqlite, dataDir, options));
  running.set(sqlite, next);
  return next;
}

async function backupNow(
  sqlite: Database.Database,
  dataDir: string,
  { keepDays, logger, now }: { keepDays: number; logger?: Logger; now: Date },
): Promise<BackupResult> {
  const dir = backupsDir(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(dir)) {
    if (name.endsWith('.partial') || name.endsWith('.partial-journal')) fs.rmSync(path.join(dir, name), { force: true });
  }
  const file = path.join(dir, backupFileName(now));
  const partial = `${file}.partial`;
  let named: Set<string>;
  try {
    await sqlite.backup(partial);
    const copy = new Database(partial, { fileMustExist: true });
    try {
      const findings = quickCheck(copy);
      if (findings.length > 0) throw new Error(`backup copy failed quick_check: ${findings.slice(0, 3).join('; ')}`);
      // The copy is a standalone file: no WAL, so it opens anywhere, even read-only.
      copy.pragma('journal_mode = DELETE');
      named = namedPictureFiles(copy);
    } finally {
      copy.close();
    }
    fsyncFile(partial);
    fs.renameSync(partial, file);
    fsyncDir(dir);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    fs.rmSync(`${partial}-journal`, { force: true });
    throw error;
  }

  const images = mirrorImages(dataDir, keepDays, now.getTime(), named);
  const removed = expiredBackups(listBackups(dataDir), keepDays).map((entry) => entry.file);
  for (const old of removed) fs.rmSync(old, { force: true });
  const bytes = fs.statSync(file).size;
  logger?.info(
    { file, bytes, imagesCopied: images.copied, imagesPruned: images.pruned, removed: removed.length },
    'backup written',
  );
  return { file, bytes, imagesCopied: images.copied, removed };
}
