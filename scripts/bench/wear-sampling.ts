/** What the wear bench reads of a process and a data dir: /proc/<pid>/io, smaps_rollup, file sizes. */
import fs from 'node:fs';
import path from 'node:path';
import { type ProcIo, parseProcIo, parseSmapsRollup, probeCounted, type Smaps, type Written, written } from './proc-figures';

export const SAMPLE_MS = 100;
const KIB = 1024;

export async function readIo(pid: number | 'self'): Promise<ProcIo> {
  return parseProcIo(await fs.promises.readFile(`/proc/${pid}/io`, 'utf8'));
}

export async function readSmaps(pid: number): Promise<Smaps | undefined> {
  const text = await fs.promises.readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => undefined);
  return text === undefined ? undefined : parseSmapsRollup(text);
}

/** Whether this filesystem accounts block writes in /proc/<pid>/io: 64 KiB written and fsync'd in `dir` must show. */
export async function blockWritesCounted(dir: string): Promise<boolean> {
  const probe = path.join(dir, 'write-probe');
  const bytes = 64 * KIB;
  const before = await readIo('self');
  const fd = fs.openSync(probe, 'w');
  try {
    fs.writeSync(fd, Buffer.alloc(bytes, 1));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  const counted = probeCounted(before, await readIo('self'), bytes);
  fs.rmSync(probe);
  return counted;
}

/** write_bytes where the data dir's filesystem keeps it (a probe at the start sets `block`), else wchar. */
export const writeCounting = { block: true };

/** Bytes this process writes while `work` runs (it must be the only writer in this process meanwhile). */
export async function writtenHere<T>(work: () => Promise<T> | T): Promise<{ value: T; written: Written }> {
  const before = await readIo('self');
  const value = await work();
  return { value, written: written(before, await readIo('self'), writeCounting.block) };
}

/** Peaks of smaps_rollup over a run, sampled every SAMPLE_MS. */
export class SmapsSampler {
  peak: Smaps = { rssKb: 0, pssKb: 0, anonKb: 0 };
  samples = 0;
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly pid: number) {}

  async sample(): Promise<Smaps | undefined> {
    const now = await readSmaps(this.pid);
    if (now) {
      this.samples++;
      this.peak = {
        rssKb: Math.max(this.peak.rssKb, now.rssKb),
        pssKb: Math.max(this.peak.pssKb, now.pssKb),
        anonKb: Math.max(this.peak.anonKb, now.anonKb),
      };
    }
    return now;
  }

  start(): void {
    this.#timer = setInterval(() => void this.sample(), SAMPLE_MS);
  }

  stop(): Smaps {
    clearInterval(this.#timer);
    return this.peak;
  }
}

/** Bytes under a path (a file, or a folder and everything in it); 0 when absent. */
export function bytesUnder(file: string): number {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.size;
  return fs.readdirSync(file).reduce((sum, name) => sum + bytesUnder(path.join(file, name)), 0);
}

export interface DataDirSizes {
  db: number;
  wal: number;
  pictures: number;
  backups: number;
  other: number;
}

export function dataDirSizes(dataDir: string, dbFile: string): DataDirSizes {
  const db = bytesUnder(dbFile);
  const wal = bytesUnder(`${dbFile}-wal`) + bytesUnder(`${dbFile}-shm`);
  const pictures = bytesUnder(path.join(dataDir, 'images'));
  const backups = bytesUnder(path.join(dataDir, 'backups'));
  return { db, wal, pictures, backups, other: bytesUnder(dataDir) - db - wal - pictures - backups };
}
