import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import {
  type OrderItemListResponse,
  zOrderCreateResponse,
  zOrderItemListResponse,
  zOrderItemUpdateResponse,
} from '../../src/contract/orders';
import {
  type TableSession,
  type TableSessionListResponse,
  zTableSessionCreateResponse,
  zTableSessionListResponse,
  zTableSessionUpdateResponse,
} from '../../src/contract/table-sessions';
import { orderItems, orders, tableSessions } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { moveSession, orderBody, placeOrder, postOrder, startVisit } from '../table-sessions/visit-fixtures';

let box: TestBox;
let staff: ApiClient;
let t1: ApiClient;
let t2: ApiClient;
let visit: TableSession;
let lineId: number;
beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
  t1 = await box.tablet(box.shop.tables.t1);
  t2 = await box.tablet(box.shop.tables.t2);
  visit = await startVisit(t1, box.shop.tables.t1);
  lineId = (await placeOrder(t1, visit, [{ id: box.shop.items.karaage, quantity: 1 }])).order.items[0]!.id;
});
afterAll(() => box.stop());

function rowCounts() {
  const { db } = box.deps;
  return [tableSessions, orders, orderItems].map((t) => db.select({ n: count() }).from(t).get()?.n);
}

describe("a tablet of table 2 and table 1's visit", () => {
  it('gets 404 for the visit, its orders and its lines, and writes nothing', async () => {
    const before = rowCounts();
    const notFound = (res: { status: number; body: unknown }) => {
      expect(res.status).toBe(404);
      expect((res.body as ErrorBody).error.code).toBe('NOT_FOUND');
    };
    notFound(await t2.post('/v1/tablesession/create', { dining_table_id: box.shop.tables.t1 }));
    notFound(await moveSession(t2, visit.id, { status: 1 }));
    notFound(await postOrder(t2, visit, [{ id: box.shop.items.edamame, quantity: 1 }]));
    const ownTableTheirVisit = { id: visit.id, dining_table_id: box.shop.tables.t2 };
    notFound(await postOrder(t2, ownTableTheirVisit, [{ id: box.shop.items.edamame, quantity: 1 }]));
    expect(rowCounts()).toEqual(before);
  });

  it('sees empty lists when it filters for table 1', async () => {
    const sessions = await t2.get<TableSessionListResponse>('/v1/tablesession/get/list', { activeTableId: box.shop.tables.t1 });
    expect(sessions.body.list.data).toEqual([]);
    const lines = await t2.get<OrderItemListResponse>('/v1/orderitem/get/list', {
      includeTable: box.shop.tables.t1,
      includeSession: [visit.id],
    });
    expect(lines.body.list).toEqual({ data: [], total: 0 });
    expect((await t2.get<OrderItemListResponse>('/v1/orderitem/get/list')).body.list.data).toEqual([]);
  });

  it('cannot mark its lines served', async () => {
    expect((await t2.post('/v1/orderitem/update', { id: lineId, status: 1 })).status).toBe(401);
    expect((await t1.post('/v1/orderitem/update', { id: lineId, status: 1 })).status).toBe(401);
  });
});

describe('responses follow the contract schemas', () => {
  it('for every call of sessions and orders', async () => {
    const create = await t1.post('/v1/tablesession/create', { dining_table_id: box.shop.tables.t1 });
    expect(zTableSessionCreateResponse.parse(create.body).exists).toBe(true);
    const order = await postOrder(t1, visit, [{ id: box.shop.items.nomihodai, quantity: 1 }]);
    zOrderCreateResponse.parse(order.body);
    zOrderItemListResponse.parse((await staff.get('/v1/orderitem/get/list')).body);
    zOrderItemListResponse.parse((await t1.get('/v1/orderitem/get/list')).body);
    zOrderItemUpdateResponse.parse((await staff.post('/v1/orderitem/update', { id: lineId, status: 1 })).body);
    zTableSessionListResponse.parse((await staff.get('/v1/tablesession/get/list', { status: [0, 1] })).body);
    zTableSessionUpdateResponse.parse((await moveSession(t1, visit.id, { status: 1 })).body);
    const replay = await t1.post('/v1/order/create', orderBody(visit, [{ id: box.shop.items.edamame, quantity: 1 }]), {
      'Idempotency-Key': 'not-used-before-1',
    });
    expect(replay.status).toBe(409);
  });
});
