import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderItemListResponse } from '../../src/contract/orders';
import type { ApiClient, QueryValue } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable, moveSession, placeOrder, startVisit } from '../table-sessions/visit-fixtures';

let box: TestBox;
let staff: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
});
afterAll(() => box.stop());

const list = (client: ApiClient, query: Record<string, QueryValue>) =>
  client.get<OrderItemListResponse>('/v1/orderitem/get/list', query);

describe('GET /v1/orderitem/get/list?sessionStatus[]=', () => {
  it('keeps the lines of visits in the states asked for: the staff order list shows the open ones', async () => {
    const visits = [];
    for (let i = 0; i < 3; i++) {
      const tableId = addTable(box);
      const tablet = await box.tablet(tableId);
      const session = await startVisit(tablet, tableId);
      const order = await placeOrder(tablet, session, [{ id: box.shop.items.edamame, quantity: i + 1 }]);
      visits.push({ tablet, session, lineId: order.order.items[0]!.id });
    }
    const [active, requested, paid] = visits as [(typeof visits)[0], (typeof visits)[0], (typeof visits)[0]];
    await moveSession(requested.tablet, requested.session.id, { status: 1 });
    await moveSession(staff, paid.session.id, { status: 1 });
    await moveSession(staff, paid.session.id, { status: 2 });

    const open = await list(staff, { sessionStatus: [0, 1], limit: 2000 });
    expect(open.status).toBe(200);
    const ids = open.body.list.data.map((l) => l.id);
    expect(ids).toContain(active.lineId);
    expect(ids).toContain(requested.lineId);
    expect(ids).not.toContain(paid.lineId);
    expect(open.body.list.total).toBe(ids.length);

    const closed = await list(staff, { sessionStatus: [2] });
    expect(closed.body.list.data.map((l) => l.id)).toEqual([paid.lineId]);
  });

  it('takes more open visits than includeSession[] could name (50)', async () => {
    const tableIds = Array.from({ length: 55 }, () => addTable(box));
    for (const tableId of tableIds) {
      const tablet = await box.tablet(tableId);
      await placeOrder(tablet, await startVisit(tablet, tableId), [{ id: box.shop.items.karaage, quantity: 1 }]);
    }
    const res = await list(staff, { sessionStatus: [0, 1], limit: 2000 });
    const tables = new Set(res.body.list.data.map((l) => l.orders.dining_table_id));
    for (const tableId of tableIds) expect(tables.has(tableId)).toBe(true);
  });

  it('narrows a tablet to nothing more than its own open visit, and refuses bad states', async () => {
    const tableId = addTable(box);
    const tablet = await box.tablet(tableId);
    const session = await startVisit(tablet, tableId);
    await placeOrder(tablet, session, [{ id: box.shop.items.edamame, quantity: 1 }]);
    const mine = await list(tablet, { sessionStatus: [0, 1, 2] });
    expect(new Set(mine.body.list.data.map((l) => l.orders.table_session_id))).toEqual(new Set([session.id]));
    expect((await list(tablet, { sessionStatus: [2] })).body.list).toEqual({ data: [], total: 0 });
    for (const bad of [[3], ['x'], [-1]]) expect((await list(staff, { sessionStatus: bad })).status).toBe(400);
  });
});
