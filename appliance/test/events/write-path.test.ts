import { eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, menus } from '../../src/db/schema';
import { latestSeq } from '../../src/events/event-store';
import { write, writeInGroup } from '../../src/shared/write';
import { collectEvents } from '../helpers/domain-events';
import { startTestBox, type TestBox } from '../helpers/test-box';

/*
 * The one write path (shared/write.ts): rows and their events commit together, the consumers hear
 * of them before the write returns, a failed write leaves nothing behind, and the write's time is
 * the box's clock.
 */

let box: TestBox;
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(() => box.stop());

const genre = (name: string, at: number) => ({ label: name, name, flag: 1, sort_order: 0, created_at: at, updated_at: at });

describe('write', () => {
  it('commits the rows with their events, stamped with the clock, and the consumers hear them before it returns', () => {
    const heard = collectEvents(box);
    const clock = box.deps.clock.now;
    box.deps.clock.now = () => Date.UTC(2026, 10, 27, 9, 0);
    try {
      const id = write(box.deps, ({ tx, now, record }) => {
        record({ type: 'menu.changed', menuItemId: null });
        return tx.insert(menus).values(genre('write-path-1', now)).returning({ id: menus.id }).get().id;
      });
      expect(heard.events).toEqual([{ type: 'menu.changed', menuItemId: null }]);
      const row = box.deps.db.select().from(menus).where(eq(menus.id, id)).get();
      expect(row?.created_at).toBe(Date.UTC(2026, 10, 27, 9, 0));
      const event = box.deps.db
        .select()
        .from(domainEvents)
        .where(eq(domainEvents.seq, latestSeq(box.deps.db)))
        .get();
      expect(event?.at).toBe(Date.UTC(2026, 10, 27, 9, 0));
    } finally {
      box.deps.clock.now = clock;
      heard.stop();
    }
  });

  it('a write that throws leaves neither rows nor events, and nobody hears of it', () => {
    const heard = collectEvents(box);
    const before = latestSeq(box.deps.db);
    expect(() =>
      write(box.deps, ({ tx, now, record }) => {
        record({ type: 'menu.changed', menuItemId: null });
        tx.insert(menus).values(genre('write-path-2', now)).run();
        throw new Error('refused halfway');
      }),
    ).toThrow('refused halfway');
    heard.stop();
    expect(heard.events).toEqual([]);
    expect(latestSeq(box.deps.db)).toBe(before);
    expect(box.deps.db.select().from(menus).where(eq(menus.name, 'write-path-2')).all()).toEqual([]);
  });
});

describe('writeInGroup', () => {
  it('writes of one moment commit together; one that throws is rolled back alone', async () => {
    const heard = collectEvents(box);
    const attempt = (name: string, fail: boolean) =>
      writeInGroup(box.deps, ({ tx, now, record }) => {
        tx.insert(menus).values(genre(name, now)).run();
        record({ type: 'menu.changed', menuItemId: null });
        if (fail) throw new Error(`${name} refused`);
        return name;
      });
    const results = await Promise.allSettled([attempt('group-a', false), attempt('group-b', true), attempt('group-c', false)]);
    heard.stop();
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const names = box.deps.db
      .select({ name: menus.name })
      .from(menus)
      .all()
      .map((r) => r.name)
      .filter((n) => n.startsWith('group-'));
    expect(names.sort()).toEqual(['group-a', 'group-c']);
    expect(heard.events).toHaveLength(2);
  });

  it("the consumers hear exactly what committed, with its own payload, also when a rolled-back event's seq is taken by the next", async () => {
    const heard = collectEvents(box);
    const before = latestSeq(box.deps.db);
    const change = (menuItemId: number, fail: boolean) =>
      writeInGroup(box.deps, ({ record }) => {
        record({ type: 'menu.changed', menuItemId });
        if (fail) throw new Error(`${menuItemId} refused`);
      });
    await Promise.allSettled([change(9001, false), change(9002, true), change(9003, false)]);
    expect(() =>
      write(box.deps, ({ record }) => {
        record({ type: 'menu.changed', menuItemId: 9004 });
        throw new Error('refused');
      }),
    ).toThrow('refused');
    // The consumers look (as the dispatcher's sweep would) before any later event took that seq.
    box.deps.events.committed();
    expect(heard.events.map((e) => e.type === 'menu.changed' && e.menuItemId)).toEqual([9001, 9003]);
    await change(9005, false);
    heard.stop();
    const committed = box.deps.db
      .select()
      .from(domainEvents)
      .where(gt(domainEvents.seq, before))
      .all()
      .map((row) => ({ ...JSON.parse(row.payload), type: row.type }));
    expect(committed.map((e) => e.menuItemId)).toEqual([9001, 9003, 9005]);
    expect(heard.events).toEqual(committed);
  });
});
