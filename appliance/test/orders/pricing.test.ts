import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderItemListResponse } from '../../src/contract/orders';
import type { TableSession, TableSessionUpdateResponse } from '../../src/contract/table-sessions';
import { menuItems } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable, moveSession, placeOrder, startVisit } from '../table-sessions/visit-fixtures';

let box: TestBox;
beforeAll(async () => {
  box = await startTestBox();
});
afterAll(() => box.stop());

async function freshVisit(): Promise<{ tablet: ApiClient; session: TableSession }> {
  const tableId = addTable(box);
  const tablet = await box.tablet(tableId);
  return { tablet, session: await startVisit(tablet, tableId) };
}

async function billOf(tablet: ApiClient, session: TableSession): Promise<number> {
  const res = await moveSession(tablet, session.id, { status: 1 });
  expect(res.status).toBe(200);
  return (res.body as TableSessionUpdateResponse).tableSession.total_amount;
}

async function linesOf(tablet: ApiClient) {
  const res = await tablet.get<OrderItemListResponse>('/v1/orderitem/get/list', { order: 'id', orderBy: 'asc' });
  return res.body.list.data.map((l) => ({ id: l.menuitems.id, price: l.price, subtotal: l.subtotal }));
}

function setPrice(itemId: number, price: number): void {
  box.deps.db.update(menuItems).set({ price }).where(eq(menuItems.id, itemId)).run();
}

describe('the bill', () => {
  it('charges stored prices without a plan', async () => {
    const { items } = box.shop;
    const { tablet, session } = await freshVisit();
    await placeOrder(tablet, session, [
      { id: items.beer, quantity: 2 },
      { id: items.oolong, quantity: 1 },
      { id: items.karaage, quantity: 1 },
    ]);
    expect(await billOf(tablet, session)).toBe(550 * 2 + 330 + 680);
  });

  it('a plan makes drinks free from when it is ordered (its own order included); earlier ones stay charged', async () => {
    const { items } = box.shop;
    const { tablet, session } = await freshVisit();
    await placeOrder(tablet, session, [
      { id: items.beer, quantity: 2 },
      { id: items.oolong, quantity: 1 },
      { id: items.karaage, quantity: 1 },
    ]);
    const plan = await placeOrder(tablet, session, [
      { id: items.nomihodai, quantity: 2 },
      { id: items.beer, quantity: 1 },
    ]);
    expect(plan.order.items.map((l) => [l.menuitems.id, l.unit_price, l.price])).toEqual([
      [items.beer, 550, 0],
      [items.nomihodai, 1650, 1650],
    ]);
    // Lines of one order are stored by item id.
    expect(await linesOf(tablet)).toEqual([
      { id: items.karaage, price: 680, subtotal: 680 },
      { id: items.oolong, price: 330, subtotal: 330 },
      { id: items.beer, price: 550, subtotal: 1100 },
      { id: items.beer, price: 0, subtotal: 0 },
      { id: items.nomihodai, price: 1650, subtotal: 3300 },
    ]);
    expect(await billOf(tablet, session)).toBe(680 + 330 + 1100 + 1650 * 2);
  });

  it("another visit's plan frees nothing here", async () => {
    const { items } = box.shop;
    const planned = await freshVisit();
    await placeOrder(planned.tablet, planned.session, [{ id: items.nomihodai, quantity: 1 }]);
    const { tablet, session } = await freshVisit();
    await placeOrder(tablet, session, [{ id: items.beer, quantity: 1 }]);
    expect(await billOf(tablet, session)).toBe(550);
  });

  it('service items cost 0, whatever price they carry', async () => {
    const { items } = box.shop;
    const { tablet, session } = await freshVisit();
    setPrice(items.staffCall, 300);
    try {
      const order = await placeOrder(tablet, session, [
        { id: items.staffCall, quantity: 1 },
        { id: items.edamame, quantity: 1 },
      ]);
      expect(order.order.items.find((l) => l.menuitems.id === items.staffCall)).toMatchObject({ unit_price: 0, subtotal: 0 });
      expect(await billOf(tablet, session)).toBe(390);
    } finally {
      setPrice(items.staffCall, 0);
    }
  });

  it('price edits after ordering change neither past lines nor the bill', async () => {
    const { items } = box.shop;
    const { tablet, session } = await freshVisit();
    await placeOrder(tablet, session, [{ id: items.karaage, quantity: 2 }]);
    setPrice(items.karaage, 980);
    try {
      await placeOrder(tablet, session, [{ id: items.karaage, quantity: 1 }]);
      const lines = await linesOf(tablet);
      expect(lines.map((l) => l.price)).toEqual([680, 980]);
      expect(await billOf(tablet, session)).toBe(680 * 2 + 980);
    } finally {
      setPrice(items.karaage, 680);
    }
  });

  it('an item moved into a freed genre after ordering keeps the genre it was ordered in', async () => {
    const { items, menus } = box.shop;
    const { tablet, session } = await freshVisit();
    await placeOrder(tablet, session, [{ id: items.edamame, quantity: 1 }]);
    box.deps.db.update(menuItems).set({ menu_id: menus.drink }).where(eq(menuItems.id, items.edamame)).run();
    try {
      await placeOrder(tablet, session, [{ id: items.nomihodai, quantity: 1 }]);
      expect(await billOf(tablet, session)).toBe(390 + 1650);
    } finally {
      box.deps.db.update(menuItems).set({ menu_id: menus.food }).where(eq(menuItems.id, items.edamame)).run();
    }
  });
});
