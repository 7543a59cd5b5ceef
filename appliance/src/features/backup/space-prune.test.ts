import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupFileName, backupsDir } from './backup-files';
import { pruneBackupsForSpace } from './space-prune';

function dataDirWith(times: readonly string[]): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'space-prune-'));
  fs.mkdirSync(path.join(backupsDir(dataDir), 'images'), { recursive: true });
  fs.writeFileSync(path.join(backupsDir(dataDir), 'images', 'a-thumb.webp'), 'picture');
  for (const t of times) fs.writeFileSync(path.join(backupsDir(dataDir), backupFileName(new Date(t))), 'db');
  return dataDir;
}

const left = (dataDir: string) => fs.readdirSync(backupsDir(dataDir)).sort();

describe('pruning backups for space', () => {
  const times = ['2026-11-20T18:30:00.000Z', '2026-11-21T18:30:00.000Z', '2026-11-22T18:30:00.000Z', '2026-11-23T18:30:00.000Z'];

  it('removes the backups beyond the kept days, never the mirrored pictures', () => {
    const dataDir = dataDirWith(times);
    expect(pruneBackupsForSpace(dataDir, { keepDays: 2 }).map((f) => path.basename(f))).toEqual([
      'sma-order-20261121T183000000Z.db',
      'sma-order-20261120T183000000Z.db',
    ]);
    expect(left(dataDir)).toEqual(['images', 'sma-order-20261122T183000000Z.db', 'sma-order-20261123T183000000Z.db']);
    fs.rmSync(dataDir, { recursive: true });
  });

  it('keeps at most the count asked for, and always the newest', () => {
    const dataDir = dataDirWith(times);
    pruneBackupsForSpace(dataDir, { keepDays: 14, keepAtMost: 0 });
    expect(left(dataDir)).toEqual(['images', 'sma-order-20261123T183000000Z.db']);
    fs.rmSync(dataDir, { recursive: true });
  });
});
