import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { quickCheck } from '../../db/client';
import { copyFileDurably, fileStamp, fsyncDir, fsyncFile } from './backup-files';

const SIDE_FILES = ['', '-wal', '-shm'] as const;
// Tables every shop database has; a file without them is some other SQLite file.
const SHOP_TABLES = ['users', 'settings', '__drizzle_migrations'] as const;

function isCorruption(error: unknown): error is Error & { code: string } {
  if (!(error instanceof Error) || !('code' in error) || typeof error.code !== 'string') return false;
  return error.code.startsWith('SQLITE_CORRUPT') || error.code === 'SQLITE_NOTADB';
}

/**
 * What is wrong with a database file: an empty list when quick_check passes (and, with
 * `shopTables`, it holds a shop's tables). A file SQLite cannot read at all counts as damaged.
 */
export function inspectDatabase(file: string, options: { readonly?: boolean; shopTables?: boolean } = {}): string[] {
  let sqlite: Database.Database | undefined;
  try {
    sqlite = new Database(file, { fileMustExist: true, readonly: options.readonly ?? false });
    sqlite.pragma('busy_timeout = 5000');
    const findings = quickCheck(sqlite);
    if (findings.length > 0 || !options.shopTables) return findings;
    const present = new Set(
      (sqlite.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name),
    );
    const missing = SHOP_TABLES.filter((t) => !present.has(t));
    return missing.length > 0 ? [`not a スマオーダー database (no ${missing.join(', ')} table)`] : [];
  } catch (error) {
    if (isCorruption(error)) return [`${error.code}: ${error.message}`];
    throw error;
  } finally {
    sqlite?.close();
  }
}

/** Renames the database and its WAL and shared-memory files to `<file>.<reason>-<stamp>`; answers the new name. */
export function moveAside(file: string, reason: string, at: Date): string {
  const aside = `${file}.${reason}-${fileStamp(at)}`;
  for (const suffix of SIDE_FILES) {
    if (fs.existsSync(`${file}${suffix}`)) fs.renameSync(`${file}${suffix}`, `${aside}${suffix}`);
  }
  return aside;
}

/**
 * Puts a copy of `source` in place as the live database. A standalone file is copied as is; a
 * WAL-mode file goes through SQLite's backup API so committed pages still in its WAL come along.
 */
export async function installDatabase(source: string, target: string): Promise<void> {
  if (!fs.existsSync(`${source}-wal`)) {
    copyFileDurably(source, target);
    return;
  }
  const partial = `${target}.partial`;
  const from = new Database(source, { fileMustExist: true });
  try {
    await from.backup(partial);
  } finally {
    from.close();
  }
  fsyncFile(partial);
  fs.renameSync(partial, target);
  fsyncDir(path.dirname(target));
}
