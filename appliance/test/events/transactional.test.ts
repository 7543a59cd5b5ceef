import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents, menus, orders, tableSessions } from '../../src/db/schema';
import { latestSeq, recordEvent } from '../../src/events/event-store';
import { collectEvents } from '../helpers/domain-events';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable, moveSession, orderStations, postOrder, startVisit } from '../table-sessions/visit-fixtures';

let box: TestBox;
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(() => box.stop());
afterEach(() => box.deps.db.$client.exec('DROP TRIGGER IF EXISTS temp.events_fail'));

const eventRows = () => box.deps.db.select().from(domainEvents).all();

/** From now on, writing an event fails, as a full disk or a crash at that moment would. */
function failEventWrites(): void {
  box.deps.db.$client.exec(
    "CREATE TEMP TRIGGER events_fail BEFORE INSERT ON events BEGIN SELECT RAISE(ABORT, 'no space left on device'); END",
  );
}

describe('events and the transaction of their change', () => {
  it('a rolled-back transaction records nothing and delivers nothing', () => {
    const { db } = box.deps;
    const heard = collectEvents(box);
    const before = latestSeq(db);
    expect(() =>
      db.transaction((tx) => {
        recordEvent(db, { type: 'menu.changed', menuItemId: null });
        tx.insert(menus).values({ label: 'x', name: 'x', flag: 1, sort_order: 0, created_at: 0, updated_at: 0 }).run();
        // The same name again: the unique index refuses the second row, and the whole transaction goes.
        tx.insert(menus).values({ label: 'x', name: 'x', flag: 1, sort_order: 0, created_at: 0, updated_at: 0 }).run();
      }),
    ).toThrow(/UNIQUE/);
    box.deps.events.committed();
    heard.stop();
    expect(heard.events).toEqual([]);
    expect(latestSeq(db)).toBe(before);
    expect(db.select().from(menus).where(eq(menus.name, 'x')).all()).toEqual([]);
  });

  it('refuses to record an event outside a transaction', () => {
    expect(() => recordEvent(box.deps.db, { type: 'menu.changed', menuItemId: null })).toThrow(/outside a transaction/);
  });

  it('an order is written with its event or not at all: when the event cannot be written, neither are the order and its lines', async () => {
    const tableId = addTable(box);
    const tablet = await box.tablet(tableId);
    const session = await startVisit(tablet, tableId);
    const eventsBefore = eventRows();
    const heard = collectEvents(box);
    failEventWrites();
    const refused = await postOrder(tablet, session, [{ id: box.shop.items.karaage, quantity: 1 }], randomUUID());
    heard.stop();
    expect(refused.status).toBe(500);
    expect(box.deps.db.select().from(orders).where(eq(orders.table_session_id, session.id)).all()).toEqual([]);
    expect(eventRows()).toEqual(eventsBefore);
    expect(heard.events).toEqual([]);
  });

  it('a bill request is written with its event or not at all', async () => {
    const tableId = addTable(box);
    const tablet = await box.tablet(tableId);
    const session = await startVisit(tablet, tableId);
    failEventWrites();
    expect((await moveSession(tablet, session.id, { status: 1 })).status).toBe(500);
    const row = box.deps.db.select().from(tableSessions).where(eq(tableSessions.id, session.id)).get();
    expect(row).toMatchObject({ status: 0, bill_requested_at: null });
  });

  it('an order that commits has exactly one event, with its ids', async () => {
    const tableId = addTable(box);
    const tablet = await box.tablet(tableId);
    const session = await startVisit(tablet, tableId);
    const placed = await postOrder(tablet, session, [{ id: box.shop.items.karaage, quantity: 1 }], randomUUID());
    const mine = eventRows().filter((e) => e.type === 'order.created' && JSON.parse(e.payload).orderId === placed.body.order.id);
    expect(mine).toEqual([
      {
        seq: expect.any(Number),
        type: 'order.created',
        payload: expect.any(String),
        dining_table_id: tableId,
        at: expect.any(Number),
      },
    ]);
    expect(JSON.parse(mine[0]!.payload)).toEqual({
      diningTableId: tableId,
      tableSessionId: session.id,
      orderId: placed.body.order.id,
      staffCall: false,
      stationIds: orderStations(placed.body.order),
      // Kept, so a device resuming after a plan order reads its visit.
      planLines: false,
      // Its cards and lines go to the screens live; the table, written on every order, keeps neither.
    });
  });
});
