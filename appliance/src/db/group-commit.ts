import type Database from 'better-sqlite3';

interface Pending {
  work: () => unknown;
  durable: boolean;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Writes one commit carries at most: a longer queue is split, so no answer waits on a huge batch. */
const MAX_BATCH = 128;

export interface SubmitOptions {
  /**
   * false: the write may be lost to a power cut if nothing durable follows it, because something
   * else makes it again (a ticket marked printed stays "sent" and prints again as 再発行; jobs come
   * again from their events, whose cursor is stored after them). A batch of such writes only
   * commits with synchronous=NORMAL: its WAL frames are written without an fsync, and the next
   * durable commit's fsync covers them. The log is appended in order, so a write that was lost
   * takes every later one with it: what survives is always a prefix.
   */
  durable?: boolean;
}

/**
 * Group commit: the writes submitted during one turn of the event loop share one transaction,
 * so one fsync (synchronous=FULL) makes them all durable instead of one fsync each. On a
 * Raspberry Pi's SD card an fsync costs milliseconds; when sixty tablets send 乾杯 orders at once
 * this is what keeps the answers quick.
 *
 * Each write runs in its own savepoint: one that throws is rolled back alone and its promise
 * rejects; the others go on. Every promise settles only after COMMIT has returned, so no answer
 * goes out before its write is on disk; if the commit itself fails, every write of the batch
 * rejects and nothing of it was written. `afterCommit` runs once per batch that wrote something
 * (the event dispatcher's `committed()`), after the commit and before the promises settle.
 *
 * A write is synchronous code against the same connection (prepared statements), run on a later
 * turn than `submit`, so it must read what it depends on inside `work`, not before.
 */
export class GroupCommit {
  readonly #queue: Pending[] = [];
  #scheduled = false;
  readonly #batch: Database.Transaction<(batch: readonly Pending[]) => Outcome[]>;
  readonly #syncLevel: (level: 'NORMAL' | 'FULL') => void;

  constructor(
    sqlite: Database.Database,
    private readonly afterCommit: () => void,
  ) {
    // The pragma takes effect as it is compiled, so it is run afresh each time, not prepared once.
    this.#syncLevel = (level) => {
      if (sqlite.open) sqlite.exec(`PRAGMA synchronous = ${level}`);
    };
    // Inside a transaction, a better-sqlite3 transaction function runs as a savepoint.
    const savepoint = sqlite.transaction((work: () => unknown) => work());
    this.#batch = sqlite.transaction((batch: readonly Pending[]) =>
      batch.map((pending): Outcome => {
        try {
          return { ok: true, value: savepoint(pending.work) };
        } catch (error) {
          // SQLite may roll the whole transaction back on some errors (SQLITE_FULL, IOERR):
          // then the writes before this one are gone too, and a next savepoint would commit on
          // its own. The batch fails whole instead.
          if (!sqlite.inTransaction) throw error;
          return { ok: false, error };
        }
      }),
    );
  }

  /** Runs `work` in the next batch; resolves with its result once the batch is committed. */
  submit<T>(work: () => T, options: SubmitOptions = {}): Promise<T> {
    const durable = options.durable ?? true;
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, durable, resolve: resolve as (value: unknown) => void, reject });
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    // After the poll phase: every request read in this turn of the loop joins the batch.
    setImmediate(() => this.#flush());
  }

  #flush(): void {
    this.#scheduled = false;
    const batch = this.#queue.splice(0, MAX_BATCH);
    if (this.#queue.length > 0) this.#schedule();
    let outcomes: Outcome[];
    const lazy = batch.every((pending) => !pending.durable);
    try {
      if (lazy) this.#syncLevel('NORMAL');
      outcomes = this.#batch.immediate(batch);
    } catch (error) {
      for (const pending of batch) pending.reject(error);
      return;
    } finally {
      if (lazy) this.#syncLevel('FULL');
    }
    if (outcomes.some((outcome) => outcome.ok)) this.afterCommit();
    outcomes.forEach((outcome, i) => {
      if (outcome.ok) batch[i]!.resolve(outcome.value);
      else batch[i]!.reject(outcome.error);
    });
  }
}
