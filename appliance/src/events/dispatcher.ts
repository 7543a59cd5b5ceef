import type { Db } from '../db/client';
import type { Logger } from '../logger';
import { storeCursor, storedCursor } from './event-cursors';
import { type EventRow, eventsAfter, latestSeq, oldestSeq, type StoredEvent } from './event-store';

/** An in-process reader of the committed domain events. */
export interface EventConsumer {
  /** Unique among the box's consumers; a durable consumer's cursor is stored under it. */
  name: string;
  /**
   * Durable: the last seq handled is stored in `event_cursors`, and after a restart (or being
   * away) the consumer catches up from there. Otherwise it hears the events committed from its
   * registration on, and nothing is stored.
   */
  durable: boolean;
  /** Where a durable consumer without a stored cursor starts: every kept event, or only new ones (the default). */
  startAt?: 'oldest' | 'newest';
  /**
   * Called once per event, in seq order; the next waits until this returns or its promise
   * settles. Throwing (or rejecting) means "again later": the same event comes back after a
   * backoff, and so may one handled just before a crash (at least once).
   */
  handle?(event: StoredEvent): void | Promise<void>;
  /**
   * Instead of `handle`: the events read in one go (up to a few hundred, in seq order), so a
   * consumer that writes can write them in one transaction. The same rules: the next batch waits
   * for this one, and a throw brings the whole batch back later.
   */
  handleBatch?(events: readonly StoredEvent[]): void | Promise<void>;
}

interface Slot {
  consumer: EventConsumer;
  /** The last seq handled. */
  cursor: number;
  /** The cursor as last written to event_cursors (durable consumers only). */
  stored: number;
  /** A later write of the cursor is scheduled (see CURSOR_STORE_MS). */
  storeTimer: ReturnType<typeof setTimeout> | undefined;
  /** The last write of the cursor failed (a full card): said once, not every second. */
  storeFailing: boolean;
  /** A drain or an awaited handler is under way. */
  busy: boolean;
  /** Woken while busy: read again before resting. */
  again: boolean;
  failures: number;
  retry: ReturnType<typeof setTimeout> | undefined;
  gone: boolean;
}

type Outcome = 'done' | 'more' | 'waiting';

/** Events read during one wake-up, by the cursor they follow. */
type Reads = Map<number, readonly EventRow[]>;

const BATCH = 256;
/** Batches one drain handles before yielding to the event loop (a long catch-up must not stall requests). */
const BATCHES_PER_TURN = 4;
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 60_000;
/** The safety net: an event whose writer never called committed() still goes out this soon. */
const SWEEP_MS = 5_000;
/**
 * A durable cursor is written at most this often (and when its consumer stops), not after every
 * batch: in a rush that was a commit and an fsync per order. After a crash the consumer gets again
 * what it handled in the last second, which at-least-once delivery allows (the print queue's jobs
 * are unique by their source).
 */
const CURSOR_STORE_MS = 1_000;

/**
 * Delivers committed domain events, in seq order, to each registered consumer from its own
 * cursor. `committed()` drains synchronously, so a consumer that is caught up (the socket hub)
 * hears of a change before the request that made it answers. A consumer that throws is retried
 * with backoff and holds up no other.
 */
export class EventDispatcher {
  readonly #db: Db;
  readonly #log: Logger;
  readonly #slots = new Map<string, Slot>();
  #wakeQueued = false;
  #sweep: ReturnType<typeof setInterval> | undefined;
  #closed = false;

  readonly #now: () => number;

  /** `now`: the box's clock, for the time a cursor was stored. */
  constructor(db: Db, logger: Logger, now: () => number = Date.now) {
    this.#db = db;
    this.#now = now;
    this.#log = logger.child({ module: 'events' });
  }

