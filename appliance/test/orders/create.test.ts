import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import type { TableSession } from '../../src/contract/table-sessions';
import { orderItems, orders } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { NOMIHODAI_90, saveTerms } from '../plans/plan-fixtures';
import {
  addTable,
  type Cart,
  moveSession,
  orderBody,
  orderStations,
  postOrder,
  recordEvents,
  startVisit,
} from '../table-sessions/visit-fixtures';

let box: TestBox;
let staff: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
});
afterAll(() => box.stop());

async function freshVisit(): Promise<{ tablet: ApiClient; session: TableSession }> {
  const tableId = addTable(box);
  const tablet = await box.tablet(tableId);
  return { tablet, session: await startVisit(tablet, tableId) };
}

function rowCounts() {
  const { db } = box.deps;
  return {
    orders: db.select({ n: count() }).from(orders).get()?.n,
    lines: db.select({ n: count() }).from(orderItems).get()?.n,
  };
}

const errorOf = (res: { body: unknown }) => (res.body as ErrorBody).error;

describe('POST /v1/order/create', () => {
  it('creates the order with box prices, merged lines and an event', async () => {
    const { items, menus } = box.shop;
    const { tablet, session } = await freshVisit();
    const recorder = recordEvents(box);
    const res = await postOrder(tablet, session, [
      { id: items.karaage, quantity: 1 },
      { id: items.beer, quantity: 2 },
      { id: items.karaage, quantity: 2 },
    ]);
    recorder.stop();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, replayed: false });
    const { order } = res.body;
    expect(order).toMatchObject({ table_session_id: session.id, dining_table_id: session.dining_table_id, status: 1 });
    expect(order.items.map((i) => [i.menuitems.id, i.quantity, i.unit_price, i.price, i.subtotal, i.status])).toEqual([
      [items.karaage, 3, 680, 680, 2040, 0],
      [items.beer, 2, 550, 550, 1100, 0],
    ]);
    expect(order.items[0]).toMatchObject({ served_at: null, menuitems: { menu_id: menus.food }, orders: { id: order.id } });
    expect(recorder.events).toEqual([
      {
        type: 'order.created',
        diningTableId: session.dining_table_id,
        tableSessionId: session.id,
        orderId: order.id,
        staffCall: false,
        stationIds: orderStations(order),
        // No plan or 延長 line: the table's devices need not read the visit again.
        planLines: false,
        // Each station's card, as the kitchen read answers it (kitchen-display.test.ts).
        cards: expect.any(Array),
        // Its lines as the answer (and the staff list: guest-phones.test.ts) has them.
        lines: order.items,
      },
    ]);
  });

  it('a staff call costs 0 and is flagged in the event', async () => {
    const { tablet, session } = await freshVisit();
    const recorder = recordEvents(box);
    const res = await postOrder(tablet, session, [{ id: box.shop.items.staffCall, quantity: 1 }]);
    recorder.stop();
    expect(res.body.order.items[0]).toMatchObject({ unit_price: 0, subtotal: 0 });
    expect(recorder.events[0]).toMatchObject({ type: 'order.created', staffCall: true });
  });

  it('a staff call is one call: another quantity is refused and writes nothing', async () => {
    const { tablet, session } = await freshVisit();
    const before = rowCounts();
    for (const items of [
      [{ id: box.shop.items.staffCall, quantity: 5 }],
      [
        { id: box.shop.items.staffCall, quantity: 1 },
        { id: box.shop.items.staffCall, quantity: 1 },
      ],
    ]) {
      const res = await postOrder(tablet, session, items);
      expect(res.status).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'VALIDATION', message: '入力内容に誤りがあります。' });
    }
    expect(rowCounts()).toEqual(before);
  });

  it("an order with a plan line says so in its event, so the table's devices read their visit (what is free now)", async () => {
    const { nomihodai, beer } = box.shop.items;
    await saveTerms(await box.staff('owner', { page: true }), nomihodai, NOMIHODAI_90);
    const { tablet, session } = await freshVisit();
    const recorder = recordEvents(box);
    const plan = await postOrder(tablet, session, [{ id: nomihodai, quantity: 2 }]);
    const freed = await postOrder(tablet, session, [{ id: beer, quantity: 1 }]);
    recorder.stop();
    expect([plan.status, freed.status]).toEqual([200, 200]);
    expect(recorder.events.map((event) => event.type === 'order.created' && event.planLines)).toEqual([true, false]);
  });

  it('staff may order for a table', async () => {
    const { session } = await freshVisit();
    const res = await postOrder(staff, session, [{ id: box.shop.items.edamame, quantity: 1 }]);
    expect(res.status).toBe(200);
  });
});

