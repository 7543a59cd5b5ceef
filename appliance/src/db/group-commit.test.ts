import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit';

let dir: string;
let file: string;
let db: Database.Database;
/** A second connection to the same file: it sees only what was committed. */
let reader: Database.Database;
let commits: number;
let group: GroupCommit;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
  file = path.join(dir, 'test.db');
  db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.exec(`
    CREATE TABLE parents (id INTEGER PRIMARY KEY);
    CREATE TABLE notes (
      id INTEGER PRIMARY KEY,
      text TEXT NOT NULL UNIQUE,
      parent_id INTEGER REFERENCES parents(id) DEFERRABLE INITIALLY DEFERRED
    );
  `);
  reader = new Database(file, { readonly: true });
  commits = 0;
  group = new GroupCommit(db, () => commits++);
});

afterEach(() => {
  reader.close();
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const insert =
  (text: string, parentId: number | null = null) =>
  () =>
    Number(db.prepare('INSERT INTO notes (text, parent_id) VALUES (?, ?)').run(text, parentId).lastInsertRowid);
const committedTexts = () =>
  (reader.prepare('SELECT text FROM notes ORDER BY id').all() as { text: string }[]).map((r) => r.text);

describe('group commit', () => {
  it('commits the writes of one moment together, once, and answers each only when another connection can read it', async () => {
    const seenOnAnswer: string[][] = [];
    const answers = await Promise.all(
      ['a', 'b', 'c'].map((text) =>
        group.submit(insert(text)).then((id) => {
          seenOnAnswer.push(committedTexts());
          return id;
        }),
      ),
    );
    expect(answers).toEqual([1, 2, 3]);
    expect(commits).toBe(1);
    // Already durable when the first answer went out: all three, not just its own.
    expect(seenOnAnswer).toEqual([
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
      ['a', 'b', 'c'],
    ]);
  });

  it('rolls back only the write that fails: its promise rejects, the others commit', async () => {
    await group.submit(insert('taken'));
    const results = await Promise.allSettled([
      group.submit(insert('x')),
      group.submit(insert('taken')),
      group.submit(insert('y')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((results[1] as PromiseRejectedResult).reason)).toMatch(/UNIQUE/);
    expect(committedTexts()).toEqual(['taken', 'x', 'y']);
  });

  it('when the commit itself fails, rejects every write of the batch and writes none of it', async () => {
    const before = commits;
    // The deferred foreign key is checked only at COMMIT, so the savepoint succeeds and the commit fails.
    const results = await Promise.allSettled([
      group.submit(insert('ok-1')),
      group.submit(insert('orphan', 42)),
      group.submit(insert('ok-2')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(String((results[0] as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY/);
    expect(committedTexts()).toEqual([]);
    expect(commits).toBe(before);
    expect(db.inTransaction).toBe(false);
    // And the next batch works.
    await group.submit(insert('after'));
    expect(committedTexts()).toEqual(['after']);
  });

  it('when SQLite rolls the whole transaction back under a write (SQLITE_FULL), fails the batch and lets no later write commit alone', async () => {
    const before = commits;
    // SQLite may undo the whole transaction on SQLITE_FULL or IOERR, not just the statement.
    const full = () => {
      db.exec('ROLLBACK');
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    };
    const results = await Promise.allSettled([group.submit(insert('a')), group.submit(full), group.submit(insert('b'))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(committedTexts()).toEqual([]);
    expect(commits).toBe(before);
    expect(db.inTransaction).toBe(false);
    await group.submit(insert('after'));
    expect(committedTexts()).toEqual(['after']);
  });

  it('does not tell of a commit when every write of the batch failed', async () => {
    await group.submit(insert('dup'));
    const before = commits;
    await expect(group.submit(insert('dup'))).rejects.toThrow(/UNIQUE/);
    expect(commits).toBe(before);
  });

  it('splits a long queue into batches of at most 128, in the order submitted', async () => {
    const texts = Array.from({ length: 300 }, (_, i) => `n${i}`);
    const ids = await Promise.all(texts.map((text) => group.submit(insert(text))));
    expect(ids).toEqual(texts.map((_, i) => i + 1));
    expect(commits).toBe(3);
    expect(committedTexts()).toEqual(texts);
  });

  it('runs each write in a transaction, on a later turn than its submit', async () => {
    let ranInTransaction = false;
    let submitted = false;
    const done = group.submit(() => {
      ranInTransaction = db.inTransaction && submitted;
    });
    submitted = true;
    await done;
    expect(ranInTransaction).toBe(true);
  });

  describe('writes that need no fsync of their own (durable: false)', () => {
    const syncLevel = () => db.pragma('synchronous', { simple: true }) as number;
    /** Inserts `text` and says the sync level its transaction runs under. */
    const insertSeeingLevel = (text: string) => () => {
      insert(text)();
      return syncLevel();
    };
    const FULL = 2;
    const NORMAL = 1;

    it('commits a batch of only such writes without an fsync (synchronous=NORMAL), then puts FULL back', async () => {
      const levels = await Promise.all([
        group.submit(insertSeeingLevel('lazy 1'), { durable: false }),
        group.submit(insertSeeingLevel('lazy 2'), { durable: false }),
      ]);
      expect(levels).toEqual([NORMAL, NORMAL]);
      expect(committedTexts()).toEqual(['lazy 1', 'lazy 2']);
      expect(syncLevel()).toBe(FULL);
    });

    it('commits them with an fsync when a durable write shares their batch', async () => {
      const levels = await Promise.all([
        group.submit(insertSeeingLevel('lazy'), { durable: false }),
        group.submit(insertSeeingLevel('order')),
      ]);
      expect(levels).toEqual([FULL, FULL]);
      expect(committedTexts()).toEqual(['lazy', 'order']);
    });

    it('puts FULL back when their batch fails, so the next durable write is synced', async () => {
      db.exec("INSERT INTO notes (text) VALUES ('taken')");
      await expect(group.submit(insert('taken'), { durable: false })).rejects.toThrow(/UNIQUE/);
      expect(syncLevel()).toBe(FULL);
      await expect(group.submit(() => syncLevel())).resolves.toBe(FULL);
    });
  });
});
