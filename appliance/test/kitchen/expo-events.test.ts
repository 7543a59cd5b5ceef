import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KitchenBumpResponse, KitchenExpoResponse } from '../../src/contract/kitchen';
import { domainEvents } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { type EventSocket, listen } from '../realtime/socket';
import { addTable, placeOrder, startVisit } from '../table-sessions/visit-fixtures';
import { addStation, routeMenu } from './station-fixtures';

let box: TestBox;
let staff: ApiClient;
let kitchen: number;
beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
  kitchen = addStation(box, 'キッチン');
  routeMenu(box, box.shop.menus.food, kitchen);
});
afterAll(() => box.stop());

const bump = (body: Record<string, unknown>) => staff.post<KitchenBumpResponse>('/v1/kitchen/bump', body);
const expoView = async () => (await staff.get<KitchenExpoResponse>('/v1/kitchen/get/expo')).body;

async function orderAt(label: string) {
  const tableId = addTable(box, label);
  const tablet = await box.tablet(tableId);
  const visit = await startVisit(tablet, tableId);
  const placed = await placeOrder(tablet, visit, [
    { id: box.shop.items.karaage, quantity: 2 },
    { id: box.shop.items.edamame, quantity: 1 },
  ]);
  return { tableId, order: placed.order };
}

describe('a bump tells the expo view what became ready: kitchen.bumped with ?detail=expo', () => {
  it('the expo socket hears the lines as the expo view answers them; other sockets and the stored event do not carry them', async () => {
    const { tableId, order } = await orderAt('X-1');
    const [karaage, edamame] = order.items;
    const sockets: Record<string, EventSocket> = {
      expo: await listen(box, staff, undefined, undefined, { detail: 'expo' }),
      plain: await listen(box, staff),
      display: await listen(box, staff, undefined, undefined, { station_id: String(kitchen) }),
    };
    try {
      const heard = (socket: EventSocket, id: number) =>
        socket.event('kitchen.bumped', (e) => e.orderId === order.id && e.orderItemIds.includes(id));

      // One line, then the rest: each event holds only what its own bump made ready.
      expect((await bump({ station_id: kitchen, order_id: order.id, order_item_ids: [karaage!.id] })).body.bumped).toEqual([
        karaage!.id,
      ]);
      const first = await heard(sockets.expo!, karaage!.id);
      const afterFirst = (await expoView()).tables.find((t) => t.dining_table_id === tableId)!;
      expect(first.expo).toEqual(afterFirst);
      expect(first.expo?.lines.map((l) => [l.name, l.quantity, l.station_name])).toEqual([['若鶏の唐揚げ', 2, 'キッチン']]);

      expect((await bump({ station_id: kitchen, order_id: order.id })).body.bumped).toEqual([edamame!.id]);
      const second = await heard(sockets.expo!, edamame!.id);
      const afterSecond = (await expoView()).tables.find((t) => t.dining_table_id === tableId)!;
      expect(second.expo).toEqual({ ...afterSecond, lines: afterSecond.lines.filter((l) => l.id === edamame!.id) });
      expect(second.expo?.table_label).toBe('X-1');

      expect((await heard(sockets.plain!, edamame!.id)).expo).toBeUndefined();
      expect((await heard(sockets.display!, edamame!.id)).expo).toBeUndefined();

      // The events table keeps the bump without its lines (a replay from it makes the view load).
      const stored = box.deps.db.select().from(domainEvents).where(eq(domainEvents.type, 'kitchen.bumped')).all();
      const mine = stored.filter((row) => JSON.parse(row.payload).orderId === order.id);
      expect(mine).toHaveLength(2);
      for (const row of mine) expect(JSON.parse(row.payload)).not.toHaveProperty('expo');
    } finally {
      for (const socket of Object.values(sockets)) await socket.close();
    }
  });

  it('a line served before its bump is heard does not come back: the event holds only lines still ready', async () => {
    const { order } = await orderAt('X-2');
    const [karaage, edamame] = order.items;
    // Served straight from the pass, before the station bumped it.
    await staff.post('/v1/orderitem/update', { id: karaage!.id, status: 1 });
    const socket = await listen(box, staff, undefined, undefined, { detail: 'expo' });
    try {
      expect((await bump({ station_id: kitchen, order_id: order.id })).body.bumped).toEqual([edamame!.id]);
      const event = await socket.event('kitchen.bumped', (e) => e.orderId === order.id);
      expect(event.expo?.lines.map((l) => l.id)).toEqual([edamame!.id]);
    } finally {
      await socket.close();
    }
  });
});
