import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitchenBumpResponse } from '../../src/contract/kitchen';
import type { ApiClient } from '../helpers/api-client';
import { commitEvent } from '../helpers/domain-events';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addStation, routeMenu } from '../kitchen/station-fixtures';
import { addTable, placeOrder, startVisit } from '../table-sessions/visit-fixtures';
import { connect, listen, positionOf, settle } from './socket';

/*
 * A kitchen display opens /v1/events?station_id=: it hears its station's events (each commit at
 * once, as a tablet does) and not the rest of the shop's.
 */

let box: TestBox;
let staff: ApiClient;
let kitchen: number;
let bar: number;
beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
  kitchen = addStation(box, 'ソケット・キッチン');
  bar = addStation(box, 'ソケット・ドリンカー');
  routeMenu(box, box.shop.menus.food, kitchen);
  routeMenu(box, box.shop.menus.drink, bar);
});
afterAll(() => box.stop());

async function seated() {
  const tableId = addTable(box);
  const tablet = await box.tablet(tableId);
  const session = await startVisit(tablet, tableId);
  return { tableId, tablet, session };
}

const atStation = (stationId: number) => ({ station_id: String(stationId) });
const types = (socket: { events(): { type: string }[] }) => socket.events().map((e) => e.type);

describe('/v1/events?station_id=', () => {
  it("hears its station's orders, bumps and 取消 and a line served, not another station's orders or the printers' news", async () => {
    const a = await seated();
    const display = await listen(box, staff, undefined, undefined, atStation(kitchen));
    const everything = await listen(box, staff);
    const food = await placeOrder(a.tablet, a.session, [{ id: box.shop.items.karaage, quantity: 1 }]);
    const drinks = await placeOrder(a.tablet, a.session, [{ id: box.shop.items.oolong, quantity: 1 }]);
    const bumpedAtBar = await staff.post<KitchenBumpResponse>('/v1/kitchen/bump', { station_id: bar, order_id: drinks.order.id });
    expect(bumpedAtBar.status).toBe(200);
    commitEvent(box, { type: 'printer.changed', printerId: 1, change: 'state' });
    commitEvent(box, { type: 'menu.changed', menuItemId: null });
    const served = await staff.post('/v1/orderitem/update', { id: food.order.items[0]!.id, status: 1 });
    expect(served.status).toBe(200);
    await everything.event('orderItem.updated');
    await display.event('orderItem.updated');
    await settle(50);

    expect(types(everything)).toEqual([
      'order.created',
      'order.created',
      'kitchen.bumped',
      'printer.changed',
      'menu.changed',
      'orderItem.updated',
    ]);
    expect(types(display)).toEqual(['order.created', 'orderItem.updated']);
    expect(display.events()[0]).toMatchObject({ orderId: food.order.id, stationIds: [kitchen] });
    // Numbered 1, 2 ... as it is sent them: no gap for what it is not sent.
    expect(display.eventMessages().map((m) => m.seq)).toEqual([1, 2]);
    await display.close();
    await everything.close();
  });

  it('hears each commit at once, where the other staff screens hear a run of commits together', async () => {
    const display = await listen(box, staff, undefined, undefined, atStation(kitchen));
    const paced = await listen(box, staff);
    await settle(150);
    const order = (orderId: number) =>
      commitEvent(box, {
        type: 'order.created',
        diningTableId: 1,
        tableSessionId: 1,
        orderId,
        staffCall: false,
        stationIds: [kitchen],
      });
    order(900_001);
    await settle(5);
    order(900_002);
    await settle(5);
    order(900_003);
    await display.event('order.created', (e) => e.orderId === 900_003);
    await paced.event('order.created', (e) => e.orderId === 900_003);
    expect(display.eventMessages().map((m) => m.events.length)).toEqual([1, 1, 1]);
    expect(paced.eventMessages().map((m) => m.events.length)).toEqual([1, 2]);
    await display.close();
    await paced.close();
  });

  it("a display that reconnects gets only its station's events it missed", async () => {
    const a = await seated();
    const first = await listen(box, staff, undefined, undefined, atStation(bar));
    await settle(50);
    await first.close();
    const left = positionOf(first);
    await placeOrder(a.tablet, a.session, [{ id: box.shop.items.karaage, quantity: 1 }]);
    const drinks = await placeOrder(a.tablet, a.session, [{ id: box.shop.items.oolong, quantity: 2 }]);
    const again = await listen(box, staff, undefined, left, atStation(bar));
    await settle(50);
    expect(again.messages[0]).toMatchObject({ kind: 'hello', snapshot: false });
    expect(again.events()).toEqual([expect.objectContaining({ type: 'order.created', orderId: drinks.order.id })]);
    await again.close();
  });

  it('refuses a station_id that is not one positive integer with a 400', async () => {
    for (const bad of ['x', '0', '-1', '1.5', '99999999999', '']) {
      await expect(connect(box, staff, {}, undefined, undefined, { station_id: bad })).rejects.toThrow(/400/);
    }
  });
});
