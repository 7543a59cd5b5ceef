/** Pure helpers of the wear bench: /proc/<pid>/io, smaps_rollup, /proc/mounts, and budget lines. */

/** /proc/<pid>/io, in bytes. */
export interface ProcIo {
  /** Bytes passed to write(2) and friends, whether or not they reached a disk. */
  wchar: number;
  /** Bytes the process caused to be sent to the block layer (page-granular, counted when a page is dirtied). */
  writeBytes: number;
  /** Dirty page-cache bytes that never went out because the file was truncated or deleted first. */
  cancelledWriteBytes: number;
}

const field = (text: string, name: string): number => {
  const match = new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text);
  if (!match) throw new Error(`no ${name} in ${JSON.stringify(text.slice(0, 200))}`);
  return Number(match[1]);
};

export function parseProcIo(text: string): ProcIo {
  return {
    wchar: field(text, 'wchar'),
    writeBytes: field(text, 'write_bytes'),
    cancelledWriteBytes: field(text, 'cancelled_write_bytes'),
  };
}

/** Bytes written between two readings, and which counter gave them. */
export interface Written {
  bytes: number;
  /**
   * write_bytes (net of cancelled): what reached the block layer. wchar: the fallback where the
   * filesystem does not account block writes (tmpfs, some overlays: write_bytes stays 0); wchar
   * counts every write call, to sockets and pipes too.
   */
  method: 'write_bytes' | 'wchar';
  wchar: number;
}

/**
 * Bytes written between two readings: by write_bytes when `blockCounted` (a probe showed this
 * filesystem accounts block writes: see `blockWritesCounted`), else by wchar.
 */
export function written(before: ProcIo, after: ProcIo, blockCounted: boolean): Written {
  const wchar = after.wchar - before.wchar;
  if (!blockCounted) return { bytes: wchar, method: 'wchar', wchar };
  const block = after.writeBytes - before.writeBytes - (after.cancelledWriteBytes - before.cancelledWriteBytes);
  return { bytes: Math.max(0, block), method: 'write_bytes', wchar };
}

/** Whether a probe of `probeBytes` written and fsync'd moved write_bytes (readings before and after it). */
export function probeCounted(before: ProcIo, after: ProcIo, probeBytes: number): boolean {
  return after.writeBytes - before.writeBytes >= probeBytes;
}

/** The sum of readings taken one after the other (phases of one run). */
export function addWritten(parts: readonly Written[]): Written {
  return {
    bytes: parts.reduce((sum, p) => sum + p.bytes, 0),
    method: parts.some((p) => p.method === 'wchar') ? 'wchar' : 'write_bytes',
    wchar: parts.reduce((sum, p) => sum + p.wchar, 0),
  };
}

/** /proc/<pid>/smaps_rollup, in kB. */
export interface Smaps {
  rssKb: number;
  /** Proportional set size: shared pages divided among the processes mapping them. */
  pssKb: number;
  /**
   * Anonymous pages: heap, stacks, buffers: the box's private memory, which cannot be dropped and
   * reread from the executable. (Private_Clean/Dirty would also count the executable's file pages,
   * which no other process maps.)
   */
  anonKb: number;
}

export function parseSmapsRollup(text: string): Smaps {
  return {
    rssKb: field(text, 'Rss'),
    pssKb: field(text, 'Pss'),
    anonKb: field(text, 'Anonymous'),
  };
}

/** The filesystem type holding `file`: the longest mount point of /proc/mounts that contains it. */
export function filesystemOf(file: string, mounts: string): { mountPoint: string; type: string } {
  let best = { mountPoint: '', type: 'unknown' };
  for (const line of mounts.split('\n')) {
    const [, rawPoint, type] = line.split(' ');
    if (!rawPoint || !type) continue;
    // /proc/mounts escapes spaces and the like as octal.
    const mountPoint = rawPoint.replace(/\\([0-7]{3})/g, (_, octal: string) => String.fromCharCode(Number.parseInt(octal, 8)));
    const inside = mountPoint === '/' || file === mountPoint || file.startsWith(`${mountPoint}/`);
    if (inside && mountPoint.length >= best.mountPoint.length) best = { mountPoint, type };
  }
  return best;
}

const KIB = 1024;
const MIB = 1024 * 1024;
const GIB = 1024 * MIB;

/** Bytes in the unit that reads best: B, KiB, MiB or GiB. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes)) return '-';
  const abs = Math.abs(bytes);
  if (abs >= GIB) return `${(bytes / GIB).toFixed(2)} GiB`;
  if (abs >= MIB) return `${(bytes / MIB).toFixed(1)} MiB`;
  if (abs >= KIB) return `${(bytes / KIB).toFixed(1)} KiB`;
  return `${bytes.toFixed(0)} B`;
}

/** A figure beside its budget: "label  12.0 KiB  ✓ (budget <= 24.0 KiB)"; over budget is ✗ and not ok. */
export function budgetLine(label: string, bytes: number, budget: number): { ok: boolean; text: string } {
  const ok = Number.isFinite(bytes) && bytes <= budget;
  return {
    ok,
    text: `${label.padEnd(44)} ${formatBytes(bytes).padStart(11)}  ${ok ? '✓' : '✗'} (budget <= ${formatBytes(budget)})`,
  };
}
