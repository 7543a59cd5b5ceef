import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

const defaultMigrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * Opens the shop database and brings its schema up to date.
 * synchronous=FULL: an order the tablet was told succeeded survives a power cut.
 */
export function openDatabase(file: string, migrationsFolder = defaultMigrationsFolder): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Keep the WAL from growing without bound between checkpoints on a small SD card.
  sqlite.pragma('journal_size_limit = 67108864');
  const db = drizzle(sqlite, { schema });
  migrate(db, { migrationsFolder });
  return db;
}

export function closeDatabase(db: Db): void {
  if (!db.$client.open) return;
  db.$client.pragma('wal_checkpoint(TRUNCATE)');
  db.$client.close();
}
