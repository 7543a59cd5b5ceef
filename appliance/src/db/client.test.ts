import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, defaultMigrationsFolder, openDatabase } from './client';

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  scratch.push(dir);
  return dir;
}

/** A copy of the migrations folder, so a test may remove its SQL files. */
function migrationsCopy(): string {
  const dir = tempDir('sma-order-migrations-');
  fs.cpSync(defaultMigrationsFolder(), dir, { recursive: true });
  return dir;
}

function appliedCount(file: string, migrations: string): number {
  const db = openDatabase(file, migrations);
  try {
    return (db.$client.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get() as { n: number }).n;
  } finally {
    closeDatabase(db);
  }
}

describe('openDatabase at start', () => {
  it('migrates a new database, then opens it up to date without reading a migration file', () => {
    const migrations = migrationsCopy();
    const file = path.join(tempDir('sma-order-test-'), 'shop.db');
    const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    expect(appliedCount(file, migrations)).toBe(journal.entries.length);
    // drizzle's migrator would fail on a missing file: an up-to-date database never asks it.
    for (const entry of journal.entries) fs.rmSync(path.join(migrations, `${entry.tag}.sql`));
    expect(appliedCount(file, migrations)).toBe(journal.entries.length);
  });

  it('still runs the migrations a database lacks', () => {
    const migrations = migrationsCopy();
    const file = path.join(tempDir('sma-order-test-'), 'shop.db');
    expect(appliedCount(file, migrations)).toBeGreaterThan(1);
    const db = openDatabase(file, migrations);
    const newest = db.$client.prepare('SELECT max(created_at) AS at FROM __drizzle_migrations').get() as { at: number };
    db.$client.prepare('DELETE FROM __drizzle_migrations WHERE created_at = ?').run(newest.at);
    closeDatabase(db);
    // The newest migration is no longer recorded: the migrator runs (and fails on its missing file).
    const journal = JSON.parse(fs.readFileSync(path.join(migrations, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    fs.rmSync(path.join(migrations, `${journal.entries.at(-1)!.tag}.sql`));
    expect(() => openDatabase(file, migrations)).toThrow(/No file/);
  });
});
