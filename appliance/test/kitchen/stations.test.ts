import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StationListResponse, StationRoutesResponse, StationSaveResponse } from '../../src/contract/stations';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { placeOrder, recordEvents, startVisit } from '../table-sessions/visit-fixtures';

let box: TestBox;
let owner: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  owner = await box.staff('owner', { page: true });
});
afterAll(() => box.stop());

async function create(name: string, extra: Record<string, unknown> = {}) {
  const res = await owner.post<StationSaveResponse>('/v1/station/create', { name, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.station;
}

describe('stations', () => {
  it('are created with the default age colours, listed in order, and renamed', async () => {
    const grill = await create('焼き場', { sort_order: 2 });
    const kitchen = await create('キッチン', { sort_order: 1, warn_minutes: 8, late_minutes: 15 });
    expect(grill).toMatchObject({ name: '焼き場', warn_minutes: 10, late_minutes: 20, active: 1 });
    const staff = await box.staff('staff');
    const list = await staff.get<StationListResponse>('/v1/station/get/list');
    expect(list.body.list.data.map((s) => s.name)).toEqual(['キッチン', '焼き場']);
    const renamed = await owner.post<StationSaveResponse>('/v1/station/update', { id: kitchen.id, name: '厨房' });
    expect(renamed.body.station).toMatchObject({ name: '厨房', warn_minutes: 8, late_minutes: 15 });
  });

  it('refuse a name already in use, and age colours out of order, in Japanese, changing nothing', async () => {
    await create('ドリンカー');
    const twice = await owner.post('/v1/station/create', { name: 'ドリンカー' });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ error: { code: 'DUPLICATE_STATION_NAME', message: 'ステーション名が重複しています。' } });
    const reversed = await owner.post('/v1/station/create', { name: '逆順', warn_minutes: 20, late_minutes: 10 });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ error: { code: 'VALIDATION', message: '入力内容に誤りがあります。' } });
    const list = await owner.get<StationListResponse>('/v1/station/get/list');
    expect(list.body.list.data.filter((s) => s.name === 'ドリンカー' || s.name === '逆順')).toHaveLength(1);
  });

  it('need the admin page password to change, but any staff may list them', async () => {
    const staff = await box.staff('staff');
    const refused = await staff.post('/v1/station/create', { name: '無断' });
    expect(refused.body).toMatchObject({ error: { code: 'PAGE_AUTH_REQUIRED' } });
    expect((await staff.get('/v1/station/get/list')).status).toBe(200);
  });

  it('route genres and items: new lines keep the station they were routed to', async () => {
    const kitchen = await create('ルート厨房');
    const bar = await create('ルートバー');
    await owner.post('/v1/station/route', { menu_id: box.shop.menus.food, station_id: kitchen.id });
    await owner.post('/v1/station/route', { menu_id: box.shop.menus.drink, station_id: bar.id });
    // 枝豆 is food, but this shop makes it at the bar.
    await owner.post('/v1/station/route', { menu_item_id: box.shop.items.edamame, station_id: bar.id });
    const routes = await owner.get<StationRoutesResponse>('/v1/station/get/routes');
    expect(routes.body.menus.find((m) => m.id === box.shop.menus.food)?.station_id).toBe(kitchen.id);
    expect(routes.body.items.find((i) => i.id === box.shop.items.edamame)?.station_id).toBe(bar.id);

    const tablet = await box.tablet(box.shop.tables.t1);
    const visit = await startVisit(tablet, box.shop.tables.t1);
    const recorder = recordEvents(box);
    const placed = await placeOrder(tablet, visit, [
      { id: box.shop.items.karaage, quantity: 1 },
      { id: box.shop.items.edamame, quantity: 1 },
      { id: box.shop.items.oolong, quantity: 2 },
      { id: box.shop.items.beer, quantity: 1 },
    ]);
    const stationOf = (itemId: number) => placed.order.items.find((l) => l.menuitems.id === itemId)?.station_id;
    expect(stationOf(box.shop.items.karaage)).toBe(kitchen.id);
    expect(stationOf(box.shop.items.edamame)).toBe(bar.id);
    expect(stationOf(box.shop.items.oolong)).toBe(bar.id);
    expect(stationOf(box.shop.items.beer)).toBeNull(); // alcohol is routed nowhere
    // The order's event names the stations it went to, so a display reloads only for its own.
    const call = await placeOrder(tablet, visit, [{ id: box.shop.items.staffCall, quantity: 1 }]);
    recorder.stop();
    const created = recorder.events.filter((e) => e.type === 'order.created');
    expect(created.map((e) => [e.orderId, [...(e.stationIds ?? ['absent'])].sort()])).toEqual([
      [placed.order.id, [kitchen.id, bar.id].sort()],
      [call.order.id, []],
    ]);
    expect(placed.order.items.every((l) => l.state === 'ordered')).toBe(true);

    // Removing the bar sends its genre and item nowhere; the lines already ordered keep it.
    expect((await owner.post('/v1/station/delete', { id: bar.id })).status).toBe(200);
    const after = await owner.get<StationRoutesResponse>('/v1/station/get/routes');
    expect(after.body.menus.find((m) => m.id === box.shop.menus.drink)?.station_id).toBeNull();
    expect(after.body.items.find((i) => i.id === box.shop.items.edamame)?.station_id).toBeNull();
    const next = await placeOrder(tablet, visit, [{ id: box.shop.items.edamame, quantity: 1 }]);
    expect(next.order.items[0]?.station_id).toBe(kitchen.id); // back to its genre's
    const list = await owner.get<StationListResponse>('/v1/station/get/list', { includeRemoved: 1 });
    expect(list.body.list.data.find((s) => s.id === bar.id)?.active).toBe(0);
    // A removed station takes no routes.
    const refused = await owner.post('/v1/station/route', { menu_id: box.shop.menus.drink, station_id: bar.id });
    expect(refused.status).toBe(404);
  });

  it('a route names either a genre or an item', async () => {
    const both = await owner.post('/v1/station/route', {
      menu_id: box.shop.menus.food,
      menu_item_id: box.shop.items.karaage,
      station_id: null,
    });
    expect(both.status).toBe(400);
    const neither = await owner.post('/v1/station/route', { station_id: null });
    expect(neither.status).toBe(400);
  });
});
