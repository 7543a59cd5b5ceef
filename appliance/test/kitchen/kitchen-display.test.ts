import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderItemCancelBody } from '../../src/contract/corrections';
import type {
  KitchenBumpResponse,
  KitchenCardsResponse,
  KitchenExpoResponse,
  KitchenRecallResponse,
} from '../../src/contract/kitchen';
import type { OrderCreateResponse } from '../../src/contract/orders';
import type { TableSessionListResponse } from '../../src/contract/table-sessions';
import { deleteOptionGroup } from '../../src/features/option-groups/option-groups.service';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addYakikata, choiceId } from '../option-groups/option-fixtures';
import { listen } from '../realtime/socket';
import { addTable, moveSession, orderBody, placeOrder, recordEvents, startVisit } from '../table-sessions/visit-fixtures';
import { addStation, routeItem, routeMenu } from './station-fixtures';

let box: TestBox;
let staff: ApiClient;
let kitchen: number;
let bar: number;
beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
  kitchen = addStation(box, 'キッチン');
  bar = addStation(box, 'ドリンカー');
  routeMenu(box, box.shop.menus.food, kitchen);
  routeMenu(box, box.shop.menus.drink, bar);
  routeMenu(box, box.shop.menus.alcohol, bar);
  routeItem(box, box.shop.items.nomihodai, bar);
});
afterAll(() => box.stop());

async function seated(label: string) {
  const tableId = addTable(box, label);
  const tablet = await box.tablet(tableId);
  const visit = await startVisit(tablet, tableId);
  return { tableId, tablet, visit };
}

const cards = async (stationId: number) =>
  (await staff.get<KitchenCardsResponse>('/v1/kitchen/get/cards', { station_id: stationId })).body;
const cardOf = async (stationId: number, orderId: number) => (await cards(stationId)).cards.find((c) => c.order_id === orderId);
const bump = (body: Record<string, unknown>) => staff.post<KitchenBumpResponse>('/v1/kitchen/bump', body);

