import { and, count, gt, lt, lte, max, min } from 'drizzle-orm';
import type { Db } from '../db/client';
import { domainEvents, eventCursors } from '../db/schema';
import { latestSeq } from '../events/event-store';
import type { AppDeps } from '../shared/deps';
import type { Job } from './registry';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface EventRetention {
  /** Handled events older than this go. */
  keepMs: number;
  /** Beyond this many of the newest events, handled ones go. */
  keepRows: number;
  /** Older than this, events go even if a durable consumer has not handled them. */
  hardKeepMs: number;
  /** Beyond this many of the newest events, events go even if a durable consumer has not handled them. */
  hardKeepRows: number;
}

/**
 * A week of events (a resuming socket, a consumer back from a few days away), at most 100,000.
 * The hard caps exist because a durable consumer that stopped for good (removed from the code,
 * its cursor row left behind) would otherwise keep every event forever: a month, or a million
 * rows, and a consumer still behind that loses events (the dispatcher logs the gap it finds).
 */
export const EVENT_RETENTION: EventRetention = {
  keepMs: 7 * DAY_MS,
  keepRows: 100_000,
  hardKeepMs: 30 * DAY_MS,
  hardKeepRows: 1_000_000,
};

export interface PruneResult {
  deleted: number;
  /** Of those, events some durable consumer had not handled yet (hard caps only). */
  unhandled: number;
  kept: number;
}

/**
 * Deletes the oldest events, always a prefix of the seqs, so a resuming socket can tell whether
 * everything after its `since` is still here (event-store.ts keepsEverythingAfter).
 */
export function pruneEvents(db: Db, now: number, policy: EventRetention = EVENT_RETENTION): PruneResult {
  return db.transaction(
    (tx) => {
      const latest = latestSeq(db);
      // No durable consumer: everything is handled as far as retention is concerned.
      const handled =
        tx
          .select({ seq: min(eventCursors.seq) })
          .from(eventCursors)
          .get()?.seq ?? latest;
      const lastBefore = (cutoff: number) =>
        tx
          .select({ seq: max(domainEvents.seq) })
          .from(domainEvents)
          .where(lt(domainEvents.at, cutoff))
          .get()?.seq ?? 0;
      const soft = Math.min(handled, Math.max(lastBefore(now - policy.keepMs), latest - policy.keepRows));
      const hard = Math.max(lastBefore(now - policy.hardKeepMs), latest - policy.hardKeepRows);
      const bound = Math.max(soft, hard);
      const unhandled =
        tx
          .select({ n: count() })
          .from(domainEvents)
          .where(and(gt(domainEvents.seq, handled), lte(domainEvents.seq, bound)))
          .get()?.n ?? 0;
      const deleted = tx.delete(domainEvents).where(lte(domainEvents.seq, bound)).run().changes;
      const kept = tx.select({ n: count() }).from(domainEvents).get()?.n ?? 0;
      return { deleted, unhandled, kept };
    },
    { behavior: 'immediate' },
  );
}

/** Hourly: old domain events leave the database once every durable consumer has handled them. */
export function eventRetentionJob(deps: AppDeps): Job {
  return {
    name: 'event-retention',
    schedule: '29 * * * *',
    run() {
      // Prune by where the consumers are now, not where their cursors were last written.
      deps.events.storeCursors();
      const result = pruneEvents(deps.db, deps.clock.now());
      if (result.unhandled > 0) deps.logger.warn(result, 'deleted domain events a consumer had not handled (retention hard cap)');
      else if (result.deleted > 0) deps.logger.info(result, 'deleted old domain events');
    },
  };
}
