import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CorrectionListResponse, OrderItemCancelBody, OrderItemCancelResponse } from '../../src/contract/corrections';
import type { ErrorBody } from '../../src/contract/errors';
import type { OrderCreateResponse, OrderItemListResponse } from '../../src/contract/orders';
import type { TableSession, TableSessionListResponse } from '../../src/contract/table-sessions';
import { corrections, orderItems } from '../../src/db/schema';
import { deleteOptionGroup } from '../../src/features/option-groups/option-groups.service';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_PASSWORDS } from '../helpers/test-shop';
import { addStation, routeItem } from '../kitchen/station-fixtures';
import { addOptionGroup, addYakikata, choiceId } from '../option-groups/option-fixtures';
import { addTable, moveSession, orderBody, placeOrder, recordEvents, startVisit } from '../table-sessions/visit-fixtures';

let box: TestBox;
let staff: ApiClient;
let staffWithPage: ApiClient;
let owner: ApiClient;
let ownerWithPage: ApiClient;
let kitchen: number;

beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
  staffWithPage = await box.staff('staff', { page: true });
  owner = await box.staff('owner');
  ownerWithPage = await box.staff('owner', { page: true });
  kitchen = addStation(box, 'キッチン');
  routeItem(box, box.shop.items.karaage, kitchen);
});
afterAll(() => box.stop());

/** A table of its own with a visit and one order of 唐揚げ x3 and 枝豆 x1. */
async function seated() {
  const tableId = addTable(box);
  const tablet = await box.tablet(tableId);
  const visit = await startVisit(tablet, tableId);
  const order = await placeOrder(tablet, visit, [
    { id: box.shop.items.karaage, quantity: 3 },
    { id: box.shop.items.edamame, quantity: 1 },
  ]);
  const [karaage, edamame] = order.order.items;
  return { tableId, tablet, visit, karaage: karaage!, edamame: edamame! };
}

const cancel = (client: ApiClient, body: OrderItemCancelBody) =>
  client.post<OrderItemCancelResponse>('/v1/orderitem/cancel', body);

async function liveTotal(visit: TableSession): Promise<number> {
  const res = await staff.get<TableSessionListResponse>('/v1/tablesession/get/list', { activeTableId: visit.dining_table_id });
  return res.body.list.data.find((s) => s.id === visit.id)!.total_amount;
}

async function linesOf(visit: TableSession) {
  const res = await staff.get<OrderItemListResponse>('/v1/orderitem/get/list', { includeSession: [visit.id], orderBy: 'asc' });
  return res.body.list.data.map((l) => [l.menuitems.label, l.quantity, l.state]);
}

async function logOf(visit: TableSession) {
  const res = await ownerWithPage.get<CorrectionListResponse>('/v1/correction/get/list', { tableSession: visit.id });
  expect(res.status).toBe(200);
  return res.body.list.data;
}

function rowsOfLog(visitId: number) {
  return box.deps.db.select().from(corrections).where(eq(corrections.table_session_id, visitId)).all();
}

