import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItemSaveResponse } from '../../src/contract/menu-items';
import { taxByRate } from '../../src/contract/tax-rules';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable, placeOrder, startVisit } from '../table-sessions/visit-fixtures';

let box: TestBox;
let owner: ApiClient;
let staff: ApiClient;

beforeAll(async () => {
  box = await startTestBox();
  owner = await box.staff('owner', { page: true });
  staff = await box.staff('staff');
});
afterAll(() => box.stop());

describe('tax rates of items, frozen on the lines', () => {
  it('an item marked 8% is ordered at 8%; a later change of its rate leaves the line as it was', async () => {
    const created = await owner.post<MenuItemSaveResponse>('/v1/menuitem/create', {
      label: 'お持ち帰り弁当',
      name: `bento-${randomUUID().slice(0, 6)}`,
      price: 1_080,
      menu_id: box.shop.menus.food,
      tax_rate: 8,
    });
    expect(created.status).toBe(200);
    const bento = created.body.menuItem;
    expect(bento.tax_rate).toBe(8);

    const session = await startVisit(staff, addTable(box));
    const order = await placeOrder(staff, session, [
      { id: bento.id, quantity: 2 },
      { id: box.shop.items.karaage, quantity: 1 },
    ]);
    const rates = order.order.items.map((line) => [line.menuitems.id, line.tax_rate]);
    expect(rates).toEqual(
      expect.arrayContaining([
        [bento.id, 8],
        [box.shop.items.karaage, 10],
      ]),
    );

    const edit = await owner.post<MenuItemSaveResponse>('/v1/menuitem/update', {
      id: bento.id,
      label: bento.label,
      name: bento.name,
      price: bento.price,
      menu_id: bento.menu_id,
      flag: 1,
      tax_rate: 10,
    });
    expect(edit.body.menuItem.tax_rate).toBe(10);
    const lines = (
      await staff.get<{ list: { data: { menuitems: { id: number }; tax_rate: number; subtotal: number }[] } }>(
        '/v1/orderitem/get/list',
        { includeSession: [session.id] },
      )
    ).body.list.data;
    expect(lines.find((line) => line.menuitems.id === bento.id)?.tax_rate).toBe(8);
    // What a receipt of this bill would say: one total and one tax per rate.
    const byRate = taxByRate(lines.map((line) => ({ rate: line.tax_rate === 8 ? 8 : 10, amount: line.subtotal })));
    expect(byRate).toEqual([
      { rate: 10, total: 680, tax: 61, exTax: 619 },
      { rate: 8, total: 2_160, tax: 160, exTax: 2_000 },
    ]);
  });

  it('refuses a rate other than 10 or 8', async () => {
    const res = await owner.post('/v1/menuitem/create', {
      label: '謎の税率',
      name: `odd-${randomUUID().slice(0, 6)}`,
      price: 500,
      menu_id: box.shop.menus.food,
      tax_rate: 5,
    });
    expect(res.status).toBe(400);
  });
});
