import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillShowResponse } from '../../src/contract/bills';
import type { MenuItemSaveResponse } from '../../src/contract/menu-items';
import type { TableSessionCreateResponse } from '../../src/contract/table-sessions';
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

async function addItem(label: string, price: number, taxRate: 10 | 8): Promise<number> {
  const res = await owner.post<MenuItemSaveResponse>('/v1/menuitem/create', {
    label,
    name: `${label}-${randomUUID().slice(0, 6)}`,
    price,
    menu_id: box.shop.menus.food,
    tax_rate: taxRate,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.menuItem.id;
}

const billOf = async (client: ApiClient, sessionId: number) =>
  client.get<BillShowResponse>('/v1/bill/show', { table_session_id: sessionId });

describe('the bill with its taxes per rate', () => {
  it('2 x ¥13,582 at 10%: tax ¥2,469, ex-tax ¥24,695, computed once for the rate', async () => {
    const course = await addItem('特選コース', 13_582, 10);
    const session = await startVisit(staff, addTable(box));
    await placeOrder(staff, session, [{ id: course, quantity: 1 }]);
    await placeOrder(staff, session, [{ id: course, quantity: 1 }]);
    const res = await billOf(staff, session.id);
    expect(res.status).toBe(200);
    expect(res.body.bill.total).toBe(27_164);
    expect(res.body.bill.rates).toEqual([{ rate: 10, total: 27_164, tax: 2_469, ex_tax: 24_695 }]);
  });

  it('a mixed 8% and 10% bill with a cover charge, rounded as the owner set, with the registration number', async () => {
    await owner.post('/v1/receipt/settings/update', { invoice_number: 'T1234567890123', tax_rounding: 'ceil' });
    await owner.post('/v1/checkin/settings/update', {
      ask_guest_count: true,
      count_children: false,
      cover: { label: 'お通し', price: 330 },
    });
    try {
      const bento = await addItem('持ち帰り弁当', 1_000, 8);
      const table = addTable(box);
      const visit = await staff.post<TableSessionCreateResponse>('/v1/tablesession/create', {
        dining_table_id: table,
        guest_count: 2,
      });
      const session = visit.body.tableSession;
      await placeOrder(staff, session, [
        { id: bento, quantity: 1 },
        { id: box.shop.items.karaage, quantity: 1 },
      ]);
      const { bill } = (await billOf(staff, session.id)).body;
      // 10%: 唐揚げ 680 + お通し 660 = 1,340, tax 121.8 -> 122 (切り上げ); 8%: 1,000, tax 74.07 -> 75.
      expect(bill.rates).toEqual([
        { rate: 10, total: 1_340, tax: 122, ex_tax: 1_218 },
        { rate: 8, total: 1_000, tax: 75, ex_tax: 925 },
      ]);
      expect(bill.total).toBe(2_340);
      expect(bill).toMatchObject({ invoice_number: 'T1234567890123', tax_rounding: 'ceil', guest_count: 2 });
      expect(bill.lines.find((line) => line.menuitems.id === bento)?.tax_rate).toBe(8);

      // The table's tablet reads its own bill; another table's is none of its business.
      const tablet = await box.tablet(table);
      expect((await billOf(tablet, session.id)).body.bill.total).toBe(2_340);
      const other = await box.tablet(addTable(box));
      expect((await billOf(other, session.id)).status).toBe(404);
    } finally {
      await owner.post('/v1/receipt/settings/update', { invoice_number: null, tax_rounding: 'floor' });
      await owner.post('/v1/checkin/settings/update', { ask_guest_count: false, count_children: false, cover: null });
    }
  });

  it('lines a plan freed add nothing to any rate; an unknown visit is a 404', async () => {
    const session = await startVisit(staff, addTable(box));
    const { nomihodai, beer } = box.shop.items;
    await placeOrder(staff, session, [{ id: nomihodai, quantity: 1 }]);
    await placeOrder(staff, session, [{ id: beer, quantity: 3 }]);
    const { bill } = (await billOf(staff, session.id)).body;
    expect(bill.rates).toEqual([{ rate: 10, total: 1_650, tax: 150, ex_tax: 1_500 }]);
    expect((await billOf(staff, 999_999)).status).toBe(404);
  });
});
