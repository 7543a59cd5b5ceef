import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CorrectionListResponse, MenuItemFlagResponse, OrderItemCancelResponse } from '../../src/contract/corrections';
import type { ErrorBody } from '../../src/contract/errors';
import type { MenuItemListResponse } from '../../src/contract/menu-items';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable, placeOrder, postOrder, recordEvents, startVisit } from '../table-sessions/visit-fixtures';

/*
 * 品切れ mid-service: staff (role 11, no page password) stop an item with menuItem.flag, or by a
 * 取消 with reason 品切れ; every tablet's menu reloads (menu.changed) and shows it stopped, a tablet
 * ordering it is refused, and the owner reads who did it and when in the audit log.
 */

let box: TestBox;
let staff: ApiClient;
let owner: ApiClient;

beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
  owner = await box.staff('owner', { page: true });
});
afterAll(() => box.stop());

const flag = (client: ApiClient, id: number, value: 0 | 1) =>
  client.post<MenuItemFlagResponse>('/v1/menuitem/flag', { id, flag: value });

async function tabletFlagOf(tablet: ApiClient, id: number): Promise<number | undefined> {
  const res = await tablet.get<MenuItemListResponse>('/v1/menuitem/get/list');
  return res.body.list.data.find((i) => i.id === id)?.flag;
}

async function log(): Promise<CorrectionListResponse['list']['data']> {
  const res = await owner.get<CorrectionListResponse>('/v1/correction/get/list');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.list.data;
}

describe('menuItem.flag: the floor’s 品切れ switch', () => {
  it('staff stop an item: tablets see it 品切れ at once, an order of it is refused, the owner reads who and when', async () => {
    const { edamame, karaage } = box.shop.items;
    const tableId = addTable(box);
    const tablet = await box.tablet(tableId);
    const visit = await startVisit(tablet, tableId);
    expect(await tabletFlagOf(tablet, edamame)).toBe(1);

    const events = recordEvents(box);
    const res = await flag(staff, edamame, 0);
    events.stop();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ menuItem: { id: edamame, label: '枝豆', flag: 0 }, changed: true });
    expect(events.events).toContainEqual({ type: 'menu.changed', menuItemId: edamame });
    expect(await tabletFlagOf(tablet, edamame)).toBe(0);

    const refused = await postOrder(tablet, visit, [
      { id: edamame, quantity: 1 },
      { id: karaage, quantity: 1 },
    ]);
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as ErrorBody).error.code).toBe('ITEM_UNAVAILABLE');

    const [entry] = await log();
    expect(entry).toMatchObject({
      kind: 'soldOut',
      itemLabel: '枝豆',
      tableSessionId: null,
      tableLabel: null,
      staff: { name: expect.stringMatching(/.+/) },
    });
    expect(entry!.at).toBeGreaterThan(Date.now() - 60_000);

    // The same switch again changes nothing and logs nothing.
    const again = await flag(staff, edamame, 0);
    expect(again.body.changed).toBe(false);
    expect((await log()).filter((c) => c.kind === 'soldOut')).toHaveLength(1);

    // Back on sale: logged, and the table orders it again.
    expect((await flag(staff, edamame, 1)).body.changed).toBe(true);
    expect((await log())[0]).toMatchObject({ kind: 'onSale', itemLabel: '枝豆' });
    expect(await tabletFlagOf(tablet, edamame)).toBe(1);
    await placeOrder(tablet, visit, [{ id: edamame, quantity: 1 }]);
  });

  it('a tablet may not flip it; an unknown item is a 404', async () => {
    const tableId = addTable(box);
    const tablet = await box.tablet(tableId);
    const denied = await flag(tablet, box.shop.items.edamame, 0);
    expect([401, 403]).toContain(denied.status);
    expect(await tabletFlagOf(tablet, box.shop.items.edamame)).toBe(1);
    expect((await flag(staff, 999_999, 0)).status).toBe(404);
  });

  it('a 取消 with reason 品切れ stops the item too, and both are in the log', async () => {
    const { karaage } = box.shop.items;
    const tableId = addTable(box);
    const tablet = await box.tablet(tableId);
    const visit = await startVisit(tablet, tableId);
    const order = await placeOrder(tablet, visit, [{ id: karaage, quantity: 2 }]);
    const line = order.order.items[0]!;

    const res = await staff.post<OrderItemCancelResponse>('/v1/orderitem/cancel', { id: line.id, reason: 'soldOut' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await tabletFlagOf(tablet, karaage)).toBe(0);
    const refused = await postOrder(tablet, visit, [{ id: karaage, quantity: 1 }]);
    expect((refused.body as unknown as ErrorBody).error.code).toBe('ITEM_UNAVAILABLE');

    const [stopped, cancelled] = await log();
    expect(stopped).toMatchObject({ kind: 'soldOut', itemLabel: '若鶏の唐揚げ', orderItemId: line.id, tableSessionId: null });
    expect(cancelled).toMatchObject({ kind: 'cancel', reason: 'soldOut', tableSessionId: visit.id });
  });
});
