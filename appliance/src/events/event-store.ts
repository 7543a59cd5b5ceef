import { and, asc, eq, gt, isNull, lte, min, or, sql } from 'drizzle-orm';
import { type DomainEvent, zDomainEvent } from '../contract/events';
import type { Db } from '../db/client';
import { perDatabase } from '../db/per-database';
import { domainEvents } from '../db/schema';

/** A committed domain event as read back from the `events` table. */
export interface StoredEvent {
  seq: number;
  /** The box's clock (ms) when the change was written, in its transaction just before the commit. */
  at: number;
  event: DomainEvent;
}

/** A row as read: `event` is null when the payload does not pass the contract (another version wrote it). */
export interface EventRow {
  seq: number;
  at: number;
  event: DomainEvent | null;
}

const p = sql.placeholder;

const columns = {
  seq: domainEvents.seq,
  type: domainEvents.type,
  payload: domainEvents.payload,
  at: domainEvents.at,
};

// Prepared once per database: the order path records and delivers an event on every order.
const statements = perDatabase((db) => ({
  insert: db
    .insert(domainEvents)
    .values({ type: p('type'), payload: p('payload'), dining_table_id: p('diningTableId'), at: p('at') })
    .returning({ seq: domainEvents.seq })
    .prepare(),
  after: db
    .select(columns)
    .from(domainEvents)
    .where(gt(domainEvents.seq, p('after')))
    .orderBy(asc(domainEvents.seq))
    .limit(p('limit'))
    .prepare(),
  /** Only what a tablet hears: its table's events and the shop-wide ones. */
  afterForTable: db
    .select(columns)
    .from(domainEvents)
    .where(
      and(
        gt(domainEvents.seq, p('after')),
        lte(domainEvents.seq, p('upTo')),
        or(isNull(domainEvents.dining_table_id), eq(domainEvents.dining_table_id, p('diningTableId'))),
      ),
    )
    .orderBy(asc(domainEvents.seq))
    .limit(p('limit'))
    .prepare(),
  oldest: db
    .select({ seq: min(domainEvents.seq) })
    .from(domainEvents)
    .prepare(),
  // sqlite_sequence holds the highest seq ever handed out, also once retention deleted that row.
  latest: db.$client.prepare<[], { seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = 'events'"),
}));

function diningTableOf(event: DomainEvent): number | null {
  return 'diningTableId' in event ? event.diningTableId : null;
}

/**
 * Records a domain event in the transaction open on the database's one connection, so it commits
 * or rolls back with the change it tells of; returns its seq. Refuses to run outside a transaction.
 * Features record through the write path (shared/write.ts), which tells the dispatcher after the commit.
 */
export function recordEvent(db: Db, event: DomainEvent, at = Date.now()): number {
  if (!db.$client.inTransaction) throw new Error(`event ${event.type} recorded outside a transaction`);
  const { stored, live } = splitLiveParts(event);
  const { type, ...payload } = stored;
  const json = JSON.stringify(payload);
  const row = statements(db).insert.get({ type, payload: json, diningTableId: diningTableOf(event), at });
  remember(recentOf(db), { seq: row.seq, at, event: { ...JSON.parse(json), type, ...live } as DomainEvent });
  for (const tap of tapsOf(db)) tap(db, event, at);
  return row.seq;
}

/**
 * What of an event the table keeps, and what only the last events in memory carry: a new order's
 * cards and lines (order.created) and a bump's lines ready to carry (kitchen.bumped), handed to the
 * screens live so they need no load. They are as
 * large as the rest of the event several times over, and the events table is written on every
 * order; a replay from the table (a resume further back than the events in memory, a consumer
 * after a restart) lacks them, and the screens load instead, as for events of earlier versions.
 */
function splitLiveParts(event: DomainEvent): { stored: DomainEvent; live: Partial<DomainEvent> } {
  if (event.type === 'kitchen.bumped' && event.expo) {
    const { expo, ...stored } = event;
    return { stored, live: { expo } };
  }
  if (event.type !== 'order.created') return { stored: event, live: {} };
  const { cards, lines, ...stored } = event;
  return { stored, live: { ...(cards ? { cards } : {}), ...(lines ? { lines } : {}) } };
}

/**
 * Runs inside the transaction that records an event, after its row: what it writes commits or
 * rolls back with the change (the outbox of facts for the chain's headquarters, features/hq-link).
 */
export type RecordTap = (db: Db, event: DomainEvent, at: number) => void;
const tapsOf = perDatabase((): RecordTap[] => []);

/** Adds a tap on the events recorded on this database; answers its removal. */
export function tapRecordedEvents(db: Db, tap: RecordTap): () => void {
  const taps = tapsOf(db);
  taps.push(tap);
  return () => {
    const at = taps.indexOf(tap);
    if (at >= 0) taps.splice(at, 1);
  };
}

/**
 * The last events recorded on the connection, by seq, as a read of the table would give them (with
 * their live parts: splitLiveParts): the
 * consumers, caught up after each commit, read them here instead of querying and parsing them
 * again (in a rush that was a read per consumer per commit). An event whose savepoint or
 * transaction rolled back stays here, but its seq is past the highest committed one until a later
 * event takes that seq and replaces it; so only seqs up to sqlite_sequence's are served from here.
 */
const RECENT_EVENTS = 256;
const recentOf = perDatabase(() => new Map<number, EventRow>());

function remember(recent: Map<number, EventRow>, row: EventRow): void {
  recent.delete(row.seq);
  recent.set(row.seq, row);
  if (recent.size > RECENT_EVENTS) recent.delete(recent.keys().next().value!);
}

function toRow(row: { seq: number; type: string; payload: string; at: number }): EventRow {
  let parsed: unknown;
  try {
    parsed = { ...JSON.parse(row.payload), type: row.type };
  } catch {
    parsed = null;
  }
  const result = zDomainEvent.safeParse(parsed);
  return { seq: row.seq, at: row.at, event: result.success ? result.data : null };
}

/** Up to `limit` events after `after`, in seq order. */
export function eventsAfter(db: Db, after: number, limit: number): EventRow[] {
  const upTo = Math.min(latestSeq(db), after + limit);
  if (upTo <= after) return [];
  const recent = recentOf(db);
  const rows: EventRow[] = [];
  for (let seq = after + 1; seq <= upTo; seq++) {
    const row = recent.get(seq);
    if (!row) return statements(db).after.all({ after, limit }).map(toRow);
    rows.push(row);
  }
  return rows;
}

/** Up to `limit` events in (after, upTo] that a tablet of the table hears, in seq order. */
export function tableEventsBetween(db: Db, diningTableId: number, after: number, upTo: number, limit: number): EventRow[] {
  return statements(db).afterForTable.all({ after, upTo, diningTableId, limit }).map(toRow);
}

/** The highest seq ever recorded (0 before the first event), whether or not the row is still kept. */
export function latestSeq(db: Db): number {
  return statements(db).latest.get()?.seq ?? 0;
}

/** The lowest seq still kept, or null when the table is empty. */
export function oldestSeq(db: Db): number | null {
  return statements(db).oldest.get()?.seq ?? null;
}

/**
 * True when every event recorded after `seq` is still in the table: the retention job deletes
 * only the oldest, and seqs of committed events leave no holes (a rolled-back number is reused).
 */
export function keepsEverythingAfter(db: Db, seq: number): boolean {
  if (seq >= latestSeq(db)) return true;
  const oldest = oldestSeq(db);
  return oldest !== null && oldest <= seq + 1;
}
