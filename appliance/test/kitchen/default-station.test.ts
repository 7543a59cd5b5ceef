import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import type { KitchenCardsResponse } from '../../src/contract/kitchen';
import type { StationRoutesResponse } from '../../src/contract/stations';
import { startFakePrinter } from '../../src/devices/fake-printer';
import type { FakePrinter } from '../../src/devices/fake-printer/types';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addPrinter } from '../printing/printer-fixtures';
import { addTable, placeOrder, startVisit } from '../table-sessions/visit-fixtures';
import { addStation, routeMenu } from './station-fixtures';

/*
 * A genre or item routed to no station: the owner sees it listed, and picks a default station
 * that such lines go to when ordered (its printer prints them, its display shows them). Without
 * one, the line keeps no station (the staff board shows it under 未設定).
 */

let box: TestBox;
let owner: ApiClient;
let staff: ApiClient;
let kitchen: number;
const fakes: FakePrinter[] = [];

beforeAll(async () => {
  box = await startTestBox({
    printing: {
      timing: {
        retryFirstMs: 50,
        retryMaxMs: 400,
        probeIdleMs: 60_000,
        probeDownMs: 200,
        connectTimeoutMs: 500,
        confirmTimeoutMs: 2_000,
      },
      failoverSeconds: 1,
      holdAfterMinutes: 60,
    },
  });
  owner = await box.staff('owner', { page: true });
  staff = await box.staff('staff');
  kitchen = addStation(box, 'キッチン');
  routeMenu(box, box.shop.menus.drink, kitchen);
});
afterAll(() => box.stop());
afterEach(async () => {
  for (const fake of fakes.splice(0)) await fake.close();
});

async function seated(label: string) {
  const tableId = addTable(box, label);
  const tablet = await box.tablet(tableId);
  const visit = await startVisit(tablet, tableId);
  return { tablet, visit };
}

const routes = async () => (await owner.get<StationRoutesResponse>('/v1/station/get/routes')).body;
const kitchenLines = async (station: number, table: string) =>
  (await staff.get<KitchenCardsResponse>('/v1/kitchen/get/cards', { station_id: station })).body.cards
    .filter((c) => c.table_label === table)
    .flatMap((c) => c.lines.map((l) => l.name));

describe('lines routed to no station', () => {
  it('are listed for the owner: genres and items on sale that route nowhere, not the service genre', async () => {
    const body = await routes();
    expect(body.default_station_id).toBeNull();
    const menuIds = body.unrouted.menus.map((m) => m.id);
    expect(menuIds).toContain(box.shop.menus.food);
    expect(menuIds).not.toContain(box.shop.menus.drink);
    expect(menuIds).not.toContain(box.shop.menus.service);
    const itemIds = body.unrouted.items.map((i) => i.id);
    expect(itemIds).toContain(box.shop.items.karaage);
    expect(itemIds).not.toContain(box.shop.items.oolong); // its genre goes to the kitchen
    expect(itemIds).not.toContain(box.shop.items.soldOut); // not on sale
    expect(itemIds).not.toContain(box.shop.items.staffCall);
  });

  it('without a default station, an unrouted line keeps no station', async () => {
    const a = await seated('未設定卓');
    const placed = await placeOrder(a.tablet, a.visit, [{ id: box.shop.items.karaage, quantity: 1 }]);
    expect(placed.order.items[0]?.station_id).toBeNull();
    expect(await kitchenLines(kitchen, '未設定卓')).toEqual([]);
  });

  it('with a default station, an unrouted line prints on its printer and shows on its display', async () => {
    const fake = await startFakePrinter({ family: 'epson' });
    fakes.push(fake);
    addPrinter(box, { name: '厨房プリンター', port: fake.port, stationId: kitchen });
    const set = await owner.post('/v1/station/default', { station_id: kitchen });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toEqual({ default_station_id: kitchen });
    expect((await routes()).default_station_id).toBe(kitchen);

    const a = await seated('既定卓');
    const placed = await placeOrder(a.tablet, a.visit, [
      { id: box.shop.items.karaage, quantity: 2 },
      { id: box.shop.items.staffCall, quantity: 1 },
    ]);
    const stationOf = (itemId: number) => placed.order.items.find((l) => l.menuitems.id === itemId)?.station_id;
    expect(stationOf(box.shop.items.karaage)).toBe(kitchen);
    // A staff call is no kitchen's work: it stays with the staff board.
    expect(stationOf(box.shop.items.staffCall)).toBeNull();

    const [ticket] = await fake.waitForTickets(1);
    expect(ticket?.text).toContain('既定卓');
    expect(ticket?.text).toMatch(/2\s+若鶏の唐揚げ/);
    expect(ticket?.text).not.toContain('スタッフ呼び出し');
    expect(await kitchenLines(kitchen, '既定卓')).toEqual(['若鶏の唐揚げ']);
  });

  it('the default is cleared with null or when its station is removed; only the owner sets it, to an active station', async () => {
    const unknown = await owner.post<ErrorBody>('/v1/station/default', { station_id: 987_654 });
    expect(unknown.status).toBe(404);
    expect((await staff.post<ErrorBody>('/v1/station/default', { station_id: null })).body.error.code).toBe('PAGE_AUTH_REQUIRED');
    expect((await routes()).default_station_id).toBe(kitchen);

    const spare = addStation(box, '予備');
    expect((await owner.post('/v1/station/default', { station_id: spare })).status).toBe(200);
    expect((await owner.post('/v1/station/delete', { id: spare })).status).toBe(200);
    expect((await routes()).default_station_id).toBeNull();

    expect((await owner.post('/v1/station/default', { station_id: kitchen })).status).toBe(200);
    expect((await owner.post('/v1/station/default', { station_id: null })).body).toEqual({ default_station_id: null });
    const a = await seated('解除卓');
    const placed = await placeOrder(a.tablet, a.visit, [{ id: box.shop.items.karaage, quantity: 1 }]);
    expect(placed.order.items[0]?.station_id).toBeNull();
  });
});
