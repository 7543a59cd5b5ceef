import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { DomainEvent } from '../../src/contract/events';
import type { MenuSaveResponse } from '../../src/contract/menus';
import type { OrderItemListResponse, OrderItemUpdateResponse } from '../../src/contract/orders';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addStation, routeItem } from '../kitchen/station-fixtures';
import { addTable, moveSession, orderStations, placeOrder, postOrder, startVisit } from '../table-sessions/visit-fixtures';
import { caughtUp, connect, type EventSocket, listen, settle } from './socket';

let box: TestBox;
let staff: ApiClient;
let socket: EventSocket;
beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
  socket = await listen(box, staff);
});
afterAll(async () => {
  await socket.close();
  await box.stop();
});

/** Events the staff socket received after `from` (an index into its messages). */
const since = (from: number): DomainEvent[] => socket.events().slice(from);
/** How many events the staff socket holds, once it has heard every one committed so far. */
async function heard(): Promise<number> {
  await caughtUp(socket, box);
  return socket.events().length;
}

async function visit() {
  const tableId = addTable(box);
  const tablet = await box.tablet(tableId);
  const session = await startVisit(tablet, tableId);
  return { tableId, tablet, session };
}

describe('events for changes made through the API', () => {
  it('a visit starting and an order: order.created with its ids, pushed after the commit', async () => {
    const from = await heard();
    const { tableId, tablet, session } = await visit();
    await socket.event('tableSession.updated', (e) => e.tableSessionId === session.id);
    // Reading the list the moment the event lands must already show the order.
    const seen = socket
      .event('order.created', (e) => e.tableSessionId === session.id)
      .then(() => staff.get<OrderItemListResponse>('/v1/orderitem/get/list', { includeSession: [session.id] }));
    const order = await placeOrder(tablet, session, [{ id: box.shop.items.karaage, quantity: 2 }]);
    expect((await seen).body.list.data.map((l) => l.orders.id)).toEqual([order.order.id]);
    expect(since(from)).toEqual([
      {
        type: 'tableSession.updated',
        diningTableId: tableId,
        tableSessionId: session.id,
        status: 0,
        confirmFlag: 0,
        change: 'started',
      },
      {
        type: 'order.created',
        diningTableId: tableId,
        tableSessionId: session.id,
        orderId: order.order.id,
        staffCall: false,
        stationIds: orderStations(order.order),
        planLines: false,
        // Neither its cards nor its lines: this staff socket did not ask for them (see ?detail= below).
      },
    ]);
  });

  it('a staff call is an order.created with staffCall true; a replayed order publishes nothing', async () => {
    const { tableId, tablet, session } = await visit();
    const key = crypto.randomUUID();
    const first = await postOrder(tablet, session, [{ id: box.shop.items.staffCall, quantity: 1 }], key);
    const call = await socket.event('order.created', (e) => e.orderId === first.body.order.id);
    expect(call).toEqual({
      type: 'order.created',
      diningTableId: tableId,
      tableSessionId: session.id,
      orderId: first.body.order.id,
      staffCall: true,
      // A staff call is made at no station.
      stationIds: [],
      planLines: false,
    });
    const from = await heard();
    const replay = await postOrder(tablet, session, [{ id: box.shop.items.staffCall, quantity: 1 }], key);
    expect(replay.body.replayed).toBe(true);
    await settle();
    expect(since(from)).toEqual([]);
  });

  it('serving and unserving a line: orderItem.updated with the new status, none for a no-op', async () => {
    const { tableId, tablet, session } = await visit();
    const order = await placeOrder(tablet, session, [{ id: box.shop.items.edamame, quantity: 1 }]);
    const lineId = order.order.items[0]!.id;
    const from = await heard();
    const served = await staff.post<OrderItemUpdateResponse>('/v1/orderitem/update', { id: lineId, status: 1 });
    expect(served.status).toBe(200);
    await staff.post('/v1/orderitem/update', { id: lineId, status: 1 });
    await staff.post('/v1/orderitem/update', { id: lineId, status: 0 });
    await socket.event('orderItem.updated', (e) => e.orderItemId === lineId && e.status === 0);
    const line = { type: 'orderItem.updated', diningTableId: tableId, tableSessionId: session.id, orderItemId: lineId } as const;
    expect(since(from)).toEqual([
      { ...line, status: 1 },
      { ...line, status: 0 },
    ]);
  });

  it('the bill: requested, acknowledged, paid, reopened; a refused move publishes nothing', async () => {
    const { tableId, tablet, session } = await visit();
    await placeOrder(tablet, session, [{ id: box.shop.items.beer, quantity: 1 }]);
    const from = await heard();
    expect((await moveSession(tablet, session.id, { status: 1 })).status).toBe(200);
    expect((await moveSession(tablet, session.id, { status: 2 })).status).toBe(409);
    expect((await moveSession(staff, session.id, { confirm_flag: 1 })).status).toBe(200);
    expect((await moveSession(staff, session.id, { status: 2 })).status).toBe(200);
    expect((await moveSession(staff, session.id, { status: 1 })).status).toBe(200);
    await socket.event('tableSession.updated', (e) => e.tableSessionId === session.id && e.change === 'reopened');
    const base = { type: 'tableSession.updated', diningTableId: tableId, tableSessionId: session.id } as const;
    expect(since(from)).toEqual([
      { ...base, status: 1, confirmFlag: 0, change: 'billRequested' },
      { ...base, status: 1, confirmFlag: 1, change: 'billAcknowledged' },
      { ...base, status: 2, confirmFlag: 1, change: 'paid' },
      { ...base, status: 1, confirmFlag: 1, change: 'reopened' },
    ]);
  });

  it('menus and items: menu.changed, with the item id for an item', async () => {
    const admin = await box.staff('owner', { page: true });
    const from = await heard();
    const menu = await admin.post<MenuSaveResponse>('/v1/menu/create', { label: '季節限定', name: 'seasonal', flag: 1 });
    expect(menu.status).toBe(200);
    const item = await admin.post<{ menuItem: { id: number } }>('/v1/menuitem/create', {
      name: 'sanma',
      label: '秋刀魚の塩焼き',
      price: 880,
      menu_id: menu.body.menu.id,
    });
    expect(item.status).toBe(200);
    await socket.event('menu.changed', (e) => e.menuItemId === item.body.menuItem.id);
    expect(since(from)).toEqual([
      { type: 'menu.changed', menuItemId: null },
      { type: 'menu.changed', menuItemId: item.body.menuItem.id },
    ]);
    const refused = await admin.post('/v1/menu/create', { label: '重複', name: 'seasonal', flag: 1 });
    expect(refused.status).toBe(409);
    await settle();
    expect(since(from)).toHaveLength(2);
  });
});