describe('the kitchen display', () => {
  it('shows each station its own lines of an order, 新規 for the first order of a visit and 追加 after', async () => {
    const a = await seated('A-1');
    const first = await placeOrder(a.tablet, a.visit, [
      { id: box.shop.items.karaage, quantity: 2 },
      { id: box.shop.items.oolong, quantity: 1 },
    ]);
    const later = await placeOrder(a.tablet, a.visit, [{ id: box.shop.items.edamame, quantity: 1 }]);
    const atKitchen = await cards(kitchen);
    expect(atKitchen.station.name).toBe('キッチン');
    expect(atKitchen.now).toBeGreaterThan(Date.now() - 5000);
    expect(atKitchen.cards.find((c) => c.order_id === first.order.id)).toMatchObject({
      table_label: 'A-1',
      kind: 'new',
      lines: [{ name: '若鶏の唐揚げ', quantity: 2, state: 'ordered', ready_at: null }],
    });
    expect(atKitchen.cards.find((c) => c.order_id === later.order.id)).toMatchObject({
      kind: 'added',
      lines: [{ name: '枝豆' }],
    });
    const atBar = await cards(bar);
    expect(atBar.cards.find((c) => c.order_id === first.order.id)?.lines.map((l) => l.name)).toEqual(['烏龍茶']);
    expect(atBar.cards.some((c) => c.order_id === later.order.id)).toBe(false);
  });

  it("order_ids: only those orders' cards open at the station, oldest first; a bumped card or an order elsewhere is not one", async () => {
    const c = await seated('C-3');
    const first = await placeOrder(c.tablet, c.visit, [{ id: box.shop.items.karaage, quantity: 1 }]);
    const drinks = await placeOrder(c.tablet, c.visit, [{ id: box.shop.items.oolong, quantity: 1 }]);
    const second = await placeOrder(c.tablet, c.visit, [
      { id: box.shop.items.edamame, quantity: 2 },
      { id: box.shop.items.oolong, quantity: 1 },
    ]);
    const some = async (orderIds: number[]) =>
      staff.get<KitchenCardsResponse>('/v1/kitchen/get/cards', { station_id: kitchen, order_ids: orderIds });
    const answer = await some([second.order.id, drinks.order.id, first.order.id]);
    expect(answer.status).toBe(200);
    expect(answer.body.station.name).toBe('キッチン');
    const whole = await cards(kitchen);
    // The same cards as the whole station's answer holds, nothing more.
    expect(answer.body.cards).toEqual(whole.cards.filter((card) => [first.order.id, second.order.id].includes(card.order_id)));
    expect(answer.body.cards.map((card) => [card.order_id, card.kind, card.lines.map((l) => l.name)])).toEqual([
      [first.order.id, 'new', ['若鶏の唐揚げ']],
      [second.order.id, 'added', ['枝豆']],
    ]);
    await bump({ station_id: kitchen, order_id: first.order.id });
    expect((await some([first.order.id])).body.cards).toEqual([]);
    // Not a list of ids: a 400, as for any other query.
    for (const bad of ['order_ids[]=x', 'order_ids[]=0', `${'order_ids[]=1&'.repeat(51)}`]) {
      const refused = await staff.get(`/v1/kitchen/get/cards?station_id=${kitchen}&${bad}`);
      expect(refused.status).toBe(400);
    }
  });

  it('bump: the card leaves, the line is ready (調理完了) and waits on the expo view by table until served', async () => {
    const b = await seated('B-2');
    const order = await placeOrder(b.tablet, b.visit, [
      { id: box.shop.items.karaage, quantity: 1 },
      { id: box.shop.items.edamame, quantity: 3 },
    ]);
    const socket = await listen(box, staff);
    const [karaage, edamame] = order.order.items;
    // One line first, then the rest of the card.
    const one = await bump({ station_id: kitchen, order_id: order.order.id, order_item_ids: [karaage!.id] });
    expect(one.body.bumped).toEqual([karaage!.id]);
    expect((await cardOf(kitchen, order.order.id))?.lines.map((l) => l.state)).toEqual(['ready', 'ordered']);
    const rest = await bump({ station_id: kitchen, order_id: order.order.id });
    expect(rest.body.bumped).toEqual([edamame!.id]);
    expect(await cardOf(kitchen, order.order.id)).toBeUndefined();
    const event = await socket.event(
      'kitchen.bumped',
      (e) => e.orderId === order.order.id && e.orderItemIds.includes(edamame!.id),
    );
    expect(event).toMatchObject({ stationId: kitchen, bumped: true, diningTableId: b.tableId });
    await socket.close();

    const expo = (await staff.get<KitchenExpoResponse>('/v1/kitchen/get/expo')).body;
    const table = expo.tables.find((t) => t.dining_table_id === b.tableId);
    expect(table?.table_label).toBe('B-2');
    expect(table?.lines.map((l) => [l.name, l.quantity, l.station_name])).toEqual([
      ['若鶏の唐揚げ', 1, 'キッチン'],
      ['枝豆', 3, 'キッチン'],
    ]);
    // Bumping again changes nothing.
    expect((await bump({ station_id: kitchen, order_id: order.order.id })).body.bumped).toEqual([]);
    // Carried: the floor marks it served, and it leaves the expo view.
    await staff.post('/v1/orderitem/update', { id: karaage!.id, status: 1 });
    const after = (await staff.get<KitchenExpoResponse>('/v1/kitchen/get/expo')).body;
    expect(after.tables.find((t) => t.dining_table_id === b.tableId)?.lines.map((l) => l.name)).toEqual(['枝豆']);
  });

  it('recall brings the last bump back onto the display, but not a line served since', async () => {
    const c = await seated('C-3');
    const order = await placeOrder(c.tablet, c.visit, [
      { id: box.shop.items.karaage, quantity: 1 },
      { id: box.shop.items.edamame, quantity: 1 },
    ]);
    const ids = order.order.items.map((l) => l.id);
    await bump({ station_id: kitchen, order_id: order.order.id });
    await staff.post('/v1/orderitem/update', { id: ids[0], status: 1 });
    const recalled = await staff.post<KitchenRecallResponse>('/v1/kitchen/recall', { order_item_ids: ids });
    expect(recalled.body.recalled).toEqual([ids[1]]);
    expect((await cardOf(kitchen, order.order.id))?.lines.map((l) => l.state)).toEqual(['served', 'ordered']);
  });

  it('取消: the line leaves the bill, shows as cancelled on its card until bumped, and a served line cannot be cancelled', async () => {
    const d = await seated('D-4');
    const order = await placeOrder(d.tablet, d.visit, [
      { id: box.shop.items.karaage, quantity: 2 },
      { id: box.shop.items.edamame, quantity: 1 },
    ]);
    const [karaage, edamame] = order.order.items;
    await bump({ station_id: kitchen, order_id: order.order.id });
    expect(await cardOf(kitchen, order.order.id)).toBeUndefined();

    const socket = await listen(box, staff);
    const cancel = (body: OrderItemCancelBody) =>
      staff.post<{ orderItem: { state: string; subtotal: number } }>('/v1/orderitem/cancel', body);
    const cancelled = await cancel({ id: karaage!.id, reason: 'mistake' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.orderItem).toMatchObject({ state: 'cancelled', subtotal: 0, price: 0, unit_price: 680 });
    expect(await socket.event('orderItem.cancelled', (e) => e.orderItemId === karaage!.id)).toMatchObject({ stationId: kitchen });
    await socket.close();

    // The bumped card is back with the 取消 to see; bumping it clears it.
    const back = await cardOf(kitchen, order.order.id);
    expect(back?.lines.map((l) => [l.name, l.state])).toEqual([
      ['若鶏の唐揚げ', 'cancelled'],
      ['枝豆', 'ready'],
    ]);
    await bump({ station_id: kitchen, order_id: order.order.id });
    expect(await cardOf(kitchen, order.order.id)).toBeUndefined();
    // The cancelled line is not waiting to be carried.
    const expo = (await staff.get<KitchenExpoResponse>('/v1/kitchen/get/expo')).body;
    expect(expo.tables.find((t) => t.dining_table_id === d.tableId)?.lines.map((l) => l.name)).toEqual(['枝豆']);

    // Twice changes nothing; a served line needs a manager, in Japanese.
    expect((await cancel({ id: karaage!.id, reason: 'mistake' })).status).toBe(200);
    await staff.post('/v1/orderitem/update', { id: edamame!.id, status: 1 });
    const served = await cancel({ id: edamame!.id, reason: 'customer' });
    expect(served.status).toBe(403);
    expect(served.body).toMatchObject({
      error: {
        code: 'CORRECTION_NEEDS_AUTHORITY',
        message: '提供済みまたはお会計中の注文の取消には、責任者の権限またはページパスワードが必要です。',
      },
    });
    // Nor can a cancelled line be marked served.
    expect((await staff.post('/v1/orderitem/update', { id: karaage!.id, status: 1 })).status).toBe(409);

    // The bill counts only the edamame.
    await moveSession(d.tablet, d.visit.id, { status: 1 });
    const sessions = await staff.get<TableSessionListResponse>('/v1/tablesession/get/list', { status: [1] });
    expect(sessions.body.list.data.find((s) => s.id === d.visit.id)?.total_amount).toBe(390);
  });

  it('a cancelled 飲み放題 makes no drink free', async () => {
    const e = await seated('E-5');
    const plan = await placeOrder(e.tablet, e.visit, [{ id: box.shop.items.nomihodai, quantity: 1 }]);
    await staff.post('/v1/orderitem/cancel', { id: plan.order.items[0]!.id, reason: 'customer' });
    const drink = await placeOrder(e.tablet, e.visit, [{ id: box.shop.items.beer, quantity: 1 }]);
    expect(drink.order.items[0]).toMatchObject({ price: 550, subtotal: 550 });
  });

  it("an order's event carries its card at each station, as the display's load answers it, so a display needs no load", async () => {
    const group = addYakikata(box, [box.shop.items.karaage]);
    const f = await seated('F-6');
    const recorder = recordEvents(box);
    const first = await staff.post<OrderCreateResponse>(
      '/v1/order/create',
      {
        ...orderBody(f.visit, []),
        orderItemsData: {
          items: [
            { id: box.shop.items.karaage, quantity: 2, options: [choiceId(group, 'タレ')], note: 'よく焼きで' },
            { id: box.shop.items.oolong, quantity: 1 },
            { id: box.shop.items.edamame, quantity: 1 },
          ],
        },
      },
      { 'Idempotency-Key': randomUUID() },
    );
    const later = await placeOrder(f.tablet, f.visit, [{ id: box.shop.items.oolong, quantity: 3 }]);
    const call = await placeOrder(f.tablet, f.visit, [{ id: box.shop.items.staffCall, quantity: 1 }]);
    recorder.stop();
    const created = recorder.events.flatMap((event) => (event.type === 'order.created' ? [event] : []));
    expect(created.map((event) => event.orderId)).toEqual([first.body.order.id, later.order.id, call.order.id]);
    const loaded = async (stationId: number, orderId: number) =>
      (await staff.get<KitchenCardsResponse>('/v1/kitchen/get/cards', { station_id: stationId, order_ids: [orderId] })).body
        .cards;
    for (const event of created) {
      for (const { station_id, card } of event.cards ?? []) expect([card]).toEqual(await loaded(station_id, event.orderId));
    }
    expect(created.map((event) => event.cards?.map((c) => [c.station_id, c.card.kind, c.card.lines.map((l) => l.name)]))).toEqual(
      [
        [
          [kitchen, 'new', ['若鶏の唐揚げ', '枝豆']],
          [bar, 'new', ['烏龍茶']],
        ],
        [[bar, 'added', ['烏龍茶']]],
        [],
      ],
    );
    expect(created[0]?.cards?.[0]?.card.lines[0]).toMatchObject({ options: ['タレ'], note: 'よく焼きで', quantity: 2 });
    deleteOptionGroup(box.deps, group.id);
  });

  it('a card and the expo view say which variant to make and carry: options and the note, apart per choice', async () => {
    const group = addYakikata(box, [box.shop.items.karaage]);
    const e = await seated('E-5');
    const order = await staff.post<OrderCreateResponse>(
      '/v1/order/create',
      {
        ...orderBody(e.visit, []),
        orderItemsData: {
          items: [
            { id: box.shop.items.karaage, quantity: 2, options: [choiceId(group, 'タレ')], note: 'よく焼きで' },
            { id: box.shop.items.karaage, quantity: 1, options: [choiceId(group, '塩')] },
          ],
        },
      },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(order.status).toBe(200);
    const card = await cardOf(kitchen, order.body.order.id);
    expect(card?.lines.map((l) => [l.name, l.quantity, l.options, l.note])).toEqual([
      ['若鶏の唐揚げ', 1, ['塩'], null],
      ['若鶏の唐揚げ', 2, ['タレ'], 'よく焼きで'],
    ]);
    await bump({ station_id: kitchen, order_id: order.body.order.id });
    const expo = (await staff.get<KitchenExpoResponse>('/v1/kitchen/get/expo')).body;
    expect(expo.tables.find((t) => t.dining_table_id === e.tableId)?.lines.map((l) => [l.options, l.note])).toEqual([
      [['塩'], null],
      [['タレ'], 'よく焼きで'],
    ]);
    deleteOptionGroup(box.deps, group.id);
  });

  it('refuses a bump of a station or order that has nothing there, and a tablet', async () => {
    const f = await seated('F-6');
    const order = await placeOrder(f.tablet, f.visit, [{ id: box.shop.items.karaage, quantity: 1 }]);
    expect((await bump({ station_id: bar, order_id: order.order.id })).status).toBe(404);
    expect((await bump({ station_id: 999_999, order_id: order.order.id })).status).toBe(404);
    expect((await f.tablet.post('/v1/kitchen/bump', { station_id: kitchen, order_id: order.order.id })).status).toBe(401);
    expect((await staff.get('/v1/kitchen/get/cards', { station_id: 999_999 })).status).toBe(404);
    expect(await cardOf(kitchen, order.order.id)).toBeDefined();
  });
});
