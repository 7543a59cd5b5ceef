import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EVENTS_PER_MESSAGE, type RealtimeResume } from '../../src/contract/events';
import { pruneEvents } from '../../src/jobs/event-retention.job';
import { MAX_REPLAY_EVENTS } from '../../src/realtime/resume';
import type { ApiClient } from '../helpers/api-client';
import { commitEvent } from '../helpers/domain-events';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable, moveSession, orderStations, placeOrder, startVisit } from '../table-sessions/visit-fixtures';
import { listen, positionOf, settle } from './socket';

let box: TestBox;
let staff: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
});
afterAll(() => box.stop());

async function seatedTable() {
  const tableId = addTable(box);
  const tablet = await box.tablet(tableId);
  const session = await startVisit(tablet, tableId);
  return { tableId, tablet, session };
}

/** Where a client stands after listening to the box until now, the socket closed. */
async function leftAt(client: ApiClient): Promise<RealtimeResume> {
  const socket = await listen(box, client);
  await settle(50);
  await socket.close();
  return positionOf(socket);
}

describe('reconnecting to /v1/events with since', () => {
  it('gives a staff screen exactly the events it missed, numbered on from its hello, then live ones, without a snapshot', async () => {
    const a = await seatedTable();
    const left = await leftAt(staff);
    // While the screen is away: an order, a served line, a bill request.
    const order = await placeOrder(a.tablet, a.session, [{ id: box.shop.items.karaage, quantity: 1 }]);
    await staff.post('/v1/orderitem/update', { id: order.order.items[0]!.id, status: 1 });
    await moveSession(a.tablet, a.session.id, { status: 1 });

    const again = await listen(box, staff, undefined, left);
    await settle();
    expect(again.messages[0]).toEqual({
      kind: 'hello',
      protocol: 3,
      seq: 0,
      stream: left.stream,
      eventSeq: left.since,
      snapshot: false,
    });
    // The replay is one message, numbered 1.
    const replayed = again.eventMessages();
    expect(replayed.map((m) => m.seq)).toEqual([1]);
    expect(replayed[0]?.events.map((e) => e.eventSeq)).toEqual([left.since + 1, left.since + 2, left.since + 3]);
    expect(again.events()).toEqual([
      {
        type: 'order.created',
        diningTableId: a.tableId,
        tableSessionId: a.session.id,
        orderId: order.order.id,
        staffCall: false,
        stationIds: orderStations(order.order),
        planLines: false,
      },
      {
        type: 'orderItem.updated',
        diningTableId: a.tableId,
        tableSessionId: a.session.id,
        orderItemId: order.order.items[0]!.id,
        status: 1,
      },
      {
        type: 'tableSession.updated',
        diningTableId: a.tableId,
        tableSessionId: a.session.id,
        status: 1,
        confirmFlag: 0,
        change: 'billRequested',
      },
    ]);

    await moveSession(staff, a.session.id, { confirm_flag: 1 });
    expect(await again.next((m) => m.kind === 'events' && m.seq === 2)).toMatchObject({
      events: [{ eventSeq: left.since + 4, event: { change: 'billAcknowledged' } }],
    });
    await again.close();
  });

  it("gives a tablet only its own table's missed events and menu changes, never another table's", async () => {
    const a = await seatedTable();
    const b = await seatedTable();
    const left = await leftAt(a.tablet);
    await placeOrder(b.tablet, b.session, [{ id: box.shop.items.karaage, quantity: 1 }]);
    const mine = await placeOrder(a.tablet, a.session, [{ id: box.shop.items.edamame, quantity: 2 }]);
    commitEvent(box, { type: 'menu.changed', menuItemId: box.shop.items.beer });
    await moveSession(b.tablet, b.session.id, { status: 1 });

    const again = await listen(box, a.tablet, undefined, left);
    await settle();
    expect(again.messages[0]).toMatchObject({ kind: 'hello', snapshot: false, eventSeq: left.since });
    expect(again.events()).toEqual([
      {
        type: 'order.created',
        diningTableId: a.tableId,
        tableSessionId: a.session.id,
        orderId: mine.order.id,
        staffCall: false,
        stationIds: orderStations(mine.order),
        planLines: false,
        // A tablet is told neither the kitchen's cards nor the staff list's lines.
      },
      { type: 'menu.changed', menuItemId: box.shop.items.beer },
    ]);
    expect(again.messages.map((m) => m.seq)).toEqual([0, 1]);
    await again.close();
  });

  it('says snapshot instead when events after since were deleted by retention', async () => {
    const left = await leftAt(staff);
    commitEvent(box, { type: 'menu.changed', menuItemId: null });
    commitEvent(box, { type: 'menu.changed', menuItemId: null });
    // Retention with nothing to keep: everything handled goes.
    pruneEvents(box.deps.db, Date.now() + 1, { keepMs: 0, keepRows: 0, hardKeepMs: 0, hardKeepRows: 0 });
    const again = await listen(box, staff, undefined, left);
    await settle();
    expect(again.messages).toEqual([
      { kind: 'hello', protocol: 3, seq: 0, stream: left.stream, eventSeq: left.since + 2, snapshot: true },
    ]);
    // Live from there on.
    const seq = commitEvent(box, { type: 'menu.changed', menuItemId: 7 });
    expect(await again.next((m) => m.kind === 'events')).toMatchObject({ seq: 1, events: [{ eventSeq: seq }] });
    await again.close();
  });

  it(`replays a long absence in messages of at most ${MAX_EVENTS_PER_MESSAGE} events, in order`, async () => {
    const left = await leftAt(staff);
    const missed = MAX_EVENTS_PER_MESSAGE + 10;
    for (let i = 0; i < missed; i++) commitEvent(box, { type: 'menu.changed', menuItemId: i });
    const again = await listen(box, staff, undefined, left);
    await settle();
    expect(again.messages[0]).toMatchObject({ kind: 'hello', snapshot: false });
    const messages = again.eventMessages();
    expect(messages.map((m) => [m.seq, m.events.length])).toEqual([
      [1, MAX_EVENTS_PER_MESSAGE],
      [2, 10],
    ]);
    const seqs = messages.flatMap((m) => m.events.map((e) => e.eventSeq));
    expect(seqs).toEqual(Array.from({ length: missed }, (_, i) => left.since + 1 + i));
    await again.close();
  });

  it(`says snapshot instead when more than ${MAX_REPLAY_EVENTS} events were missed`, async () => {
    const left = await leftAt(staff);
    for (let i = 0; i <= MAX_REPLAY_EVENTS; i++) commitEvent(box, { type: 'menu.changed', menuItemId: i });
    const again = await listen(box, staff, undefined, left);
    await settle();
    expect(again.messages).toEqual([
      expect.objectContaining({ kind: 'hello', snapshot: true, eventSeq: left.since + MAX_REPLAY_EVENTS + 1 }),
    ]);
    await again.close();
  });

  it('says snapshot for a since it cannot trust: ahead of the box, of an unknown stream beyond its start, or malformed', async () => {
    const left = await leftAt(staff);
    const tries: RealtimeResume[] = [
      { stream: left.stream, since: left.since + 1000 },
      { stream: 'another-run', since: left.since },
    ];
    for (const resume of tries) {
      const socket = await listen(box, staff, undefined, resume);
      expect(socket.messages[0]).toMatchObject({ kind: 'hello', snapshot: true, eventSeq: left.since });
      await socket.close();
    }
    const odd = await listen(box, staff, undefined, { stream: left.stream, since: -1 });
    expect(odd.messages[0]).toMatchObject({ kind: 'hello', snapshot: true });
    await odd.close();
  });
});

describe('resuming across a restart of the box', () => {
  it('replays what a screen missed before the restart, in the new run of the box', async () => {
    const first = await startTestBox();
    try {
      const firstStaff = await first.staff('staff');
      const socket = await listen(first, firstStaff);
      await socket.close();
      const left = positionOf(socket);
      const seq = commitEvent(first, { type: 'menu.changed', menuItemId: 42 });
      await first.close();

      const second = await startTestBox({ dataDir: first.dataDir, seed: false });
      try {
        const again = await listen(second, await second.staff('staff'), undefined, left);
        await settle();
        const hello = again.messages[0];
        expect(hello).toMatchObject({ kind: 'hello', snapshot: false, eventSeq: left.since });
        expect(hello?.kind === 'hello' && hello.stream).not.toBe(left.stream);
        expect(again.messages.slice(1)).toEqual([
          {
            kind: 'events',
            seq: 1,
            events: [{ eventSeq: seq, at: expect.any(Number), event: { type: 'menu.changed', menuItemId: 42 } }],
          },
        ]);
        await again.close();
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});
