import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../src/contract/events';
import { eventCursors } from '../../src/db/schema';
import { latestSeq, recordEvent } from '../../src/events/event-store';
import { EVENT_RETENTION, eventRetentionJob, pruneEvents } from '../../src/jobs/event-retention.job';
import { storedEventSeqs } from '../helpers/domain-events';
import { startTestBox, type TestBox } from '../helpers/test-box';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.now();

let box: TestBox;
const boxes: TestBox[] = [];
beforeEach(async () => {
  box = await startTestBox({ seed: false });
  boxes.push(box);
});
afterAll(async () => {
  for (const b of boxes) await b.stop();
});

/**
 * Events committed `daysAgo` by the box clock, one per entry; returns their seqs once the box's
 * own durable consumer (the print queue) has handled them, as it does within a tick in service.
 */
async function eventsFrom(...daysAgo: number[]): Promise<number[]> {
  const { db } = box.deps;
  const event: DomainEvent = { type: 'menu.changed', menuItemId: null };
  const seqs = db.transaction(() => daysAgo.map((d) => recordEvent(db, event, NOW - d * DAY)));
  box.deps.events.committed();
  const last = seqs.at(-1) ?? 0;
  while ((box.deps.events.cursorOf('print-queue') ?? 0) < last) await new Promise((r) => setTimeout(r, 5));
  // As the retention job does before it prunes.
  box.deps.events.storeCursors();
  return seqs;
}

const kept = () => storedEventSeqs(box);

function cursorAt(consumer: string, seq: number): void {
  box.deps.db.insert(eventCursors).values({ consumer, seq, updated_at: NOW }).run();
}

describe('event retention', () => {
  it('deletes events older than a week and keeps the rest', async () => {
    const seqs = await eventsFrom(40, 8, 7.5, 6, 0);
    expect(pruneEvents(box.deps.db, NOW)).toEqual({ deleted: 3, unhandled: 0, kept: 2 });
    expect(kept()).toEqual(seqs.slice(3));
  });

  it('keeps old events a durable consumer has not handled yet, up to the hard cap of a month', async () => {
    const seqs = await eventsFrom(45, 35, 20, 10, 1);
    // The printer queue has handled the first three only.
    cursorAt('printer', seqs[2]!);
    cursorAt('head-office', seqs[4]!);
    expect(pruneEvents(box.deps.db, NOW)).toEqual({ deleted: 3, unhandled: 0, kept: 2 });
    expect(kept()).toEqual(seqs.slice(3));

    // A consumer gone for good (its cursor left behind) holds events back only until the hard cap:
    // 25 days on, the event of 10 days ago is over a month old and goes, handled or not.
    box.deps.db.update(eventCursors).set({ seq: 0 }).run();
    expect(pruneEvents(box.deps.db, NOW + 25 * DAY)).toEqual({ deleted: 1, unhandled: 1, kept: 1 });
    expect(kept()).toEqual([seqs[4]!]);
  });

  it('keeps at most the newest rows of the budget, handled ones first', async () => {
    const seqs = await eventsFrom(3, 3, 2, 2, 1, 1);
    const policy = { ...EVENT_RETENTION, keepRows: 2, hardKeepRows: 4 };
    cursorAt('printer', seqs[0]!);
    expect(pruneEvents(box.deps.db, NOW, policy)).toEqual({ deleted: 2, unhandled: 1, kept: 4 });
    expect(kept()).toEqual(seqs.slice(2));
  });

  it('never deletes anything but the oldest, whatever the clock did', async () => {
    // The box clock was a day fast for the first event, then corrected.
    const seqs = await eventsFrom(-1, 9, 2);
    expect(pruneEvents(box.deps.db, NOW).deleted).toBe(2);
    expect(kept()).toEqual(seqs.slice(2));
  });

  it('never hands out a deleted seq again', async () => {
    const seqs = await eventsFrom(10, 9);
    pruneEvents(box.deps.db, NOW);
    expect(kept()).toEqual([]);
    expect(latestSeq(box.deps.db)).toBe(seqs[1]);
    expect(await eventsFrom(0)).toEqual([seqs[1]! + 1]);
  });

  it('runs as an hourly job of the box', async () => {
    await eventsFrom(30, 0);
    const job = eventRetentionJob(box.deps);
    expect(job.schedule).toBe('29 * * * *');
    await job.run();
    expect(kept()).toHaveLength(1);
  });
});