describe('idempotency', () => {
  it('a retry returns the first order and creates nothing', async () => {
    const { tablet, session } = await freshVisit();
    const key = randomUUID();
    const cart: Cart = [{ id: box.shop.items.edamame, quantity: 2 }];
    const first = await postOrder(tablet, session, cart, key);
    const before = rowCounts();
    const recorder = recordEvents(box);
    const retry = await postOrder(tablet, session, cart, key);
    const split = await postOrder(
      tablet,
      session,
      [
        { id: box.shop.items.edamame, quantity: 1 },
        { id: box.shop.items.edamame, quantity: 1 },
      ],
      key,
    );
    recorder.stop();
    for (const res of [retry, split]) {
      expect(res.status).toBe(200);
      expect(res.body.replayed).toBe(true);
      expect(res.body.order).toEqual(first.body.order);
    }
    expect(rowCounts()).toEqual(before);
    expect(recorder.events).toEqual([]);
  });

  it('a retry still answers after the bill was requested', async () => {
    const { tablet, session } = await freshVisit();
    const key = randomUUID();
    const cart: Cart = [{ id: box.shop.items.oolong, quantity: 1 }];
    const first = await postOrder(tablet, session, cart, key);
    await moveSession(tablet, session.id, { status: 1 });
    const retry = await postOrder(tablet, session, cart, key);
    expect(retry.status).toBe(200);
    expect(retry.body).toMatchObject({ replayed: true, order: { id: first.body.order.id } });
  });

  it('the same key with another cart is a 409 and writes nothing', async () => {
    const { tablet, session } = await freshVisit();
    const key = randomUUID();
    await postOrder(tablet, session, [{ id: box.shop.items.oolong, quantity: 1 }], key);
    const before = rowCounts();
    for (const cart of [[{ id: box.shop.items.oolong, quantity: 2 }], [{ id: box.shop.items.beer, quantity: 1 }]]) {
      const res = await postOrder(tablet, session, cart, key);
      expect(res.status).toBe(409);
      expect(errorOf(res).code).toBe('IDEMPOTENCY_KEY_REUSED');
    }
    expect(rowCounts()).toEqual(before);
  });

  it('five identical requests at once create exactly one order', async () => {
    const { tablet, session } = await freshVisit();
    const key = randomUUID();
    const cart: Cart = [
      { id: box.shop.items.karaage, quantity: 1 },
      { id: box.shop.items.beer, quantity: 1 },
    ];
    const results = await Promise.all(Array.from({ length: 5 }, () => postOrder(tablet, session, cart, key)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => r.body.order.id)).size).toBe(1);
    expect(results.filter((r) => !r.body.replayed)).toHaveLength(1);
    const made = box.deps.db.select().from(orders).where(eq(orders.table_session_id, session.id)).all();
    expect(made).toHaveLength(1);
    expect(box.deps.db.select().from(orderItems).where(eq(orderItems.order_id, made[0]!.id)).all()).toHaveLength(2);
  });

  it('a client that sends no Idempotency-Key, as SPEC.md section 7 shows the call, gets an order per request', async () => {
    const { tablet, session } = await freshVisit();
    const before = rowCounts();
    const body = orderBody(session, [{ id: box.shop.items.edamame, quantity: 2 }]);
    const first = await tablet.post<{ order: { id: number; items: { subtotal: number }[] } }>('/v1/order/create', body);
    const second = await tablet.post<{ order: { id: number } }>('/v1/order/create', body);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.body.order.items[0]?.subtotal).toBe(780);
    expect(second.body.order.id).not.toBe(first.body.order.id);
    expect(rowCounts()).toEqual({ orders: (before.orders ?? 0) + 2, lines: (before.lines ?? 0) + 2 });
  });

  it('different keys are different orders', async () => {
    const { tablet, session } = await freshVisit();
    const cart: Cart = [{ id: box.shop.items.edamame, quantity: 1 }];
    const results = await Promise.all(Array.from({ length: 3 }, () => postOrder(tablet, session, cart)));
    expect(new Set(results.map((r) => r.body.order.id)).size).toBe(3);
  });
});

