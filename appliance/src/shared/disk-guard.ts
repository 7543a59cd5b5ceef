import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logger';

/** The reserve file in the data dir: space held back so the database can commit once the card is full. */
export const RESERVE_FILE = '.disk-reserve';
/** The reserve while it is being written, renamed to RESERVE_FILE once whole. */
export const RESERVE_PARTIAL_FILE = `${RESERVE_FILE}.tmp`;
export const RESERVE_BYTES = 4 * 1024 * 1024;
/** Space that must be free (besides the reserve) before a full box takes orders again. */
export const RESUME_FREE_BYTES = 2 * 1024 * 1024;
// A full box looks at the free space at most this often (a statfs per order would be cheap too).
const RECHECK_MS = 1_000;

/** SQLite's "database or disk is full" and the file system's "no space left" (and over quota). */
export function isDiskFullError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; typeof e === 'object' && e !== null && depth < 5; depth++) {
    const code = 'code' in e ? e.code : undefined;
    if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT') return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}

/** Free bytes of the file system holding `dir` (for an unprivileged process), or null. */
export function freeBytes(dir: string): number | null {
  try {
    const fs0 = fs.statfsSync(dir);
    return fs0.bavail * fs0.bsize;
  } catch {
    return null;
  }
}

/**
 * Keeps a reserve file of RESERVE_BYTES in the data dir. When a write fails for lack of space,
 * `noteFull` deletes it, so the rollback, the WAL checkpoint and the evening's small writes
 * (payments, bumps) still find room, and the box refuses new orders and pictures
 * (`acceptsWrites` false) until RESUME_FREE_BYTES besides a new reserve are free again; then it
 * writes the reserve back and takes orders by itself.
 */
export class DiskGuard {
  #full = false;
  #checkedAt = 0;
  readonly #listeners: (() => void)[] = [];

  constructor(
    private readonly dataDir: string,
    private readonly logger: Logger,
  ) {}

  get reservePath(): string {
    return path.join(this.dataDir, RESERVE_FILE);
  }

  /** Whether the box has seen the card full and not yet seen room come back. */
  get full(): boolean {
    return this.#full;
  }

  /** Bytes the reserve file holds now (0 when it was used up or never fitted). */
  reserveBytes(): number {
    try {
      return fs.statSync(this.reservePath).size;
    } catch {
      return 0;
    }
  }

  /** Called when the card is full (the disk feature prunes what is safe to prune). */
  onFull(listener: () => void): void {
    this.#listeners.push(listener);
  }

  /**
   * Writes the reserve when it is missing and there is room for it and RESUME_FREE_BYTES more;
   * a reserve that does not fit whole is removed again. Answers whether the reserve is in place.
   */
  ensureReserve(): boolean {
    if (this.reserveBytes() >= RESERVE_BYTES) return true;
    const free = freeBytes(this.dataDir);
    if (free === null || free < RESERVE_BYTES + RESUME_FREE_BYTES) return false;
    const partial = path.join(this.dataDir, RESERVE_PARTIAL_FILE);
    try {
      fs.mkdirSync(this.dataDir, { recursive: true });
      const fd = fs.openSync(partial, 'w');
      try {
        // Real blocks, not a sparse file: zeros written, then flushed.
        const chunk = Buffer.alloc(256 * 1024);
        for (let written = 0; written < RESERVE_BYTES; written += chunk.length) fs.writeSync(fd, chunk);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      fs.renameSync(partial, this.reservePath);
      return true;
    } catch (error) {
      fs.rmSync(partial, { force: true });
      if (!isDiskFullError(error)) this.logger.warn({ err: error }, 'disk reserve not written');
      return false;
    }
  }

  /**
   * Before the database closes on a card with less free than the reserve: the reserve goes, so
   * the closing checkpoint finds room (the next start writes it again when it fits).
   */
  releaseForClose(): void {
    const free = freeBytes(this.dataDir);
    if (free === null || free >= RESERVE_BYTES || this.reserveBytes() === 0) return;
    fs.rmSync(this.reservePath, { force: true });
    this.logger.warn({ freeBytes: free }, 'disk nearly full: reserve released for the closing checkpoint');
  }

  /** A write failed for lack of space: free the reserve, refuse orders until room comes back. */
  noteFull(error?: unknown): void {
    const wasFull = this.#full;
    this.#full = true;
    this.#checkedAt = performance.now();
    const released = this.reserveBytes();
    fs.rmSync(this.reservePath, { force: true });
    if (wasFull && released === 0) return;
    this.logger.error(
      { err: error, reserveReleased: released, freeBytes: freeBytes(this.dataDir) },
      'disk full: reserve released, orders refused until space is freed',
    );
    for (const listener of this.#listeners) {
      try {
        listener();
      } catch (err) {
        this.logger.warn({ err }, 'disk full listener failed');
      }
    }
  }

  /**
   * Whether new orders and pictures may be written. A full box looks again (at most once a
   * second): with room for a new reserve and RESUME_FREE_BYTES, it writes the reserve and resumes.
   */
  acceptsWrites(): boolean {
    if (!this.#full) return true;
    const now = performance.now();
    if (now - this.#checkedAt < RECHECK_MS) return false;
    this.#checkedAt = now;
    return this.recheck();
  }

  /** Looks at the free space now; resumes a full box when the reserve fits again. */
  recheck(): boolean {
    if (!this.#full) return true;
    if (!this.ensureReserve()) return false;
    this.#full = false;
    this.logger.info({ freeBytes: freeBytes(this.dataDir) }, 'disk space back: reserve restored, orders resume');
    return true;
  }
}
