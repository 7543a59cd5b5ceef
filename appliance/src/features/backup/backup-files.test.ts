import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupFileName, backupsDir, expiredBackups, listBackups } from './backup-files';
import { backupDue, backupFits } from './backup-schedule';

const day = (iso: string) => new Date(iso);

describe('backup files', () => {
  it('are named by their UTC time and listed newest first, half-written ones left out', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-files-'));
    fs.mkdirSync(backupsDir(dataDir));
    const times = ['2026-11-20T19:30:00.000Z', '2026-11-21T19:30:00.005Z', '2026-11-19T19:30:00.000Z'];
    for (const t of times) fs.writeFileSync(path.join(backupsDir(dataDir), backupFileName(day(t))), '');
    fs.writeFileSync(path.join(backupsDir(dataDir), `${backupFileName(new Date())}.partial`), '');
    expect(backupFileName(day('2026-11-21T19:30:00.005Z'))).toBe('sma-order-20261121T193000005Z.db');
    expect(listBackups(dataDir).map((b) => b.takenAt.toISOString())).toEqual([times[1], times[0], times[2]]);
    fs.rmSync(dataDir, { recursive: true });
  });

  it('keep the newest backup of each of the last 14 days that have one', () => {
    const entries = Array.from({ length: 20 }, (_, i) => ({ file: `f${i}`, takenAt: new Date(Date.UTC(2026, 10, 1 + i, 19)) }));
    // Two backups on the newest day: a manual one in the morning and the nightly one.
    entries.push({ file: 'manual', takenAt: new Date(Date.UTC(2026, 10, 20, 9)) });
    const expired = expiredBackups(entries, 14).map((e) => e.file);
    expect(expired).toEqual(['manual', 'f5', 'f4', 'f3', 'f2', 'f1', 'f0']);
  });

  it('keep old backups of a box that was switched off for weeks: only days with a backup count', () => {
    const entries = [0, 1, 2].map((i) => ({ file: `f${i}`, takenAt: new Date(Date.UTC(2026, 0, 1 + i)) }));
    expect(expiredBackups(entries, 14)).toEqual([]);
  });
});

describe('backupDue', () => {
  const at = (hour: number) => new Date(2026, 10, 21, hour, 41);
  const hoursBefore = (date: Date, hours: number) => new Date(date.getTime() - hours * 3_600_000);

  it('is due at once when there is no backup at all', () => {
    expect(backupDue(at(18), undefined)).toBe(true);
  });

  it('writes the nightly backup in the small hours, once', () => {
    expect(backupDue(at(3), hoursBefore(at(3), 23))).toBe(true);
    expect(backupDue(at(4), hoursBefore(at(4), 1))).toBe(false);
    expect(backupDue(at(19), hoursBefore(at(19), 23))).toBe(false);
  });

  it('catches up during the day when the box was off at night', () => {
    expect(backupDue(at(11), hoursBefore(at(11), 27))).toBe(true);
  });
});

describe('backupFits', () => {
  const MiB = 1024 ** 2;
  it('needs the copy and 10 % more, besides what the card must keep free', () => {
    expect(backupFits(100 * MiB, 50 * MiB, 6 * MiB)).toBe(true);
    expect(backupFits(60 * MiB, 50 * MiB, 6 * MiB)).toBe(false);
    expect(backupFits(62 * MiB, 50 * MiB, 6 * MiB)).toBe(true);
  });
});
