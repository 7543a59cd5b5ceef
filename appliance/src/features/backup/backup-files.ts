import fs from 'node:fs';
import path from 'node:path';

/** Backups live inside the data dir, so one copy of that folder carries the shop and its history. */
export function backupsDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/** One shared mirror of the picture files: they are immutable, so each is copied once. */
export function backupImagesDir(dataDir: string): string {
  return path.join(backupsDir(dataDir), 'images');
}

const NAME = /^sma-order-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z\.db$/;

/** `sma-order-20261121T043000123Z.db`: UTC, sortable by name, never two in one millisecond. */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `sma-order-${stamp}.db`;
}

export interface BackupEntry {
  file: string;
  takenAt: Date;
}

/** Every finished backup in the data dir, newest first. Half-written `.partial` files are not listed. */
export function listBackups(dataDir: string): BackupEntry[] {
  const dir = backupsDir(dataDir);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const entries: BackupEntry[] = [];
  for (const name of names) {
    const m = NAME.exec(name);
    if (!m) continue;
    const [, y, mo, d, h, mi, s, ms] = m.map(Number) as number[];
    entries.push({ file: path.join(dir, name), takenAt: new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!, ms!)) });
  }
  return entries.sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/**
 * Retention: the newest backup of each of the `keepDays` most recent days that have one (days in
 * UTC). Everything else is returned for deletion. A box switched off for a week keeps its older
 * backups, because only days with a backup count.
 */
export function expiredBackups(entries: readonly BackupEntry[], keepDays: number): BackupEntry[] {
  const keptDays = new Set<string>();
  const expired: BackupEntry[] = [];
  for (const entry of [...entries].sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime())) {
    const day = entry.takenAt.toISOString().slice(0, 10);
    if (!keptDays.has(day) && keptDays.size < keepDays) keptDays.add(day);
    else expired.push(entry);
  }
  return expired;
}

/** Flushes a file's bytes to the card before it is renamed into place. */
export function fsyncFile(file: string): void {
  const fd = fs.openSync(file, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Makes a rename in `dir` survive a power cut. */
export function fsyncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // Some filesystems refuse fsync on a directory; the rename itself is still atomic.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/** Copies a file via a temporary name, flushed, then renamed: a reader never sees half a file. */
export function copyFileDurably(from: string, to: string): void {
  const partial = `${to}.partial`;
  fs.copyFileSync(from, partial);
  fsyncFile(partial);
  fs.renameSync(partial, to);
  fsyncDir(path.dirname(to));
}

/** `20261121T043000Z`: for names of files moved aside. */
export function fileStamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}
