import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diskLevel } from './disk-usage';
import { logsDir, pruneRotatedLogs } from './log-prune';

const GiB = 1024 ** 3;
const MiB = 1024 ** 2;

describe('the disk level', () => {
  it('is low under 1 GiB or 10 % free, critical under 256 MiB or 2 %, and critical while the card was seen full', () => {
    expect(diskLevel(20 * GiB, 32 * GiB, false)).toBe('ok');
    expect(diskLevel(3 * GiB, 32 * GiB, false)).toBe('low');
    expect(diskLevel(900 * MiB, 4 * GiB, false)).toBe('low');
    expect(diskLevel(600 * MiB, 32 * GiB, false)).toBe('critical');
    expect(diskLevel(200 * MiB, 2 * GiB, false)).toBe('critical');
    expect(diskLevel(20 * GiB, 32 * GiB, true)).toBe('critical');
  });
});

describe('pruning rotated logs', () => {
  it("deletes journald's archived files and rotated logs, never a live one", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-prune-'));
    const machine = path.join(logsDir(dataDir), 'journal', '0123abcd');
    fs.mkdirSync(machine, { recursive: true });
    const files = [
      'system.journal',
      'user-1000.journal',
      'system@00061a2b-00061a2c.journal',
      'system@abc.journal~',
      'user-1000@0a-0b.journal',
    ];
    for (const f of files) fs.writeFileSync(path.join(machine, f), 'x');
    for (const f of ['syslog', 'syslog.1', 'syslog.2.gz']) fs.writeFileSync(path.join(logsDir(dataDir), f), 'x');
    expect(
      pruneRotatedLogs(dataDir)
        .map((f) => path.basename(f))
        .sort(),
    ).toEqual(['syslog.1', 'syslog.2.gz', 'system@00061a2b-00061a2c.journal', 'system@abc.journal~', 'user-1000@0a-0b.journal']);
    expect(fs.readdirSync(machine).sort()).toEqual(['system.journal', 'user-1000.journal']);
    expect(fs.readdirSync(logsDir(dataDir)).sort()).toEqual(['journal', 'syslog']);
    fs.rmSync(dataDir, { recursive: true });
  });
});
