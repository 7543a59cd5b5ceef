import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillDiscountResponse, BillPayResponse, BillShowResponse } from '../../src/contract/bills';
import type { CorrectionListResponse } from '../../src/contract/corrections';
import type { ErrorBody } from '../../src/contract/errors';
import type { MenuItemSaveResponse } from '../../src/contract/menu-items';
import type { TableSessionListResponse } from '../../src/contract/table-sessions';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { TEST_PASSWORDS } from '../helpers/test-shop';
import { addTable, placeOrder, recordEvents, startVisit } from '../table-sessions/visit-fixtures';

let box: TestBox;
let staff: ApiClient;
let manager: ApiClient;
let steak: number;
let bento: number;

beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
  manager = await box.staff('owner', { page: true });
  const create = async (label: string, price: number, tax_rate: 8 | 10) =>
    (
      await manager.post<MenuItemSaveResponse>('/v1/menuitem/create', {
        label,
        name: `item-${randomUUID().slice(0, 6)}`,
        price,
        menu_id: box.shop.menus.food,
        tax_rate,
      })
    ).body.menuItem.id;
  steak = await create('特選ステーキ', 13_582, 10);
  bento = await create('持ち帰り弁当', 1_080, 8);
});
afterAll(() => box.stop());

const discount = (client: ApiClient, body: Record<string, unknown>) =>
  client.post<BillDiscountResponse>('/v1/bill/discount', body);
const billOf = async (sessionId: number) =>
  (await staff.get<BillShowResponse>('/v1/bill/show', { table_session_id: sessionId })).body.bill;

