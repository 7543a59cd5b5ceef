import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { transactions, walFrames } from './wal-frames';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A WAL database with one table, checkpointed empty, and a second connection that keeps the WAL. */
function walDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-frames-'));
  dirs.push(dir);
  const file = path.join(dir, 'x.db');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('wal_autocheckpoint = 0');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
  db.pragma('wal_checkpoint(TRUNCATE)');
  return { db, wal: () => fs.readFileSync(`${file}-wal`) };
}

describe('walFrames', () => {
  it('reads the frames SQLite wrote, one commit per transaction', () => {
    const { db, wal } = walDatabase();
    db.prepare('INSERT INTO t (v) VALUES (?)').run('a');
    db.transaction(() => {
      for (let i = 0; i < 3; i++) db.prepare('INSERT INTO t (v) VALUES (?)').run('b');
    })();
    const { pageSize, frames } = walFrames(wal());
    expect(pageSize).toBe(4096);
    expect(frames.filter((f) => f.commit)).toHaveLength(2);
    expect(frames.at(-1)!.commit).toBe(true);
    const pages = db.prepare("SELECT pageno FROM dbstat WHERE name = 't'").all() as { pageno: number }[];
    const names = transactions(frames, (page) => (pages.some((p) => p.pageno === page) ? 't' : 'other'));
    expect(names).toHaveLength(2);
    expect(names[0]!.names).toContain('t');
    db.close();
  });

  it('stops at frames of an older generation left after a WAL restart', () => {
    const { db, wal } = walDatabase();
    for (let i = 0; i < 5; i++) db.prepare('INSERT INTO t (v) VALUES (?)').run('x'.repeat(3000));
    expect(walFrames(wal()).frames.filter((f) => f.commit)).toHaveLength(5);
    db.pragma('wal_checkpoint(PASSIVE)');
    // The next write starts the log over at its start: the old frames stay in the file, behind it.
    db.prepare('INSERT INTO t (v) VALUES (?)').run('y');
    const after = walFrames(wal()).frames;
    expect(after.filter((f) => f.commit)).toHaveLength(1);
    db.close();
  });

  it('answers nothing for an empty WAL and refuses a file that is not one', () => {
    expect(walFrames(Buffer.alloc(0)).frames).toEqual([]);
    expect(() => walFrames(Buffer.alloc(64, 1))).toThrow(/not a SQLite WAL/);
  });
});
