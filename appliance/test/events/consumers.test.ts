import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../src/contract/events';
import { type EventConsumer, EventDispatcher } from '../../src/events/dispatcher';
import { storedCursor } from '../../src/events/event-cursors';
import type { StoredEvent } from '../../src/events/event-store';
import { recordEvent } from '../../src/events/event-store';
import { commitEvent, storedEventSeqs } from '../helpers/domain-events';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable, moveSession, placeOrder, startVisit } from '../table-sessions/visit-fixtures';

const boxes: TestBox[] = [];
const dataDirs = new Set<string>();
afterAll(async () => {
  for (const box of boxes) await box.close();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function start(options: Parameters<typeof startTestBox>[0] = {}): Promise<TestBox> {
  const box = await startTestBox(options);
  boxes.push(box);
  dataDirs.add(box.dataDir);
  return box;
}

/** A durable consumer that writes down what it is given, as the kitchen printer queue will. */
function kitchen(received: StoredEvent[]): EventConsumer {
  return { name: 'test-kitchen', durable: true, handle: (e) => void received.push(e) };
}

/** A visit with an order, a served line and a bill request: six events through the API. */
async function someService(box: TestBox, shop: TestBox['shop']): Promise<void> {
  const tableId = addTable(box);
  const tablet = await box.tablet(tableId);
  const staff = await box.staff('staff');
  const session = await startVisit(tablet, tableId);
  const order = await placeOrder(tablet, session, [{ id: shop.items.karaage, quantity: 2 }]);
  await placeOrder(tablet, session, [{ id: shop.items.staffCall, quantity: 1 }]);
  await staff.post('/v1/orderitem/update', { id: order.order.items[0]!.id, status: 1 });
  await moveSession(tablet, session.id, { status: 1 });
  await moveSession(staff, session.id, { confirm_flag: 1 });
}

describe('a durable event consumer', () => {
  it('receives every committed event exactly once, in order, across restarts of the box, catching up on what was committed while it was not registered', async () => {
    const before: StoredEvent[] = [];
    const first = await start({ consumers: [kitchen(before)] });
    const shop = first.shop;
    await someService(first, shop);
    expect(before.map((e) => e.event.type)).toEqual([
      'tableSession.updated',
      'order.created',
      'order.created',
      'orderItem.updated',
      'tableSession.updated',
      'tableSession.updated',
    ]);
    await first.close();

    // The box comes back without the consumer (an update that dropped it, say) and serves a table.
    const without = await start({ dataDir: first.dataDir, seed: false });
    await someService(without, shop);
    commitEvent(without, { type: 'menu.changed', menuItemId: null });
    await without.close();

    // Back with it: what it missed first, in order, then live events as they commit.
    const after: StoredEvent[] = [];
    const again = await start({ dataDir: first.dataDir, seed: false, consumers: [kitchen(after)] });
    expect(after).toHaveLength(7);
    await someService(again, shop);

    const seqs = [...before, ...after].map((e) => e.seq);
    expect(seqs).toEqual(storedEventSeqs(again));
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(after.at(6)?.event).toEqual({ type: 'menu.changed', menuItemId: null });
    expect(again.deps.events.cursorOf('test-kitchen')).toBe(seqs.at(-1));
  });

  it('writes its cursor once for a burst of events, within a second, not once per event; what it handled after the last write comes again after a crash', async () => {
    const box = await start();
    const handled: number[] = [];
    box.deps.events.register({ name: 'test-paced', durable: true, handle: (e) => void handled.push(e.seq) });
    const stored = () => storedCursor(box.deps.db, 'test-paced');
    const atStart = stored();
    const burst = [1, 2, 3, 4, 5].map((menuItemId) => commitEvent(box, { type: 'menu.changed', menuItemId }));
    expect(handled).toEqual(burst);
    // Five commits, and not one of them carried the cursor with it.
    expect(stored()).toBe(atStart);
    await expect.poll(stored, { timeout: 2000, interval: 50 }).toBe(burst.at(-1));

    // A crash before the next write: the box forgets the cursor it held in memory only.
    const late = commitEvent(box, { type: 'menu.changed', menuItemId: 6 });
    expect(handled.at(-1)).toBe(late);
    expect(stored()).toBe(burst.at(-1));
    // A second dispatcher on the same file stands for the box after the crash: it starts from the stored cursor.
    const again: number[] = [];
    const after = new EventDispatcher(box.deps.db, box.deps.logger);
    after.register({ name: 'test-paced', durable: true, handle: (e) => void again.push(e.seq) });
    expect(again).toEqual([late]);
    after.close();
  });

  it('keeps serving when its cursor cannot be written (a full card): no uncaught error, and the cursor is written once it can be', async () => {
    const box = await start();
    const handled: number[] = [];
    box.deps.events.register({ name: 'test-full', durable: true, handle: (e) => void handled.push(e.seq) });
    const stored = () => storedCursor(box.deps.db, 'test-full');
    const atStart = stored();
    // SQLite refuses every write of a cursor, as it does on a full card (SQLITE_FULL), from the timer's write on.
    const sqlite = box.deps.db.$client;
    for (const when of ['INSERT', 'UPDATE']) {
      sqlite.exec(
        `CREATE TEMP TRIGGER refuse_cursor_${when} BEFORE ${when} ON event_cursors BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END`,
      );
    }
    const seq = commitEvent(box, { type: 'menu.changed', menuItemId: 1 });
    expect(handled).toEqual([seq]);
    // Two of the timer's tries fail (vitest fails the run on an uncaught error); the box still answers.
    await new Promise((resolve) => setTimeout(resolve, 2_300));
    expect(stored()).toBe(atStart);
    expect((await box.client().get('/v1/connection/test')).status).toBe(200);

    for (const when of ['INSERT', 'UPDATE']) sqlite.exec(`DROP TRIGGER refuse_cursor_${when}`);
    await expect.poll(stored, { timeout: 2000, interval: 50 }).toBe(seq);
  });

  it('never holds up another consumer when it throws: it gets the same event again after a backoff, and then the rest in order', async () => {
    const box = await start();
    const steady: number[] = [];
    const flaky: number[] = [];
    let failures = 0;
    box.deps.events.register({ name: 'test-steady', durable: true, handle: (e) => void steady.push(e.seq) });
    box.deps.events.register({
      name: 'test-flaky',
      durable: true,
      handle: (e) => {
        if (e.event.type === 'menu.changed' && e.event.menuItemId === 2 && failures++ === 0) throw new Error('printer offline');
        flaky.push(e.seq);
      },
    });
    const seqs = [1, 2, 3].map((menuItemId) => commitEvent(box, { type: 'menu.changed', menuItemId }));
    expect(steady).toEqual(seqs);
    expect(flaky).toEqual(seqs.slice(0, 1));
    await expect.poll(() => flaky, { timeout: 3000 }).toEqual(seqs);
    expect(failures).toBe(2);
  });

  it('waits for an async handler before giving it the next event', async () => {
    const box = await start();
    const handled: DomainEvent[] = [];
    let inFlight = 0;
    box.deps.events.register({
      name: 'test-async',
      durable: true,
      handle: async ({ event }) => {
        expect(++inFlight).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 20));
        handled.push(event);
        inFlight--;
      },
    });
    for (const menuItemId of [1, 2, 3]) commitEvent(box, { type: 'menu.changed', menuItemId });
    await expect.poll(() => handled.length, { timeout: 2000 }).toBe(3);
    expect(handled).toEqual([1, 2, 3].map((menuItemId) => ({ type: 'menu.changed', menuItemId })));
  });

  it('hands a batch consumer what committed at once in one call, and a failed batch again whole', async () => {
    const box = await start();
    const batches: number[][] = [];
    let failOnce = true;
    box.deps.events.register({
      name: 'test-batches',
      durable: true,
      handleBatch: async (events) => {
        await new Promise((r) => setImmediate(r));
        if (failOnce) {
          failOnce = false;
          throw new Error('the printer table is locked');
        }
        batches.push(events.map((e) => e.seq));
      },
    });
    const { db } = box.deps;
    const seqs = db.transaction(() => [
      recordEvent(db, { type: 'menu.changed', menuItemId: null }),
      recordEvent(db, { type: 'menu.changed', menuItemId: 1 }),
      recordEvent(db, { type: 'menu.changed', menuItemId: 2 }),
    ]);
    box.deps.events.committed();
    const deadline = Date.now() + 5_000;
    while (batches.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(batches).toEqual([seqs]);
    const later = commitEvent(box, { type: 'menu.changed', menuItemId: 3 });
    while (batches.length === 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(batches).toEqual([seqs, [later]]);
    expect(box.deps.events.cursorOf('test-batches')).toBe(later);
  });
});