describe('what of a new order a socket is sent: ?detail=', () => {
  it('a staff socket gets the cards and the lines it asks for, a station its cards, nothing else', async () => {
    const { tablet, session } = await visit();
    const station = addStation(box, '詳細テスト');
    routeItem(box, box.shop.items.karaage, station);
    const sockets = {
      display: await listen(box, staff, undefined, undefined, { station_id: String(station) }),
      plain: await listen(box, staff),
      cards: await listen(box, staff, undefined, undefined, { detail: 'cards' }),
      lines: await listen(box, staff, undefined, undefined, { detail: 'lines' }),
      both: await listen(box, staff, undefined, undefined, { detail: 'lines,cards' }),
      expo: await listen(box, staff, undefined, undefined, { detail: 'expo' }),
    };
    try {
      const order = await placeOrder(tablet, session, [{ id: box.shop.items.karaage, quantity: 1 }]);
      const heard = async (socket: EventSocket) => {
        const event = await socket.event('order.created', (e) => e.orderId === order.order.id);
        return { cards: event.cards?.map((c) => c.card.order_id), lines: event.lines };
      };
      const cards = [order.order.id];
      expect(await heard(sockets.display)).toEqual({ cards, lines: undefined });
      expect(await heard(sockets.plain)).toEqual({ cards: undefined, lines: undefined });
      expect(await heard(sockets.cards)).toEqual({ cards, lines: undefined });
      expect(await heard(sockets.lines)).toEqual({ cards: undefined, lines: order.order.items });
      expect(await heard(sockets.both)).toEqual({ cards, lines: order.order.items });
      // The expo view's detail is of bumps (kitchen/expo-events.test.ts), not of new orders.
      expect(await heard(sockets.expo)).toEqual({ cards: undefined, lines: undefined });
    } finally {
      routeItem(box, box.shop.items.karaage, null);
      for (const socket of Object.values(sockets)) await socket.close();
    }
  });

  it('refuses anything but cards, lines and expo, comma-separated, each once, with a 400', async () => {
    for (const bad of ['x', 'cards,x', 'lines,', 'cards,lines,cards', 'expo,expo', 'Lines', 'cards lines']) {
      await expect(connect(box, staff, {}, undefined, undefined, { detail: bad })).rejects.toThrow(/400/);
    }
    const twice = new WebSocket(`${box.url.replace('http', 'ws')}/v1/events?detail=cards&detail=lines`, {
      headers: { origin: box.url, cookie: [...staff.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const status = await new Promise<number>((resolve) =>
      twice.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(400);
  });
});
