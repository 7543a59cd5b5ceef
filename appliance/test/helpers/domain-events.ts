import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '../../src/contract/events';
import { domainEvents } from '../../src/db/schema';
import { recordEvent } from '../../src/events/event-store';
import type { RunningBox } from '../../src/server';

/**
 * Commits an event as a service would, in a transaction of its own, and wakes the dispatcher: for
 * tests of the delivery itself, where the change behind the event does not matter. Returns its seq.
 */
export function commitEvent(box: RunningBox, event: DomainEvent): number {
  const { db } = box.deps;
  const seq = db.transaction(() => recordEvent(db, event));
  box.deps.events.committed();
  return seq;
}

/** Collects the domain events committed from now on, as a non-durable consumer; `stop` unregisters it. */
export function collectEvents(box: RunningBox): { events: DomainEvent[]; stop: () => void } {
  const events: DomainEvent[] = [];
  const stop = box.deps.events.register({
    name: `test-collector-${randomUUID()}`,
    durable: false,
    handle: ({ event }) => {
      events.push(event);
    },
  });
  return { events, stop };
}

/** The seq of every event the box keeps, oldest first. */
export function storedEventSeqs(box: RunningBox): number[] {
  return box.deps.db
    .select({ seq: domainEvents.seq })
    .from(domainEvents)
    .orderBy(domainEvents.seq)
    .all()
    .map((r) => r.seq);
}