  /** Starts the consumer; a durable one catches up from its stored cursor. Returns its removal. */
  register(consumer: EventConsumer): () => void {
    if (this.#closed) throw new Error('the event dispatcher is closed');
    if (this.#slots.has(consumer.name)) throw new Error(`event consumer ${consumer.name} is already registered`);
    const cursor = this.#startCursor(consumer);
    const slot: Slot = {
      consumer,
      cursor,
      stored: cursor,
      storeTimer: undefined,
      storeFailing: false,
      busy: false,
      again: false,
      failures: 0,
      retry: undefined,
      gone: false,
    };
    this.#slots.set(consumer.name, slot);
    this.#sweep ??= setInterval(() => this.committed(), SWEEP_MS).unref();
    this.committed();
    return () => this.#remove(slot);
  }

  /**
   * Tells the dispatcher that a transaction which recorded events has committed: each consumer
   * that is not busy or backing off gets them now, synchronously. Called inside a transaction, it
   * waits for a microtask, by when better-sqlite3 has committed or rolled back.
   */
  committed(): void {
    if (this.#closed || !this.#db.$client.open) return;
    if (this.#db.$client.inTransaction) {
      if (!this.#wakeQueued) {
        this.#wakeQueued = true;
        queueMicrotask(() => {
          this.#wakeQueued = false;
          this.committed();
        });
      }
      return;
    }
    // Consumers that are caught up sit at the same cursor: one read of the new events serves them all.
    const reads: Reads = new Map();
    for (const slot of this.#slots.values()) this.#drain(slot, reads);
  }

  /** The last seq the consumer handled (for tests and logs). */
  cursorOf(name: string): number | undefined {
    return this.#slots.get(name)?.cursor;
  }

  /** Writes every durable cursor that moved since it was last written, now. */
  storeCursors(): void {
    for (const slot of this.#slots.values()) this.#store(slot);
  }

  /** Stops delivering and stores the durable cursors; call before the database closes. */
  close(): void {
    this.#closed = true;
    clearInterval(this.#sweep);
    for (const slot of [...this.#slots.values()]) this.#remove(slot);
  }

  #startCursor(consumer: EventConsumer): number {
    const stored = consumer.durable ? storedCursor(this.#db, consumer.name) : undefined;
    if (stored !== undefined) return stored;
    const latest = latestSeq(this.#db);
    const cursor = consumer.durable && consumer.startAt === 'oldest' ? (oldestSeq(this.#db) ?? latest + 1) - 1 : latest;
    if (consumer.durable) storeCursor(this.#db, consumer.name, cursor, this.#now());
    return cursor;
  }

  #remove(slot: Slot): void {
    if (slot.gone) return;
    this.#store(slot);
    slot.gone = true;
    clearTimeout(slot.retry);
    clearTimeout(slot.storeTimer);
    this.#slots.delete(slot.consumer.name);
  }

  #drain(slot: Slot, reads?: Reads): void {
    if (slot.gone || slot.retry !== undefined) return;
    if (slot.busy) {
      slot.again = true;
      return;
    }
    slot.busy = true;
    let outcome: Outcome = 'done';
    try {
      outcome = this.#run(slot, reads);
    } catch (error) {
      this.#failed(slot, error);
    }
    this.#persist(slot);
    if (outcome === 'waiting') return;
    slot.busy = false;
    if (outcome === 'more') setImmediate(() => this.#drain(slot));
  }

  #run(slot: Slot, reads?: Reads): Outcome {
    for (let batch = 0; batch < BATCHES_PER_TURN; batch++) {
      slot.again = false;
      const rows = this.#read(slot.cursor, reads);
      if (slot.consumer.handleBatch) {
        if (rows.length === 0) return 'done';
        const last = rows[rows.length - 1]!.seq;
        const events = this.#usable(slot, rows);
        const result = events.length > 0 ? slot.consumer.handleBatch(events) : undefined;
        if (result instanceof Promise) {
          this.#settle(slot, last, result);
          return 'waiting';
        }
        this.#handled(slot, last);
        if (rows.length < BATCH && !slot.again) return 'done';
        continue;
      }
      const handle = slot.consumer.handle;
      if (!handle) throw new Error(`event consumer ${slot.consumer.name} has neither handle nor handleBatch`);
      for (const row of rows) {
        if (slot.gone) return 'done';
        if (row.seq > slot.cursor + 1 && slot.consumer.durable) {
          this.#log.warn(
            { consumer: slot.consumer.name, from: slot.cursor + 1, to: row.seq - 1 },
            'events were deleted before this consumer handled them',
          );
        }
        if (!row.event) {
          this.#log.error({ consumer: slot.consumer.name, seq: row.seq }, 'stored event does not match the contract: skipped');
          slot.cursor = row.seq;
          continue;
        }
        const result = handle.call(slot.consumer, { seq: row.seq, at: row.at, event: row.event });
        if (result instanceof Promise) {
          this.#settle(slot, row.seq, result);
          return 'waiting';
        }
        this.#handled(slot, row.seq);
      }
      if (rows.length < BATCH && !slot.again) return 'done';
    }
    return 'more';
  }

  /** The rows of a batch that match the contract, with the same warnings as one by one. */
  #usable(slot: Slot, rows: readonly EventRow[]): StoredEvent[] {
    const events: StoredEvent[] = [];
    let expected = slot.cursor + 1;
    for (const row of rows) {
      if (row.seq > expected && slot.consumer.durable) {
        this.#log.warn(
          { consumer: slot.consumer.name, from: expected, to: row.seq - 1 },
          'events were deleted before this consumer handled them',
        );
      }
      expected = row.seq + 1;
      if (row.event) events.push({ seq: row.seq, at: row.at, event: row.event });
      else this.#log.error({ consumer: slot.consumer.name, seq: row.seq }, 'stored event does not match the contract: skipped');
    }
    return events;
  }

  #read(after: number, reads: Reads | undefined): readonly EventRow[] {
    const shared = reads?.get(after);
    if (shared) return shared;
    const rows = eventsAfter(this.#db, after, BATCH);
    reads?.set(after, rows);
    return rows;
  }

  #settle(slot: Slot, seq: number, handling: Promise<void>): void {
    handling.then(
      () => {
        if (slot.gone) return;
        slot.busy = false;
        this.#handled(slot, seq);
        this.#drain(slot);
      },
      (error: unknown) => {
        if (slot.gone) return;
        slot.busy = false;
        this.#failed(slot, error);
      },
    );
  }

  #handled(slot: Slot, seq: number): void {
    slot.cursor = seq;
    slot.failures = 0;
  }

  #failed(slot: Slot, error: unknown): void {
    slot.failures++;
    const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (slot.failures - 1));
    this.#log.error(
      { err: error, consumer: slot.consumer.name, after: slot.cursor, failures: slot.failures, retryInMs: delay },
      'event consumer failed; retrying',
    );
    slot.retry = setTimeout(() => {
      slot.retry = undefined;
      this.#drain(slot);
    }, delay);
    slot.retry.unref();
  }

  /** Writes the cursor within CURSOR_STORE_MS. */
  #persist(slot: Slot): void {
    if (!slot.consumer.durable || slot.gone || slot.stored === slot.cursor || slot.storeTimer) return;
    slot.storeTimer = setTimeout(() => this.#store(slot), CURSOR_STORE_MS);
    slot.storeTimer.unref();
  }

  #store(slot: Slot): void {
    clearTimeout(slot.storeTimer);
    slot.storeTimer = undefined;
    if (!slot.consumer.durable || slot.gone || slot.stored === slot.cursor || !this.#db.$client.open) return;
    try {
      storeCursor(this.#db, slot.consumer.name, slot.cursor, this.#now());
      slot.stored = slot.cursor;
      if (slot.storeFailing) this.#log.info({ consumer: slot.consumer.name, cursor: slot.cursor }, 'event cursor stored again');
      slot.storeFailing = false;
    } catch (error) {
      // A full or failing card: thrown from a timer, this would end the box. The cursor is written
      // later; until then a restart hands the consumer those events again, as at-least-once allows.
      if (!slot.storeFailing) {
        this.#log.warn(
          { err: error, consumer: slot.consumer.name, cursor: slot.cursor },
          'could not store an event cursor; trying again each second',
        );
      }
      slot.storeFailing = true;
      this.#persist(slot);
    }
  }
}
