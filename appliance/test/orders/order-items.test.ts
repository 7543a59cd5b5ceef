import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_MENU_ID } from '../../src/contract/constants';
import type { ErrorBody } from '../../src/contract/errors';
import type { OrderItemListResponse, OrderItemUpdateResponse } from '../../src/contract/orders';
import type { TableSession } from '../../src/contract/table-sessions';
import { diningTables, orderItems } from '../../src/db/schema';
import type { ApiClient, QueryValue } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable, moveSession, placeOrder, recordEvents, startVisit } from '../table-sessions/visit-fixtures';

let box: TestBox;
let staff: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
});
afterAll(() => box.stop());

async function freshVisit(label?: string): Promise<{ tablet: ApiClient; session: TableSession }> {
  const tableId = addTable(box, label);
  const tablet = await box.tablet(tableId);
  return { tablet, session: await startVisit(tablet, tableId) };
}

const list = (client: ApiClient, query: Record<string, QueryValue> = {}) =>
  client.get<OrderItemListResponse>('/v1/orderitem/get/list', query);

describe('GET /v1/orderitem/get/list', () => {
  it('answers lines with item, order, table label and effective prices, filtered', async () => {
    const { items } = box.shop;
    const a = await freshVisit('A卓');
    const b = await freshVisit('B卓');
    const first = await placeOrder(a.tablet, a.session, [
      { id: items.karaage, quantity: 2 },
      { id: items.oolong, quantity: 1 },
    ]);
    await placeOrder(a.tablet, a.session, [{ id: items.staffCall, quantity: 1 }]);
    await placeOrder(b.tablet, b.session, [{ id: items.beer, quantity: 3 }]);

    const res = await list(staff, { includeSession: [a.session.id], order: 'id', orderBy: 'asc' });
    expect(res.status).toBe(200);
    expect(res.body.list.total).toBe(3);
    expect(res.body.list.data[0]).toEqual({
      id: first.order.items[0]!.id,
      quantity: 2,
      status: 0,
      state: 'ordered',
      unit_price: 680,
      price: 680,
      subtotal: 1360,
      plan_kind: null,
      plan_line_id: null,
      tax_rate: 10,
      created_at: expect.any(Number),
      served_at: null,
      station_id: null,
      ready_at: null,
      cancelled_at: null,
      options: [],
      note: null,
      menuitems: { id: items.karaage, label: '若鶏の唐揚げ', name: 'karaage', price: 680, flag: 1, menu_id: box.shop.menus.food },
      orders: {
        id: first.order.id,
        dining_table_id: a.session.dining_table_id,
        table_session_id: a.session.id,
        entered_by_user_id: null,
        guest_number: null,
      },
      diningTables: { label: 'A卓' },
    });

    const withoutService = await list(staff, { includeSession: [a.session.id], excludeMenu: SERVICE_MENU_ID });
    expect(withoutService.body.list.data.map((l) => l.menuitems.id).sort()).toEqual([items.karaage, items.oolong].sort());

    const byTable = await list(staff, { includeTable: b.session.dining_table_id });
    expect(byTable.body.list.data.map((l) => [l.menuitems.id, l.quantity])).toEqual([[items.beer, 3]]);

    const both = await list(staff, { includeSession: [a.session.id, b.session.id], orderBy: 'desc', order: 'id', limit: 2 });
    expect(both.body.list.data).toHaveLength(2);
    expect(both.body.list.total).toBe(4);
    expect(both.body.list.data[0]!.id).toBeGreaterThan(both.body.list.data[1]!.id);
  });

  it('a tablet sees only its own open visit, and other filters narrow to nothing', async () => {
    const { items } = box.shop;
    const a = await freshVisit();
    const b = await freshVisit();
    await placeOrder(a.tablet, a.session, [{ id: items.edamame, quantity: 1 }]);
    await placeOrder(b.tablet, b.session, [{ id: items.beer, quantity: 1 }]);

    const mine = await list(a.tablet);
    expect(mine.body.list.data.map((l) => l.orders.table_session_id)).toEqual([a.session.id]);
    expect((await list(a.tablet, { includeTable: b.session.dining_table_id })).body.list).toEqual({ data: [], total: 0 });
    expect((await list(a.tablet, { includeSession: [b.session.id] })).body.list).toEqual({ data: [], total: 0 });

    await moveSession(a.tablet, a.session.id, { status: 1 });
    expect((await list(a.tablet)).body.list.data).toHaveLength(1);
    await moveSession(staff, a.session.id, { status: 2 });
    expect((await list(a.tablet)).body.list).toEqual({ data: [], total: 0 });
    expect((await list(a.tablet, { includeSession: [a.session.id] })).body.list.data).toEqual([]);
  });

  it("labels a line whose table is gone '不明な卓'", async () => {
    const { tablet, session } = await freshVisit();
    await placeOrder(tablet, session, [{ id: box.shop.items.edamame, quantity: 1 }]);
    const sqlite = box.deps.db.$client;
    sqlite.pragma('foreign_keys = OFF');
    try {
      box.deps.db.delete(diningTables).where(eq(diningTables.id, session.dining_table_id)).run();
    } finally {
      sqlite.pragma('foreign_keys = ON');
    }
    const res = await list(staff, { includeSession: [session.id] });
    expect(res.body.list.data[0]?.diningTables.label).toBe('不明な卓');
  });

  it('refuses anonymous callers and bad queries', async () => {
    expect((await list(box.client())).status).toBe(401);
    for (const query of [{ order: 'price' }, { orderBy: 'sideways' }, { status: 2 }, { limit: 0 }, { includeTable: 'x' }]) {
      const res = await list(staff, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('POST /v1/orderitem/update', () => {
  it('staff mark a line served and back, with events', async () => {
    const { tablet, session } = await freshVisit();
    const order = await placeOrder(tablet, session, [{ id: box.shop.items.edamame, quantity: 1 }]);
    const lineId = order.order.items[0]!.id;
    const recorder = recordEvents(box);

    const served = await staff.post<OrderItemUpdateResponse>('/v1/orderitem/update', { id: lineId, status: 1, user_id: 1 });
    expect(served.status).toBe(200);
    expect(served.body.orderItem).toMatchObject({ id: lineId, status: 1 });
    expect(served.body.orderItem.served_at).toBeGreaterThan(0);
    const again = await staff.post<OrderItemUpdateResponse>('/v1/orderitem/update', { id: lineId, status: '1' });
    expect(again.body.orderItem.served_at).toBe(served.body.orderItem.served_at);

    const back = await staff.post<OrderItemUpdateResponse>('/v1/orderitem/update', { id: lineId, status: 0 });
    expect(back.body.orderItem).toMatchObject({ status: 0, served_at: null });
    recorder.stop();
    expect(recorder.events).toEqual([
      {
        type: 'orderItem.updated',
        diningTableId: session.dining_table_id,
        tableSessionId: session.id,
        orderItemId: lineId,
        status: 1,
      },
      {
        type: 'orderItem.updated',
        diningTableId: session.dining_table_id,
        tableSessionId: session.id,
        orderItemId: lineId,
        status: 0,
      },
    ]);
    expect((await list(tablet)).body.list.data[0]?.status).toBe(0);
  });

  it('is refused for tablets and anonymous callers, 404 for unknown lines, 400 for bad input', async () => {
    const { tablet, session } = await freshVisit();
    const order = await placeOrder(tablet, session, [{ id: box.shop.items.edamame, quantity: 1 }]);
    const lineId = order.order.items[0]!.id;
    for (const client of [tablet, box.client()]) {
      const res = await client.post<ErrorBody>('/v1/orderitem/update', { id: lineId, status: 1 });
      expect(res.status).toBe(401);
    }
    const unknown = await staff.post<ErrorBody>('/v1/orderitem/update', { id: 999_999, status: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    for (const body of [{ id: lineId }, { id: lineId, status: 2 }, { id: lineId, status: 'served' }, { status: 1 }]) {
      expect((await staff.post('/v1/orderitem/update', body)).status).toBe(400);
    }
    const row = box.deps.db.select().from(orderItems).where(eq(orderItems.id, lineId)).get();
    expect(row).toMatchObject({ status: 0, served_at: null });
  });

  it('a paid visit is closed: its lines answer SESSION_CLOSED until the bill is back to お会計待ち', async () => {
    const { tablet, session } = await freshVisit();
    const order = await placeOrder(tablet, session, [{ id: box.shop.items.edamame, quantity: 1 }]);
    const lineId = order.order.items[0]!.id;
    expect((await moveSession(staff, session.id, { status: 2 })).status).toBe(200);
    const recorder = recordEvents(box);
    const closed = await staff.post<ErrorBody>('/v1/orderitem/update', { id: lineId, status: 1 });
    recorder.stop();
    expect(closed.status).toBe(409);
    expect(closed.body.error).toEqual({
      code: 'SESSION_CLOSED',
      message: 'お会計済みの注文は変更できません。お会計待ちに戻してから操作してください。',
    });
    expect(recorder.events).toEqual([]);
    expect(box.deps.db.select().from(orderItems).where(eq(orderItems.id, lineId)).get()).toMatchObject({
      status: 0,
      served_at: null,
    });
    expect((await moveSession(staff, session.id, { status: 1 })).status).toBe(200);
    expect((await staff.post('/v1/orderitem/update', { id: lineId, status: 1 })).status).toBe(200);
  });

  it('needs a staff login but not the page password', async () => {
    const { tablet, session } = await freshVisit();
    const order = await placeOrder(tablet, session, [{ id: box.shop.items.edamame, quantity: 1 }]);
    const plainStaff = await box.staff('staff', { page: false });
    const res = await plainStaff.post('/v1/orderitem/update', { id: order.order.items[0]!.id, status: 1 });
    expect(res.status).toBe(200);
  });
});
