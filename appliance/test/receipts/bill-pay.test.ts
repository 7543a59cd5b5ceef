import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillPayResponse } from '../../src/contract/bills';
import type { ErrorBody } from '../../src/contract/errors';
import type { MenuItemSaveResponse } from '../../src/contract/menu-items';
import { equalSplit } from '../../src/contract/tax-rules';
import { payments } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable, placeOrder, recordEvents, startVisit } from '../table-sessions/visit-fixtures';

let box: TestBox;
let staff: ApiClient;
let course: number;

beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
  const owner = await box.staff('owner', { page: true });
  const res = await owner.post<MenuItemSaveResponse>('/v1/menuitem/create', {
    label: '宴会コース',
    name: `course-${randomUUID().slice(0, 6)}`,
    price: 5_000,
    menu_id: box.shop.menus.food,
  });
  course = res.body.menuItem.id;
});
afterAll(() => box.stop());

const paymentsOf = (sessionId: number) =>
  box.deps.db.select().from(payments).where(eq(payments.table_session_id, sessionId)).all();

describe('bill.pay: the register takes the money and frees the table', () => {
  it('割り勘 of ¥10,000 among three: the parts, cash with change and a card, and the visit paid', async () => {
    const session = await startVisit(staff, addTable(box));
    await placeOrder(staff, session, [{ id: course, quantity: 2 }]);
    const [first, second, third] = equalSplit(10_000, 3).parts;
    const events = recordEvents(box);
    const res = await staff.post<BillPayResponse>('/v1/bill/pay', {
      table_session_id: session.id,
      payments: [
        { method: 'cash', amount: first, tendered: 5_000 },
        { method: 'card', amount: second },
        { method: 'qr', amount: third },
      ],
    });
    events.stop();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.payments.map(({ method, amount, tendered, change }) => ({ method, amount, tendered, change }))).toEqual([
      { method: 'cash', amount: 3_334, tendered: 5_000, change: 1_666 },
      { method: 'card', amount: 3_333, tendered: null, change: null },
      { method: 'qr', amount: 3_333, tendered: null, change: null },
    ]);
    expect(res.body.bill).toMatchObject({ status: 2, total: 10_000 });
    expect(events.events).toContainEqual(
      expect.objectContaining({ type: 'tableSession.updated', change: 'paid', tableSessionId: session.id }),
    );
    // The table is free: the next party starts a new visit.
    const next = await startVisit(staff, session.dining_table_id);
    expect(next.id).not.toBe(session.id);

    const again = await staff.post('/v1/bill/pay', {
      table_session_id: session.id,
      payments: [{ method: 'cash', amount: 10_000 }],
    });
    expect(again.status).toBe(409);
    expect((again.body as ErrorBody).error.code).toBe('SESSION_CLOSED');
    expect(paymentsOf(session.id)).toHaveLength(3);
  });

  it('payments that do not add up to the bill are refused with the message, and nothing is written', async () => {
    const session = await startVisit(staff, addTable(box));
    await placeOrder(staff, session, [{ id: course, quantity: 1 }]);
    const short = await staff.post('/v1/bill/pay', {
      table_session_id: session.id,
      payments: [{ method: 'cash', amount: 4_000, tendered: 5_000 }],
    });
    expect(short.status).toBe(409);
    expect((short.body as ErrorBody).error).toMatchObject({
      code: 'PAYMENT_MISMATCH',
      message: 'お支払いの合計がご請求額と一致しません。金額を確認してください。',
    });
    for (const bad of [
      [{ method: 'cash', amount: 5_000, tendered: 4_000 }],
      [{ method: 'card', amount: 5_000, tendered: 5_000 }],
      [{ method: 'bitcoin', amount: 5_000 }],
      [],
    ]) {
      const res = await staff.post('/v1/bill/pay', { table_session_id: session.id, payments: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(paymentsOf(session.id)).toHaveLength(0);
    const open = await staff.get<{ list: { data: { id: number; status: number }[] } }>('/v1/tablesession/get/list', {
      activeTableId: session.dining_table_id,
    });
    expect(open.body.list.data[0]).toMatchObject({ id: session.id, status: 0 });
  });

  it('a tablet cannot take its own money', async () => {
    const table = addTable(box);
    const session = await startVisit(staff, table);
    const tablet = await box.tablet(table);
    const res = await tablet.post('/v1/bill/pay', { table_session_id: session.id, payments: [{ method: 'cash', amount: 0 }] });
    expect([401, 403]).toContain(res.status);
  });
});
