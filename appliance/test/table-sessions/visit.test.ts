import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import type { TableSessionCreateResponse, TableSessionListResponse } from '../../src/contract/table-sessions';
import { planMenus, tableSessions } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable, moveSession, placeOrder, postOrder, recordEvents, startVisit } from './visit-fixtures';

let box: TestBox;
let staff: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
});
afterAll(() => box.stop());

describe('a whole visit', () => {
  it('start, order, resume, bill request, acknowledge, pay, reopen', async () => {
    const { items, menus } = box.shop;
    const tableId = addTable(box, '5番テーブル');
    const tablet = await box.tablet(tableId);
    const recorder = recordEvents(box);

    const start = await tablet.post<TableSessionCreateResponse>('/v1/tablesession/create', {
      dining_table_id: tableId,
      status: 0,
    });
    expect(start.status).toBe(200);
    expect(start.body.exists).toBe(false);
    const session = start.body.tableSession;
    expect(session).toMatchObject({
      dining_table_id: tableId,
      status: 0,
      confirm_flag: 0,
      total_amount: 0,
      bill_requested_at: null,
      ended_at: null,
      diningTables: { label: '5番テーブル' },
      activePlanMenuIds: [],
      user_id: null,
    });

    await placeOrder(tablet, session, [
      { id: items.karaage, quantity: 2 },
      { id: items.beer, quantity: 1 },
    ]);

    const resume = await tablet.post<TableSessionCreateResponse>('/v1/tablesession/create', { dining_table_id: tableId });
    expect(resume.body.exists).toBe(true);
    expect(resume.body.tableSession).toMatchObject({ id: session.id, status: 0, total_amount: 680 * 2 + 550 });

    await placeOrder(tablet, session, [{ id: items.nomihodai, quantity: 2 }]);
    const bill = await moveSession(tablet, session.id, { status: 1, total_amount: 1 });
    expect(bill.status).toBe(200);
    const expected = 680 * 2 + 550 + 1650 * 2; // the beer came before the plan: charged
    expect(bill.body.tableSession).toMatchObject({ status: 1, confirm_flag: 0, total_amount: expected });
    expect(bill.body.tableSession.activePlanMenuIds).toEqual([menus.drink, menus.alcohol].sort((a, b) => a - b));
    expect(bill.body.tableSession.bill_requested_at).toBeGreaterThan(0);

    const late = await postOrder(tablet, session, [{ id: items.edamame, quantity: 1 }]);
    expect(late.status).toBe(409);
    expect((late.body as unknown as ErrorBody).error.code).toBe('SESSION_NOT_OPEN');

    // The bill is frozen: even a change of plan links does not move the requested total.
    box.deps.db.delete(planMenus).where(eq(planMenus.menu_id, menus.alcohol)).run();
    try {
      const listed = await staff.get<TableSessionListResponse>('/v1/tablesession/get/list', { activeTableId: tableId });
      expect(listed.body.list.data[0]?.total_amount).toBe(expected);
    } finally {
      box.deps.db.insert(planMenus).values({ plan_item_id: items.nomihodai, menu_id: menus.alcohol }).run();
    }

    const ack = await moveSession(staff, session.id, { confirm_flag: 1 });
    expect(ack.body.tableSession).toMatchObject({ status: 1, confirm_flag: 1 });

    const paid = await moveSession(staff, session.id, { status: 2 });
    expect(paid.body.tableSession).toMatchObject({ status: 2, total_amount: expected });
    expect(paid.body.tableSession.ended_at).toBeGreaterThan(0);

    const reopened = await moveSession(staff, session.id, { status: 1 });
    expect(reopened.body.tableSession).toMatchObject({ status: 1, ended_at: null, total_amount: expected });

    const paidAgain = await moveSession(staff, session.id, { status: 2 });
    expect(paidAgain.body.tableSession.status).toBe(2);

    // The next party starts a new visit; reopening the old one would give the table two.
    const next = await tablet.post<TableSessionCreateResponse>('/v1/tablesession/create', { dining_table_id: tableId });
    expect(next.body.exists).toBe(false);
    expect(next.body.tableSession.id).not.toBe(session.id);
    expect(next.body.tableSession.total_amount).toBe(0);
    const busy = await moveSession(staff, session.id, { status: 1 });
    expect(busy.status).toBe(409);
    expect((busy.body as unknown as ErrorBody).error.code).toBe('TABLE_BUSY');
    const row = box.deps.db.select().from(tableSessions).where(eq(tableSessions.id, session.id)).get();
    expect(row?.status).toBe(2);

    recorder.stop();
    const sessionEvents = recorder.events.filter((e) => e.type === 'tableSession.updated').map((e) => e.change);
    expect(sessionEvents).toEqual(['started', 'billRequested', 'billAcknowledged', 'paid', 'reopened', 'paid', 'started']);
    expect(recorder.events.filter((e) => e.type === 'order.created')).toHaveLength(2);
  });

  it('staff may start any available table and are recorded as the starter', async () => {
    const tableId = addTable(box);
    const session = await startVisit(staff, tableId);
    expect(session.user_id).toBe(box.shop.users.staffId);
    const again = await staff.post<TableSessionCreateResponse>('/v1/tablesession/create', { dining_table_id: tableId });
    expect(again.body).toMatchObject({ exists: true, tableSession: { id: session.id } });
  });

  it('concurrent starts on one table open exactly one visit', async () => {
    const tableId = addTable(box);
    const tablet = await box.tablet(tableId);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        tablet.post<TableSessionCreateResponse>('/v1/tablesession/create', { dining_table_id: tableId }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.tableSession.id)).size).toBe(1);
    expect(results.filter((r) => !r.body.exists)).toHaveLength(1);
    expect(box.deps.db.select().from(tableSessions).where(eq(tableSessions.dining_table_id, tableId)).all()).toHaveLength(1);
  });

  it('an unknown or stopped table cannot start a visit', async () => {
    const unknown = await staff.post<ErrorBody>('/v1/tablesession/create', { dining_table_id: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    const stopped = await staff.post<ErrorBody>('/v1/tablesession/create', { dining_table_id: box.shop.tables.stopped });
    expect(stopped.status).toBe(400);
    expect(stopped.body.error.code).toBe('TABLE_STOPPED');
    const none = box.deps.db.select().from(tableSessions).where(eq(tableSessions.dining_table_id, box.shop.tables.stopped)).all();
    expect(none).toHaveLength(0);
  });

  it('a bill request with nothing ordered stores 0', async () => {
    const tableId = addTable(box);
    const tablet = await box.tablet(tableId);
    const session = await startVisit(tablet, tableId);
    const bill = await moveSession(tablet, session.id, { status: 1 });
    expect(bill.body.tableSession).toMatchObject({ status: 1, total_amount: 0 });
  });
});
