import fs from 'node:fs';
import path from 'node:path';
import Database, { type RunResult } from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

/** The database or a transaction open on it: what reads and writes take, inside a write or not. */
export type Queryable = BaseSQLiteDatabase<'sync', RunResult, typeof schema>;

export const DATABASE_FILE = 'sma-order.db';

/** Beside this file in a checkout; the single binary passes the folder it unpacked instead. */
export function defaultMigrationsFolder(): string {
  return path.join(import.meta.dirname, 'migrations');
}

/** The shop database inside a data dir. */
export function databasePath(dataDir: string): string {
  return path.join(dataDir, DATABASE_FILE);
}

/**
 * Whether every migration in the folder is already applied. drizzle's migrator runs a migration
 * only when its journal `when` is newer than the newest applied one, so comparing those two says
 * the same as running it, without reading and hashing every migration file at each start.
 * Anything unexpected answers false, and the migrator decides.
 */
function isSchemaCurrent(sqlite: Database.Database, migrationsFolder: string): boolean {
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    const hasTable = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '__drizzle_migrations'").get();
    if (!hasTable || journal.entries.length === 0) return false;
    const newest = sqlite.prepare('SELECT created_at FROM __drizzle_migrations ORDER BY created_at DESC LIMIT 1').get() as
      | { created_at: number | string | null }
      | undefined;
    return newest !== undefined && journal.entries.every((entry) => Number(newest.created_at) >= entry.when);
  } catch {
    return false;
  }
}

/**
 * Opens the shop database and brings its schema up to date.
 * synchronous=FULL: an order the tablet was told succeeded survives a power cut.
 */
export function openDatabase(file: string, migrationsFolder = defaultMigrationsFolder()): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  try {
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // Keep the WAL from growing without bound between checkpoints on a small SD card: SQLite
    // checkpoints every 1000 pages on commit, and a truncated WAL shrinks back to 64 MiB at most.
    sqlite.pragma('wal_autocheckpoint = 1000');
    sqlite.pragma('journal_size_limit = 67108864');
    // Sorts and IN-lists' scratch tables and statement journals in memory: otherwise SQLite opens a
    // file in /var/tmp for them, several times a second in a rush, on the SD card.
    sqlite.pragma('temp_store = MEMORY');
    const db = drizzle(sqlite, { schema });
    if (!isSchemaCurrent(sqlite, migrationsFolder)) migrate(db, { migrationsFolder });
    return db;
  } catch (error) {
    sqlite.close();
    throw error;
  }
}

/**
 * Opens a shop database another process (the running box) may be using, for maintenance
 * commands: no migrations and no journal-mode change, since the box owns the schema.
 */
export function openExistingDatabase(file: string): Db {
  const sqlite = new Database(file, { fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return drizzle(sqlite, { schema });
}

/** `PRAGMA quick_check`: an empty list when the file is sound, else SQLite's findings. */
export function quickCheck(sqlite: Database.Database): string[] {
  const rows = sqlite.pragma('quick_check') as { quick_check: string }[];
  const findings = rows.map((r) => r.quick_check);
  return findings.length === 1 && findings[0] === 'ok' ? [] : findings;
}

/** Folds the WAL into the database and closes it, so the file on disk is whole on its own. */
export function closeDatabase(db: Db): void {
  if (!db.$client.open) return;
  try {
    db.$client.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.$client.close();
  }
}