describe('POST /v1/orderitem/cancel: 取消 with a reason', () => {
  it('a waiter cancels a line not yet served: off the bill, its station told, and written to the log', async () => {
    const s = await seated();
    expect(await liveTotal(s.visit)).toBe(680 * 3 + 390);
    const events = recordEvents(box);
    const res = await cancel(staff, { id: s.karaage.id, reason: 'mistake' });
    events.stop();
    expect(res.status).toBe(200);
    expect(res.body.orderItem).toMatchObject({ id: s.karaage.id, quantity: 3, state: 'cancelled', subtotal: 0 });
    expect(res.body.cancelledItem.id).toBe(s.karaage.id);
    expect(await liveTotal(s.visit)).toBe(390);
    expect(events.events).toEqual([
      expect.objectContaining({ type: 'orderItem.cancelled', orderItemId: s.karaage.id, stationId: kitchen }),
    ]);

    const [entry] = await logOf(s.visit);
    expect(entry).toMatchObject({
      kind: 'cancel',
      staff: { id: box.shop.users.staffId },
      authorizedBy: null,
      itemLabel: '若鶏の唐揚げ',
      quantityBefore: 3,
      quantityAfter: 0,
      amount: 2040,
      lineState: 'ordered',
      reason: 'mistake',
      note: null,
    });
    expect(entry!.staff.name).not.toBe('');
  });

  it('reduces a quantity: the line keeps the rest and the part taken back is a cancelled line of its own', async () => {
    const s = await seated();
    const res = await cancel(staff, { id: s.karaage.id, quantity: 2, reason: 'customer' });
    expect(res.status).toBe(200);
    expect(res.body.orderItem).toMatchObject({ id: s.karaage.id, quantity: 1, state: 'ordered', subtotal: 680 });
    expect(res.body.cancelledItem).toMatchObject({ quantity: 2, state: 'cancelled', subtotal: 0, unit_price: 680 });
    expect(res.body.cancelledItem.id).not.toBe(s.karaage.id);
    expect(await liveTotal(s.visit)).toBe(680 + 390);
    expect(await linesOf(s.visit)).toEqual([
      ['若鶏の唐揚げ', 1, 'ordered'],
      ['枝豆', 1, 'ordered'],
      ['若鶏の唐揚げ', 2, 'cancelled'],
    ]);
    const [entry] = await logOf(s.visit);
    expect(entry).toMatchObject({ kind: 'reduce', quantityBefore: 3, quantityAfter: 1, amount: 1360, reason: 'customer' });

    // The rest can be reduced again, down to nothing.
    expect((await cancel(staff, { id: s.karaage.id, quantity: 1, reason: 'customer' })).body.orderItem.state).toBe('cancelled');
    expect(await liveTotal(s.visit)).toBe(390);
  });

  it('a part taken back keeps its options, note and plan charge, and the log names the variant', async () => {
    const group = addYakikata(box, [box.shop.items.karaage]);
    const size = addOptionGroup(box, {
      label: '量',
      min_picks: 0,
      max_picks: 1,
      choices: [{ label: '大盛り', price_delta: 110, plan_charged: 1 }],
      item_ids: [box.shop.items.karaage],
    });
    const tableId = addTable(box);
    const tablet = await box.tablet(tableId);
    const visit = await startVisit(tablet, tableId);
    const order = await staff.post<OrderCreateResponse>(
      '/v1/order/create',
      {
        ...orderBody(visit, []),
        orderItemsData: {
          items: [
            {
              id: box.shop.items.karaage,
              quantity: 3,
              options: [choiceId(group, 'タレ'), choiceId(size, '大盛り')],
              note: 'よく焼き',
            },
          ],
        },
      },
      { 'Idempotency-Key': randomUUID() },
    );
    const line = order.body.order.items[0]!;
    const res = await cancel(staff, { id: line.id, quantity: 1, reason: 'customer' });
    expect(res.status).toBe(200);
    const taken = res.body.cancelledItem;
    expect(taken).toMatchObject({ quantity: 1, state: 'cancelled', unit_price: 790, note: 'よく焼き' });
    expect(taken.options.map((o) => o.label)).toEqual(['タレ', '大盛り']);
    const rows = box.deps.db.select().from(orderItems).where(eq(orderItems.id, taken.id)).all();
    expect(rows[0]).toMatchObject({ plan_charge: 110, note: 'よく焼き' });
    expect(res.body.orderItem).toMatchObject({ quantity: 2, subtotal: 1580 });
    const [entry] = await logOf(visit);
    expect(entry).toMatchObject({ itemLabel: '若鶏の唐揚げ（タレ / 大盛り）', amount: 790 });
    for (const id of [group.id, size.id]) deleteOptionGroup(box.deps, id);
  });

  it('refuses more than the line holds, and その他 without a note, changing nothing', async () => {
    const s = await seated();
    const tooMany = await cancel(staff, { id: s.karaage.id, quantity: 4, reason: 'mistake' });
    expect(tooMany.status).toBe(400);
    expect((tooMany.body as unknown as ErrorBody).error).toMatchObject({
      code: 'VALIDATION',
      message: '入力内容に誤りがあります。',
    });
    const noNote = await staff.post('/v1/orderitem/cancel', { id: s.karaage.id, reason: 'other' });
    expect(noNote.status).toBe(400);
    const blankNote = await staff.post('/v1/orderitem/cancel', { id: s.karaage.id, reason: 'other', note: '   ' });
    expect(blankNote.status).toBe(400);
    const noReason = await staff.post('/v1/orderitem/cancel', { id: s.karaage.id });
    expect(noReason.status).toBe(400);
    expect(await linesOf(s.visit)).toEqual([
      ['若鶏の唐揚げ', 3, 'ordered'],
      ['枝豆', 1, 'ordered'],
    ]);
    expect(rowsOfLog(s.visit.id)).toEqual([]);

    const withNote = await cancel(staff, { id: s.edamame.id, reason: 'other', note: '落としてしまった' });
    expect(withNote.status).toBe(200);
    expect((await logOf(s.visit))[0]).toMatchObject({ reason: 'other', note: '落としてしまった' });
  });

  it('cancelling a cancelled line again changes nothing and logs nothing more', async () => {
    const s = await seated();
    await cancel(staff, { id: s.edamame.id, reason: 'soldOut' });
    const again = await cancel(staff, { id: s.edamame.id, reason: 'soldOut' });
    expect(again.status).toBe(200);
    expect(again.body.orderItem.state).toBe('cancelled');
    expect(rowsOfLog(s.visit.id)).toHaveLength(1);
    // A 品切れ 取消 stops the item (item-sale.test.ts); back on sale for the tests after this one.
    expect((await staff.post('/v1/menuitem/flag', { id: box.shop.items.edamame, flag: 1 })).status).toBe(200);
  });

  it('a served line needs a manager: role >= 21 or the page password; it goes to no station', async () => {
    const s = await seated();
    await staff.post('/v1/orderitem/update', { id: s.karaage.id, status: 1 });
    const refused = await cancel(staff, { id: s.karaage.id, reason: 'customer' });
    expect(refused.status).toBe(403);
    expect((refused.body as unknown as ErrorBody).error).toEqual({
      code: 'CORRECTION_NEEDS_AUTHORITY',
      message: '提供済みまたはお会計中の注文の取消には、責任者の権限またはページパスワードが必要です。',
    });
    expect(rowsOfLog(s.visit.id)).toEqual([]);
    expect(await liveTotal(s.visit)).toBe(680 * 3 + 390);

    const events = recordEvents(box);
    const byPage = await cancel(staffWithPage, { id: s.karaage.id, quantity: 1, reason: 'customer' });
    events.stop();
    expect(byPage.status).toBe(200);
    // The rest stays served; the cancelled part was made already, so no station is told.
    expect(byPage.body.orderItem).toMatchObject({ quantity: 2, state: 'served' });
    expect(events.events).toEqual([expect.objectContaining({ type: 'orderItem.cancelled', stationId: null })]);
    const cards = await staff.get<{ cards: { order_id: number }[] }>('/v1/kitchen/get/cards', { station_id: kitchen });
    expect(cards.body.cards.some((c) => c.order_id === s.karaage.orders.id)).toBe(false);

    const byRole = await cancel(owner, { id: s.karaage.id, reason: 'customer' });
    expect(byRole.status).toBe(200);
    const log = await logOf(s.visit);
    expect(log.map((e) => [e.kind, e.authorizedBy, e.lineState, e.staff.id])).toEqual([
      ['cancel', 'role', 'served', box.shop.users.ownerId],
      ['reduce', 'pagePassword', 'served', box.shop.users.staffId],
    ]);
    expect(await liveTotal(s.visit)).toBe(390);
  });

  it('a manager may type the page password for one cancel: wrong is refused, right authorizes that cancel only', async () => {
    const s = await seated();
    await staff.post('/v1/orderitem/update', { id: s.karaage.id, status: 1 });
    const wrong = await cancel(staff, { id: s.karaage.id, reason: 'customer', page_password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect((wrong.body as unknown as ErrorBody).error.code).toBe('PAGE_AUTH_FAILED');
    expect(rowsOfLog(s.visit.id)).toEqual([]);

    const right = await cancel(staff, { id: s.karaage.id, quantity: 1, reason: 'customer', page_password: TEST_PASSWORDS.page });
    expect(right.status).toBe(200);
    expect((await logOf(s.visit))[0]).toMatchObject({ kind: 'reduce', authorizedBy: 'pagePassword' });
    // Nothing was granted to the waiter's login: the next served cancel asks again.
    expect((await staff.get('/v1/pageauth/check')).status).toBe(401);
    expect((await cancel(staff, { id: s.karaage.id, reason: 'customer' })).status).toBe(403);
  });

  it('a requested bill needs a manager too, and is re-totalled; a paid one cannot be corrected', async () => {
    const s = await seated();
    await moveSession(s.tablet, s.visit.id, { status: 1 });
    expect((await cancel(staff, { id: s.edamame.id, reason: 'mistake' })).status).toBe(403);
    expect((await cancel(ownerWithPage, { id: s.edamame.id, reason: 'mistake' })).status).toBe(200);
    const billed = await staff.get<TableSessionListResponse>('/v1/tablesession/get/list', {
      status: [1],
      activeTableId: s.tableId,
    });
    expect(billed.body.list.data[0]!.total_amount).toBe(2040);

    await moveSession(staff, s.visit.id, { status: 2 });
    const closed = await cancel(ownerWithPage, { id: s.karaage.id, reason: 'mistake' });
    expect(closed.status).toBe(409);
    expect((closed.body as unknown as ErrorBody).error).toEqual({
      code: 'SESSION_CLOSED',
      message: 'お会計済みの注文は変更できません。お会計待ちに戻してから操作してください。',
    });
    const line = box.deps.db.select().from(orderItems).where(eq(orderItems.id, s.karaage.id)).get();
    expect(line?.cancelled_at).toBeNull();
  });

  it('an unknown line is a 404', async () => {
    const res = await cancel(staff, { id: 99_999_999, reason: 'mistake' });
    expect(res.status).toBe(404);
  });
});

describe('GET /v1/correction/get/list: the owner reads the log', () => {
  it('needs the page password; filters by business day, newest first', async () => {
    const s = await seated();
    await cancel(staff, { id: s.edamame.id, reason: 'mistake' });
    await cancel(staff, { id: s.karaage.id, quantity: 1, reason: 'soldOut' });
    expect((await staff.post('/v1/menuitem/flag', { id: box.shop.items.karaage, flag: 1 })).status).toBe(200);
    expect((await staff.get('/v1/correction/get/list')).status).toBe(401);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: box.deps.config.timeZone }).format(
      new Date(Date.now() - 5 * 3600_000),
    );
    const day = await ownerWithPage.get<CorrectionListResponse>('/v1/correction/get/list', { date: today });
    expect(day.status).toBe(200);
    const mine = day.body.list.data.filter((e) => e.tableSessionId === s.visit.id);
    expect(mine.map((e) => e.kind)).toEqual(['reduce', 'cancel']);
    const ats = day.body.list.data.map((e) => e.at);
    expect(ats).toEqual([...ats].sort((a, b) => b - a));

    const longAgo = await ownerWithPage.get<CorrectionListResponse>('/v1/correction/get/list', { date: '2020-01-01' });
    expect(longAgo.body.list).toEqual({ data: [], total: 0 });
    expect((await ownerWithPage.get('/v1/correction/get/list', { date: '2025-02-30' })).status).toBe(400);
  });
});

describe('orders taken by staff (ハンディ)', () => {
  it('carry who entered them; a tablet order carries none', async () => {
    const tableId = addTable(box);
    const visit = await startVisit(staff, tableId);
    const byStaff = await placeOrder(staff, visit, [{ id: box.shop.items.edamame, quantity: 2 }]);
    expect(byStaff.order.entered_by_user_id).toBe(box.shop.users.staffId);
    expect(byStaff.order.items[0]!.orders.entered_by_user_id).toBe(box.shop.users.staffId);
    const tablet = await box.tablet(tableId);
    const byTablet = await placeOrder(tablet, visit, [{ id: box.shop.items.edamame, quantity: 1 }]);
    expect(byTablet.order.entered_by_user_id).toBeNull();
    const list = await staff.get<OrderItemListResponse>('/v1/orderitem/get/list', { includeSession: [visit.id], orderBy: 'asc' });
    expect(list.body.list.data.map((l) => l.orders.entered_by_user_id)).toEqual([box.shop.users.staffId, null]);
  });
});
