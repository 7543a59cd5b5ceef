import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_CONSUMER, STAFF_FRAME_MS, STAFF_MESSAGES_PER_SECOND, staffFrameMs } from '../../src/realtime/hub';
import { commitEvent } from '../helpers/domain-events';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { connect, listen, settle } from './socket';

let box: TestBox;
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(() => box.stop());

/** After the hub's next-tick fan-out. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const orderOn = (diningTableId: number, orderId: number) =>
  commitEvent(box, { type: 'order.created', diningTableId, tableSessionId: orderId, orderId, staffCall: false });

describe('/v1/events', () => {
  it('greets with the protocol version, seq 0 and a snapshot, then sends the events of one commit in one message, numbered 1, 2, 3', async () => {
    const staff = await connect(box, await box.staff('staff'));
    const hello = await staff.next((m) => m.kind === 'hello');
    expect(hello).toEqual({
      kind: 'hello',
      protocol: 3,
      seq: 0,
      stream: expect.any(String),
      eventSeq: expect.any(Number),
      snapshot: true,
    });
    // Committed in one turn of the event loop, as a group commit of orders is: one message, at once.
    const first = commitEvent(box, { type: 'menu.changed', menuItemId: null });
    orderOn(box.shop.tables.t2, 1);
    orderOn(box.shop.tables.t1, 2);
    await nextTurn();
    // Then two more commits, each in a turn of its own, right after that message (a rush): a staff
    // screen hears them together in its next message, STAFF_FRAME_MS after the last one.
    orderOn(box.shop.tables.t1, 3);
    await nextTurn();
    orderOn(box.shop.tables.t1, 4);
    await staff.event('order.created', (e) => e.orderId === 4);
    // A commit in a quiet moment: a message of its own.
    await settle(STAFF_FRAME_MS + 20);
    orderOn(box.shop.tables.t1, 5);
    await staff.event('order.created', (e) => e.orderId === 5);
    const messages = staff.eventMessages();
    expect(messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(messages.map((m) => m.events.length)).toEqual([3, 2, 1]);
    // The box-wide numbers: the hello's, then one per event committed since.
    expect(first).toBe(hello.kind === 'hello' ? hello.eventSeq + 1 : -1);
    const events = messages.flatMap((m) => m.events);
    expect(events.map((e) => e.eventSeq)).toEqual([first, first + 1, first + 2, first + 3, first + 4, first + 5]);
    expect(events[0]).toEqual({ eventSeq: first, at: expect.any(Number), event: { type: 'menu.changed', menuItemId: null } });
    await staff.close();
  });

  it("with more staff screens than the shop's messages a second allow, each screen's messages come further apart, none lost", async () => {
    expect(staffFrameMs(10)).toBe(STAFF_FRAME_MS);
    expect(staffFrameMs(150)).toBe((150 * 1000) / STAFF_MESSAGES_PER_SECOND);
    // Twice the screens STAFF_FRAME_MS allows for: 8 sockets per login, the most one login holds.
    const screens = Math.ceil(((2 * STAFF_MESSAGES_PER_SECOND) / 1000) * STAFF_FRAME_MS);
    const logins = await Promise.all(Array.from({ length: Math.ceil(screens / 8) }, () => box.staff('staff')));
    const sockets = await Promise.all(Array.from({ length: screens }, (_, i) => listen(box, logins[Math.floor(i / 8)]!)));
    await settle(staffFrameMs(screens) + 20);
    const watched = sockets[screens - 1]!;
    const arrivals: number[] = [];
    watched.ws.on('message', (data) => {
      if (String(data).includes('"menuItemId":50')) arrivals.push(performance.now());
    });
    // A commit every 20 ms for a second, as a rush's orders and bumps come.
    for (let i = 0; i < 50; i++) {
      commitEvent(box, { type: 'menu.changed', menuItemId: 5000 + i });
      await settle(20);
    }
    await watched.event('menu.changed', (e) => e.menuItemId === 5049);
    const heard = watched.events().filter((e) => e.type === 'menu.changed' && (e.menuItemId ?? 0) >= 5000);
    expect(heard).toHaveLength(50);
    // The first at once, then one message per frame of twice STAFF_FRAME_MS, not of STAFF_FRAME_MS.
    const gaps = arrivals.slice(1).map((at, i) => at - arrivals[i]!);
    const median = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!;
    expect(gaps.length).toBeGreaterThanOrEqual(3);
    expect(median).toBeGreaterThan(0.8 * staffFrameMs(screens));
    await Promise.all(sockets.map((socket) => socket.close()));
  });

  it('a tablet hears each commit at once, while staff screens hear a run of commits together', async () => {
    const staff = await listen(box, await box.staff('staff'));
    const tablet = await listen(box, await box.tablet(box.shop.tables.t1));
    await settle(STAFF_FRAME_MS + 20);
    orderOn(box.shop.tables.t1, 20);
    await nextTurn();
    orderOn(box.shop.tables.t1, 21);
    await nextTurn();
    orderOn(box.shop.tables.t1, 22);
    await tablet.event('order.created', (e) => e.orderId === 22);
    await staff.event('order.created', (e) => e.orderId === 22);
    // The staff screen: the first commit at once, the next two together; the tablet: one message each.
    expect(staff.eventMessages().map((m) => m.events.length)).toEqual([1, 2]);
    expect(tablet.eventMessages().map((m) => m.events.length)).toEqual([1, 1, 1]);
    await staff.close();
    await tablet.close();
  });

  it('gives a tablet its own table and menu changes, numbered without gaps for the events it is not sent', async () => {
    const tablet = await listen(box, await box.tablet(box.shop.tables.t1));
    orderOn(box.shop.tables.t2, 10);
    orderOn(box.shop.tables.t1, 11);
    orderOn(box.shop.tables.t2, 12);
    commitEvent(box, { type: 'menu.changed', menuItemId: 5 });
    await tablet.event('menu.changed');
    await settle();
    // One commit's events that the tablet may hear, in one message; a commit it hears nothing of
    // sends it nothing and takes no number.
    orderOn(box.shop.tables.t2, 13);
    await settle(20);
    orderOn(box.shop.tables.t1, 14);
    await tablet.event('order.created', (e) => e.orderId === 14);
    const messages = tablet.eventMessages();
    expect(messages.map((m) => [m.seq, m.events.map((e) => e.event.type)])).toEqual([
      [1, ['order.created', 'menu.changed']],
      [2, ['order.created']],
    ]);
    expect(tablet.events().some((e) => e.type === 'order.created' && e.diningTableId !== box.shop.tables.t1)).toBe(false);
    await tablet.close();
  });

  it('refuses an upgrade without a login or tablet credential', async () => {
    await expect(connect(box, null)).rejects.toThrow('401');
    const forged = box.client();
    forged.cookies.set('so_dev', 'eyJhbGciOiJIUzI1NiJ9.e30.forged');
    forged.cookies.set('so_sid', 'not-a-session');
    await expect(connect(box, forged)).rejects.toThrow('401');
  });

  it('refuses an upgrade from another site even with valid cookies', async () => {
    const staff = await box.staff('staff');
    await expect(connect(box, staff, { origin: 'http://evil.example' })).rejects.toThrow('403');
    await expect(connect(box, staff, { origin: 'null' })).rejects.toThrow('403');
    const tablet = await box.tablet(box.shop.tables.t1);
    await expect(connect(box, tablet, { origin: `http://evil.example:${box.port}` })).rejects.toThrow('403');
  });

  it('refuses a logged-out session', async () => {
    const staff = await box.staff('staff');
    const cookies = new Map(staff.cookies);
    await staff.post('/v1/auth/logout');
    const stale = box.client();
    for (const [k, v] of cookies) stale.cookies.set(k, v);
    await expect(connect(box, stale)).rejects.toThrow('401');
  });

  it('drops frames larger than 64 KiB and forgets the socket', async () => {
    const socket = await listen(box, await box.staff('staff'));
    const closed = new Promise<number>((resolve) => socket.ws.on('close', (code) => resolve(code)));
    socket.ws.send('x'.repeat(70 * 1024));
    expect(await closed).toBe(1009);
    const seq = orderOn(box.shop.tables.t1, 20); // fan-out to a closed socket must not throw
    expect(box.deps.events.cursorOf(HUB_CONSUMER)).toBe(seq);
  });

  it('ignores what clients send below the cap', async () => {
    const socket = await listen(box, await box.staff('staff'));
    socket.ws.send('{"kind":"hello"}');
    socket.ws.send('not json');
    orderOn(box.shop.tables.t1, 30);
    await socket.event('order.created', (e) => e.orderId === 30);
    await socket.close();
  });
});
