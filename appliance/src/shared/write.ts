import type { DomainEvent } from '../contract/events';
import type { Queryable } from '../db/client';
import { recordEvent } from '../events/event-store';

/** A feature's own rows written inside each write that records an event (an outbox of facts): see event-store.ts. */
export { type RecordTap, tapRecordedEvents } from '../events/event-store';

import { AppError } from './app-error';
import type { AppDeps } from './deps';
import { isDiskFullError } from './disk-guard';

/** What a write sees while its transaction is open. */
export interface WriteScope {
  /** The open transaction; every read that decides the write goes through it. */
  tx: Queryable;
  /** The time of this write on the box's clock: its rows and events share it. */
  now: number;
  /** Records a domain event in the transaction: it commits or rolls back with the rows it tells of. */
  record(event: DomainEvent): void;
}

/** What a write needs of the box: its database, events, group commit and clock (and disk guard, when it has one). */
export type WriteDeps = Pick<AppDeps, 'db' | 'events' | 'groupCommit' | 'clock'> & Partial<Pick<AppDeps, 'disk'>>;

/**
 * A write that failed for lack of space (SQLITE_FULL, ENOSPC) was rolled back whole; the caller
 * gets DISK_FULL (507), and the guard frees its reserve so the next small writes still commit.
 */
function diskFull(deps: WriteDeps, error: unknown): unknown {
  if (!isDiskFullError(error)) return error;
  deps.disk?.noteFull(error);
  return new AppError('DISK_FULL', { cause: error });
}

function scope(deps: WriteDeps, tx: Queryable, recorded: { any: boolean }): WriteScope {
  const now = deps.clock.now();
  return {
    tx,
    now,
    record: (event) => {
      recordEvent(deps.db, event, now);
      recorded.any = true;
    },
  };
}

/**
 * The one write path: `work` runs in one transaction that takes the write lock at its start
 * (BEGIN IMMEDIATE, so what it reads cannot change before it writes), and once it has committed
 * the dispatcher hands its events to the consumers (the sockets, the print queue), before the
 * request that made the change answers. A `work` that throws rolls back its rows and events
 * together: nobody hears of a change that did not happen.
 */
export function write<T>(deps: WriteDeps, work: (w: WriteScope) => T): T {
  const recorded = { any: false };
  let result: T;
  try {
    result = deps.db.transaction((tx) => work(scope(deps, tx, recorded)), { behavior: 'immediate' });
  } catch (error) {
    throw diskFull(deps, error);
  }
  // A write that told of nothing leaves the consumers asleep (no read of the event table).
  if (recorded.any) deps.events.committed();
  return result;
}

/**
 * The same, committed together with the other writes of this turn of the event loop (one fsync
 * for all: the rush's orders and bumps); resolves once that commit is on disk.
 */
export function writeInGroup<T>(deps: WriteDeps, work: (w: WriteScope) => T): Promise<T> {
  return deps.groupCommit
    .submit(() => work(scope(deps, deps.db, { any: false })))
    .catch((error: unknown) => {
      throw diskFull(deps, error);
    });
}
