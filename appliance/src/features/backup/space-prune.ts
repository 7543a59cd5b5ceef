import fs from 'node:fs';
import { expiredBackups, listBackups } from './backup-files';

/**
 * Backups that may go when the card runs short: those beyond the kept days (the nightly
 * retention), and, when `keepAtMost` is given, all but that many newest. The newest backup always
 * stays. Answers the files removed.
 */
export function pruneBackupsForSpace(dataDir: string, options: { keepDays: number; keepAtMost?: number }): string[] {
  const entries = listBackups(dataDir);
  const expired = new Set(expiredBackups(entries, options.keepDays).map((e) => e.file));
  const keepAtMost = Math.max(1, options.keepAtMost ?? entries.length);
  for (const e of entries.slice(keepAtMost)) expired.add(e.file);
  expired.delete(entries[0]?.file ?? '');
  const removed: string[] = [];
  for (const file of expired) {
    try {
      fs.rmSync(file);
      removed.push(file);
    } catch {
      // Gone already, or not ours to delete: the next look tries again.
    }
  }
  return removed;
}
