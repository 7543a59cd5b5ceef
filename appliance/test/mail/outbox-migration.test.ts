import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { closeDatabase, defaultMigrationsFolder, openDatabase } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema';

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the migrations folder holding only the first migration: the database as it was. */
function firstMigrationOnly(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-migrations-'));
  scratch.push(dir);
  const source = defaultMigrationsFolder();
  const journal = JSON.parse(fs.readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const first = journal.entries[0]!;
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: [first] }));
  fs.copyFileSync(path.join(source, `${first.tag}.sql`), path.join(dir, `${first.tag}.sql`));
  return dir;
}

describe('migrating mail queued before the outbox recorded its account', () => {
  it('fills in purpose and account where one account clearly fits, and leaves the rest unknown', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-test-'));
    scratch.push(dataDir);
    const file = path.join(dataDir, 'shop.db');
    const old = openDatabase(file, firstMigrationOnly());
    const t = 1_700_000_000_000;
    const account = (id: number, email: string, role: number, updateEmail: string | null, updatedAt = t) =>
      old.$client
        .prepare('INSERT INTO users (id, email, role, flag, update_email, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?, ?)')
        .run(id, email, role, updateEmail, t, updatedAt);
    account(1, 'owner@test.example', 22, null);
    account(2, 'staff@test.example', 11, 'owner@test.example');
    account(3, 'dev@test.example', 21, 'dev.next@test.example');
    account(4, 'moved@test.example', 11, null, t + 10_000);
    const mail = (to: string, link: string) =>
      old.$client
        .prepare(
          'INSERT INTO mail_outbox (to_address, subject, body, link, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(to, 's', link, link, t + 1, t + 1);
    mail('dev@test.example', 'http://box/reset-password?secret=a');
    mail('dev.next@test.example', 'http://box/edit/email/updated?activate=b');
    mail('owner@test.example', 'http://box/reset-password?secret=c');
    mail('moved@test.example', 'http://box/reset-password?secret=d');
    mail('new@test.example', 'http://box/signup/password?activate=e');
    closeDatabase(old);

    const db = openDatabase(file);
    try {
      const rows = db
        .select({ to: mailOutbox.to_address, user: mailOutbox.user_id, purpose: mailOutbox.purpose })
        .from(mailOutbox)
        .orderBy(asc(mailOutbox.id))
        .all();
      expect(rows).toEqual([
        { to: 'dev@test.example', user: 3, purpose: 'reset' },
        { to: 'dev.next@test.example', user: 3, purpose: 'email' },
        // The owner's login is also staff's pending address: which account it was for is not clear.
        { to: 'owner@test.example', user: null, purpose: 'reset' },
        // The account changed after the mail was queued: it may not have held the address then.
        { to: 'moved@test.example', user: null, purpose: 'reset' },
        { to: 'new@test.example', user: null, purpose: 'signup' },
      ]);
    } finally {
      closeDatabase(db);
    }
  });
});