describe('bill.discount: money given away at the register', () => {
  it('a line discount and a bill discount come off the total and the rates, each rate taxed once', async () => {
    const session = await startVisit(staff, addTable(box));
    const order = await placeOrder(staff, session, [
      { id: steak, quantity: 2 },
      { id: bento, quantity: 1 },
    ]);
    const steakLine = order.order.items.find((l) => l.menuitems.id === steak)!;
    const events = recordEvents(box);
    const line = await discount(manager, {
      table_session_id: session.id,
      order_item_id: steakLine.id,
      kind: 'amount',
      value: 1_000,
      reason: 'apology',
      note: '提供遅れ',
    });
    expect(line.status, JSON.stringify(line.body)).toBe(200);
    expect(line.body.bill).toMatchObject({ subtotal: 28_244, discount_total: 1_000, total: 27_244 });
    expect(line.body.bill.discounts).toEqual([
      expect.objectContaining({ order_item_id: steakLine.id, item_label: '特選ステーキ', kind: 'amount', amount: 1_000 }),
    ]);
    // 10%: 27,164 - 1,000 = 26,164 -> tax 2,378 (floor); 8%: 1,080 -> tax 80.
    expect(line.body.bill.rates).toEqual([
      { rate: 10, total: 26_164, tax: 2_378, ex_tax: 23_786 },
      { rate: 8, total: 1_080, tax: 80, ex_tax: 1_000 },
    ]);

    const whole = await discount(manager, { table_session_id: session.id, kind: 'percent', value: 10, reason: 'regular' });
    expect(whole.status).toBe(200);
    // 10% of 27,244 = 2,724.4 -> 2,724, spread by what each rate holds:
    // 2,616.02 at 10% and 107.98 at 8% -> 2,616 and 108 (the yen left to the larger remainder).
    expect(whole.body.bill).toMatchObject({ discount_total: 3_724, total: 24_520 });
    const rates = whole.body.bill.rates;
    expect(rates.map((r) => r.total)).toEqual([26_164 - 2_616, 1_080 - 108]);
    expect(rates.reduce((sum, r) => sum + r.total, 0)).toBe(24_520);
    events.stop();
    expect(events.events).toContainEqual(
      expect.objectContaining({ type: 'tableSession.updated', change: 'discount', tableSessionId: session.id }),
    );

    // The staff list shows the discounted total, and the register takes exactly that.
    const list = await staff.get<TableSessionListResponse>('/v1/tablesession/get/list', {
      activeTableId: session.dining_table_id,
    });
    expect(list.body.list.data[0]?.id).toBe(session.id);
    const short = await staff.post('/v1/bill/pay', {
      table_session_id: session.id,
      payments: [{ method: 'card', amount: 28_244 }],
    });
    expect((short.body as unknown as ErrorBody).error.code).toBe('PAYMENT_MISMATCH');
    const paid = await staff.post<BillPayResponse>('/v1/bill/pay', {
      table_session_id: session.id,
      payments: [{ method: 'card', amount: 24_520 }],
    });
    expect(paid.status).toBe(200);
    expect(paid.body.bill.receipt?.number).toBeGreaterThan(0);

    // Paid: nothing more to give.
    const late = await discount(manager, { table_session_id: session.id, kind: 'amount', value: 100, reason: 'regular' });
    expect(late.status).toBe(409);
    expect((late.body as unknown as ErrorBody).error.code).toBe('SESSION_CLOSED');

    // The audit log reads who gave what, and why.
    const log = await manager.get<CorrectionListResponse>('/v1/correction/get/list', { tableSession: session.id });
    const entries = log.body.list.data.filter((c) => c.kind === 'discount');
    expect(entries.map((c) => ({ amount: c.amount, note: c.note, authorizedBy: c.authorizedBy }))).toEqual([
      { amount: 2_724, note: '常連様 10%', authorizedBy: 'role' },
      { amount: 1_000, note: 'お詫び ¥1,000・提供遅れ', authorizedBy: 'role' },
    ]);
  });

  it('a waiter needs a manager: refused alone, allowed with the page password typed for this call', async () => {
    const session = await startVisit(staff, addTable(box));
    await placeOrder(staff, session, [{ id: bento, quantity: 2 }]);
    const body = { table_session_id: session.id, kind: 'amount', value: 200, reason: 'service' };
    const alone = await discount(staff, body);
    expect(alone.status).toBe(403);
    expect((alone.body as unknown as ErrorBody).error.code).toBe('DISCOUNT_NEEDS_AUTHORITY');
    const wrong = await discount(staff, { ...body, page_password: 'not-the-password' });
    expect((wrong.body as unknown as ErrorBody).error.code).toBe('PAGE_AUTH_FAILED');
    expect((await billOf(session.id)).discounts).toEqual([]);
    const right = await discount(staff, { ...body, page_password: TEST_PASSWORDS.page });
    expect(right.status).toBe(200);
    expect(right.body.bill.total).toBe(2_160 - 200);

    // Removing it needs the same authority.
    const id = right.body.bill.discounts[0]!.id;
    const removeAlone = await staff.post('/v1/bill/discount/remove', { id });
    expect(removeAlone.status).toBe(403);
    const removed = await staff.post<BillDiscountResponse>('/v1/bill/discount/remove', {
      id,
      page_password: TEST_PASSWORDS.page,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.bill).toMatchObject({ discounts: [], total: 2_160 });
  });

  it('a second discount on the same line or on the bill replaces the first', async () => {
    const session = await startVisit(staff, addTable(box));
    const order = await placeOrder(staff, session, [{ id: bento, quantity: 1 }]);
    const lineId = order.order.items[0]!.id;
    await discount(manager, {
      table_session_id: session.id,
      order_item_id: lineId,
      kind: 'percent',
      value: 10,
      reason: 'coupon',
    });
    const again = await discount(manager, {
      table_session_id: session.id,
      order_item_id: lineId,
      kind: 'percent',
      value: 20,
      reason: 'coupon',
    });
    expect(again.body.bill.discounts).toHaveLength(1);
    expect(again.body.bill.discounts[0]).toMatchObject({ value: 20, amount: 216 });
    expect(again.body.bill.total).toBe(1_080 - 216);
  });

  it('refuses more yen than the bill holds, a line of another visit, a bad percent, and changes nothing', async () => {
    const session = await startVisit(staff, addTable(box));
    await placeOrder(staff, session, [{ id: bento, quantity: 1 }]);
    const other = await startVisit(staff, addTable(box));
    const otherOrder = await placeOrder(staff, other, [{ id: bento, quantity: 1 }]);

    const big = await discount(manager, { table_session_id: session.id, kind: 'amount', value: 1_081, reason: 'regular' });
    expect(big.status).toBe(409);
    expect((big.body as unknown as ErrorBody).error).toEqual({
      code: 'DISCOUNT_TOO_LARGE',
      message: '割引額がお会計の金額を超えています。',
    });
    const stranger = await discount(manager, {
      table_session_id: session.id,
      order_item_id: otherOrder.order.items[0]!.id,
      kind: 'amount',
      value: 10,
      reason: 'regular',
    });
    expect(stranger.status).toBe(404);
    for (const bad of [
      { kind: 'percent', value: 101, reason: 'regular' },
      { kind: 'percent', value: 0, reason: 'regular' },
      { kind: 'amount', value: -5, reason: 'regular' },
      { kind: 'amount', value: 100, reason: 'other' },
      { kind: 'amount', value: 100, reason: 'bribe' },
    ]) {
      const res = await discount(manager, { table_session_id: session.id, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await billOf(session.id)).toMatchObject({ discounts: [], total: 1_080 });
  });

  it('a cancelled line takes its discount with it; a requested bill follows the new total', async () => {
    const session = await startVisit(staff, addTable(box));
    const order = await placeOrder(staff, session, [
      { id: bento, quantity: 1 },
      { id: steak, quantity: 1 },
    ]);
    const bentoLine = order.order.items.find((l) => l.menuitems.id === bento)!;
    await discount(manager, {
      table_session_id: session.id,
      order_item_id: bentoLine.id,
      kind: 'amount',
      value: 80,
      reason: 'staff',
    });
    await staff.post('/v1/tablesession/update', { id: session.id, status: 1 });
    await manager.post('/v1/orderitem/cancel', { id: bentoLine.id, reason: 'customer' });
    const bill = await billOf(session.id);
    expect(bill.discounts[0]).toMatchObject({ order_item_id: bentoLine.id, amount: 0 });
    expect(bill.total).toBe(13_582);
    await discount(manager, { table_session_id: session.id, kind: 'amount', value: 582, reason: 'regular' });
    const list = await staff.get<TableSessionListResponse>('/v1/tablesession/get/list', {
      activeTableId: session.dining_table_id,
    });
    expect(list.body.list.data[0]).toMatchObject({ id: session.id, total_amount: 13_000 });
  });
});

describe('合算: discounts follow the visit they were given on', () => {
  it('a line discount and a bill-wide one of the merged visit come off the joined bill', async () => {
    const from = await startVisit(staff, addTable(box));
    const order = await placeOrder(staff, from, [{ id: bento, quantity: 2 }]);
    await discount(manager, {
      table_session_id: from.id,
      order_item_id: order.order.items[0]!.id,
      kind: 'amount',
      value: 160,
      reason: 'regular',
    });
    await discount(manager, { table_session_id: from.id, kind: 'amount', value: 100, reason: 'service' });
    const into = await startVisit(staff, addTable(box));
    await placeOrder(staff, into, [{ id: bento, quantity: 1 }]);
    const merged = await staff.post('/v1/tablesession/merge', { id: from.id, into: into.id });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const bill = await billOf(into.id);
    expect(bill.subtotal).toBe(3_240);
    expect(bill.discounts.map((d) => d.amount)).toEqual([160, 100]);
    expect(bill.total).toBe(3_240 - 260);
  });
});

describe('reopen: a paid visit paid again', () => {
  it('voids the payments and the receipt number; paid again, it gets the next number and counts once', async () => {
    const session = await startVisit(staff, addTable(box));
    await placeOrder(staff, session, [{ id: bento, quantity: 1 }]);
    const first = await staff.post<BillPayResponse>('/v1/bill/pay', {
      table_session_id: session.id,
      payments: [{ method: 'cash', amount: 1_080, tendered: 2_000 }],
    });
    const firstNumber = first.body.bill.receipt!.number;
    const reopened = await staff.post('/v1/tablesession/update', { id: session.id, status: 1 });
    expect(reopened.status).toBe(200);
    const open = await billOf(session.id);
    expect(open).toMatchObject({ payments: [], receipt: null });
    const again = await staff.post<BillPayResponse>('/v1/bill/pay', {
      table_session_id: session.id,
      payments: [{ method: 'card', amount: 1_080 }],
    });
    expect(again.status).toBe(200);
    expect(again.body.bill.receipt?.number).toBe(firstNumber + 1);
    expect(again.body.bill.payments.map((p) => p.method)).toEqual(['card']);
    const log = await manager.get<CorrectionListResponse>('/v1/correction/get/list', { tableSession: session.id });
    expect(log.body.list.data.filter((c) => c.kind === 'reopen').map((c) => c.amount)).toEqual([1_080]);
  });
});
