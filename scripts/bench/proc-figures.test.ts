import { describe, expect, it } from 'vitest';
import {
  addWritten,
  budgetLine,
  filesystemOf,
  formatBytes,
  parseProcIo,
  parseSmapsRollup,
  probeCounted,
  written,
} from './proc-figures';

const io = (wchar: number, writeBytes: number, cancelled = 0) =>
  `rchar: 6976\nwchar: ${wchar}\nsyscr: 10\nsyscw: 7\nread_bytes: 0\nwrite_bytes: ${writeBytes}\ncancelled_write_bytes: ${cancelled}\n`;

describe('parseProcIo', () => {
  it('reads wchar, write_bytes and cancelled_write_bytes', () => {
    expect(parseProcIo(io(4194396, 4194304, 8192))).toEqual({
      wchar: 4194396,
      writeBytes: 4194304,
      cancelledWriteBytes: 8192,
    });
  });

  it('refuses a text without the fields (not /proc/<pid>/io)', () => {
    expect(() => parseProcIo('Name: node\n')).toThrow(/wchar/);
  });
});

describe('written', () => {
  it('counts block-layer bytes net of cancelled writes', () => {
    expect(written(parseProcIo(io(100, 4096, 0)), parseProcIo(io(9100, 16384, 4096)), true)).toEqual({
      bytes: 8192,
      method: 'write_bytes',
      wchar: 9000,
    });
  });

  it('answers 0 by write_bytes when nothing reached the disk, though write calls went to sockets', () => {
    expect(written(parseProcIo(io(100, 0)), parseProcIo(io(5100, 0)), true)).toEqual({
      bytes: 0,
      method: 'write_bytes',
      wchar: 5000,
    });
  });

  it('counts wchar where the filesystem does not account block writes (tmpfs, overlay)', () => {
    expect(written(parseProcIo(io(100, 0)), parseProcIo(io(5100, 0)), false)).toEqual({
      bytes: 5000,
      method: 'wchar',
      wchar: 5000,
    });
  });

  it('adds phases, and a sum with one fallback phase is marked wchar', () => {
    const a = { bytes: 10, method: 'write_bytes', wchar: 20 } as const;
    const b = { bytes: 5, method: 'wchar', wchar: 5 } as const;
    expect(addWritten([a, a])).toEqual({ bytes: 20, method: 'write_bytes', wchar: 40 });
    expect(addWritten([a, b])).toEqual({ bytes: 15, method: 'wchar', wchar: 25 });
  });
});

describe('probeCounted', () => {
  it('is true only when write_bytes moved by at least the probe', () => {
    expect(probeCounted(parseProcIo(io(0, 0)), parseProcIo(io(65536, 65536)), 65536)).toBe(true);
    expect(probeCounted(parseProcIo(io(0, 0)), parseProcIo(io(65536, 0)), 65536)).toBe(false);
    expect(probeCounted(parseProcIo(io(0, 0)), parseProcIo(io(65536, 4096)), 65536)).toBe(false);
  });
});

describe('parseSmapsRollup', () => {
  it('reads Rss, Pss and anonymous kB', () => {
    const text = [
      '555e99feb000-7ffc96767000 ---p 00000000 00:00 0                          [rollup]',
      'Rss:              202600 kB',
      'Pss:              150000 kB',
      'Pss_Anon:          60000 kB',
      'Shared_Clean:      50000 kB',
      'Shared_Dirty:          0 kB',
      'Private_Clean:     90000 kB',
      'Private_Dirty:     62600 kB',
      'Anonymous:         61000 kB',
    ].join('\n');
    // Pss_Anon must not be read as Pss, nor Anonymous as something else.
    expect(parseSmapsRollup(text)).toEqual({ rssKb: 202600, pssKb: 150000, anonKb: 61000 });
  });
});

describe('filesystemOf', () => {
  const mounts = [
    'overlay / overlay rw,relatime 0 0',
    'tmpfs /tmp tmpfs rw 0 0',
    '/dev/vda /work ext4 rw,relatime 0 0',
    '/dev/vdb /work/my\\040disk xfs rw 0 0',
  ].join('\n');

  it('answers the longest mount point holding the path', () => {
    expect(filesystemOf('/tmp/sma-order-bench-wear-1/data', mounts)).toEqual({ mountPoint: '/tmp', type: 'tmpfs' });
    expect(filesystemOf('/work/wt/data', mounts)).toEqual({ mountPoint: '/work', type: 'ext4' });
    expect(filesystemOf('/var/lib/x', mounts)).toEqual({ mountPoint: '/', type: 'overlay' });
  });

  it('does not take a sibling with the same prefix for the mount point, and unescapes spaces', () => {
    expect(filesystemOf('/workshop/data', mounts)).toEqual({ mountPoint: '/', type: 'overlay' });
    expect(filesystemOf('/work/my disk/data', mounts)).toEqual({ mountPoint: '/work/my disk', type: 'xfs' });
  });
});

describe('budgetLine', () => {
  it('marks a figure within its budget ok, and one over it not', () => {
    const within = budgetLine('bytes written per order', 12 * 1024, 24 * 1024);
    expect(within.ok).toBe(true);
    expect(within.text).toContain('12.0 KiB  ✓ (budget <= 24.0 KiB)');
    const over = budgetLine('peak RSS', 301 * 1024 * 1024, 300 * 1024 * 1024);
    expect(over.ok).toBe(false);
    expect(over.text).toContain('301.0 MiB  ✗ (budget <= 300.0 MiB)');
  });

  it('does not pass a figure that could not be measured', () => {
    expect(budgetLine('x', Number.NaN, 1).ok).toBe(false);
  });
});

describe('formatBytes', () => {
  it('picks the unit', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MiB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.00 GiB');
  });
});