describe('refused orders write nothing', () => {
  it('with a malformed Idempotency-Key', async () => {
    const { tablet, session } = await freshVisit();
    const before = rowCounts();
    const body = orderBody(session, [{ id: box.shop.items.edamame, quantity: 1 }]);
    const headerSets: Record<string, string>[] = [
      { 'Idempotency-Key': '' },
      { 'Idempotency-Key': 'short' },
      { 'Idempotency-Key': 'has space ok?' },
    ];
    for (const headers of headerSets) {
      const res = await tablet.post<ErrorBody>('/v1/order/create', body, headers);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    }
    expect(rowCounts()).toEqual(before);
  });

  it('with bad quantities, too many lines or a malformed body', async () => {
    const { tablet, session } = await freshVisit();
    const id = box.shop.items.edamame;
    const before = rowCounts();
    const carts: unknown[] = [
      [{ id, quantity: 0 }],
      [{ id, quantity: 100 }],
      [{ id, quantity: 'x' }],
      [{ id, quantity: -1 }],
      [{ id, quantity: 1.5 }],
      [{ id }],
      [{ id: 'abc', quantity: 1 }],
      [
        { id, quantity: 60 },
        { id, quantity: 40 },
      ],
      Array.from({ length: 51 }, () => ({ id, quantity: 1 })),
      'all of it',
    ];
    for (const items of carts) {
      const res = await tablet.post<ErrorBody>(
        '/v1/order/create',
        { ordersData: { table_session_id: session.id, dining_table_id: session.dining_table_id }, orderItemsData: { items } },
        { 'Idempotency-Key': randomUUID() },
      );
      expect(res.status, JSON.stringify(items).slice(0, 80)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    }
    for (const body of [
      {},
      { ordersData: { table_session_id: session.id } },
      { orderItemsData: { items: [{ id, quantity: 1 }] } },
    ]) {
      const res = await tablet.post<ErrorBody>('/v1/order/create', body, { 'Idempotency-Key': randomUUID() });
      expect(res.status).toBe(400);
    }
    expect(rowCounts()).toEqual(before);
  });

  it('with an empty cart, with SPEC.md message', async () => {
    const { tablet, session } = await freshVisit();
    const res = await postOrder(tablet, session, []);
    expect(res.status).toBe(400);
    expect(errorOf(res)).toEqual({ code: 'EMPTY_CART', message: 'カートが空です。商品を追加してください。' });
  });

  it('with unknown, sold-out or hidden items, naming them all', async () => {
    const { items } = box.shop;
    const { tablet, session } = await freshVisit();
    const before = rowCounts();
    for (const bad of [999_999, items.soldOut, items.hiddenItem]) {
      const res = await postOrder(tablet, session, [
        { id: items.edamame, quantity: 1 },
        { id: bad, quantity: 1 },
      ]);
      expect(res.status).toBe(409);
      expect(errorOf(res)).toMatchObject({ code: 'ITEM_UNAVAILABLE', itemIds: [bad] });
    }
    const all = await postOrder(tablet, session, [
      { id: items.hiddenItem, quantity: 1 },
      { id: items.soldOut, quantity: 1 },
      { id: items.karaage, quantity: 1 },
    ]);
    expect(errorOf(all).itemIds?.sort()).toEqual([items.soldOut, items.hiddenItem].sort());
    expect(rowCounts()).toEqual(before);
  });

  it('for a visit of another table, an unknown visit, or a closed one', async () => {
    const { tablet, session } = await freshVisit();
    const other = await freshVisit();
    const cart: Cart = [{ id: box.shop.items.edamame, quantity: 1 }];
    const before = rowCounts();

    const theirs = await postOrder(tablet, { id: other.session.id, dining_table_id: session.dining_table_id }, cart);
    expect(theirs.status).toBe(404);
    const theirTable = await postOrder(tablet, other.session, cart);
    expect(theirTable.status).toBe(404);
    const unknown = await postOrder(tablet, { id: 999_999, dining_table_id: session.dining_table_id }, cart);
    expect(unknown.status).toBe(404);
    const t1 = await box.tablet(box.shop.tables.t1);
    const foreign = await postOrder(t1, session, cart);
    expect(foreign.status).toBe(404);

    await moveSession(tablet, session.id, { status: 1 });
    const billed = await postOrder(tablet, session, cart);
    expect(billed.status).toBe(409);
    expect(errorOf(billed)).toEqual({
      code: 'SESSION_NOT_OPEN',
      message: 'お会計のお手続き中のため注文できません。スタッフをお呼びください。',
    });
    // Calling staff still works while the bill is on its way, but not after the visit is paid.
    const call = [{ id: box.shop.items.staffCall, quantity: 1 }];
    const staffCall = await postOrder(tablet, session, call);
    expect(staffCall.status).toBe(200);
    await moveSession(staff, session.id, { status: 2 });
    expect(errorOf(await postOrder(tablet, session, cart)).code).toBe('SESSION_NOT_OPEN');
    expect(errorOf(await postOrder(tablet, session, call)).code).toBe('SESSION_NOT_OPEN');
    expect(rowCounts().orders).toBe((before.orders ?? 0) + 1);
  });

  it('from anonymous callers', async () => {
    const { session } = await freshVisit();
    const res = await postOrder(box.client(), session, [{ id: box.shop.items.edamame, quantity: 1 }]);
    expect(res.status).toBe(401);
  });
});
