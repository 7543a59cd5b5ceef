import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CorrectionListResponse } from '../../src/contract/corrections';
import type { ErrorBody } from '../../src/contract/errors';
import type { OrderItemListResponse } from '../../src/contract/orders';
import type {
  TableSession,
  TableSessionCreateResponse,
  TableSessionListResponse,
  TableSessionMoveResponse,
} from '../../src/contract/table-sessions';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable, moveSession, placeOrder, recordEvents, startVisit } from './visit-fixtures';

let box: TestBox;
let staff: ApiClient;
let ownerWithPage: ApiClient;

beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
  ownerWithPage = await box.staff('owner', { page: true });
});
afterAll(() => box.stop());

async function seatedWith(label: string, items: { id: number; quantity: number }[]) {
  const tableId = addTable(box, `${label}-${Math.random().toString(36).slice(2, 6)}`);
  const tablet = await box.tablet(tableId);
  const visit = await startVisit(tablet, tableId);
  if (items.length > 0) await placeOrder(tablet, visit, items);
  return { tableId, tablet, visit };
}

async function visit(id: number): Promise<TableSession> {
  const res = await staff.get<TableSessionListResponse>('/v1/tablesession/get/list', { limit: 500 });
  return res.body.list.data.find((s) => s.id === id)!;
}

async function lines(sessionId: number) {
  const res = await staff.get<OrderItemListResponse>('/v1/orderitem/get/list', { includeSession: [sessionId], orderBy: 'asc' });
  return res.body.list.data.map((l) => [l.menuitems.label, l.quantity, l.diningTables.label]);
}

const move = (body: Record<string, unknown>) => staff.post<TableSessionMoveResponse>('/v1/tablesession/move', body);
const merge = (body: Record<string, unknown>) => staff.post<TableSessionMoveResponse>('/v1/tablesession/merge', body);

describe('POST /v1/tablesession/move: 席移動', () => {
  it('moves the visit and its orders to a free table; the table left is free; both tables hear of it', async () => {
    const a = await seatedWith('A', [{ id: box.shop.items.karaage, quantity: 2 }]);
    const freeTable = addTable(box, '窓際5');
    const events = recordEvents(box);
    const res = await move({ id: a.visit.id, dining_table_id: freeTable });
    events.stop();
    expect(res.status).toBe(200);
    expect(res.body.tableSession).toMatchObject({
      id: a.visit.id,
      dining_table_id: freeTable,
      status: 0,
      diningTables: { label: '窓際5' },
    });
    expect(await lines(a.visit.id)).toEqual([['若鶏の唐揚げ', 2, '窓際5']]);
    expect(events.events).toEqual([
      expect.objectContaining({ type: 'tableSession.updated', diningTableId: a.tableId, change: 'movedOut' }),
      expect.objectContaining({ type: 'tableSession.updated', diningTableId: freeTable, change: 'movedIn' }),
    ]);

    // The next party can sit at the old table at once; the moved guests keep ordering at the new one.
    const next = await a.tablet.post<TableSessionCreateResponse>('/v1/tablesession/create', { dining_table_id: a.tableId });
    expect(next.body.exists).toBe(false);
    const newTablet = await box.tablet(freeTable);
    const resumed = await newTablet.post<TableSessionCreateResponse>('/v1/tablesession/create', { dining_table_id: freeTable });
    expect(resumed.body).toMatchObject({ exists: true, tableSession: { id: a.visit.id } });

    const log = await ownerWithPage.get<CorrectionListResponse>('/v1/correction/get/list', { tableSession: a.visit.id });
    expect(log.body.list.data[0]).toMatchObject({ kind: 'move', toTableLabel: '窓際5', staff: { id: box.shop.users.staffId } });
  });

  it('refuses a busy, stopped or unknown table and a paid visit, changing nothing; the same table is a no-op', async () => {
    const a = await seatedWith('A', [{ id: box.shop.items.edamame, quantity: 1 }]);
    const b = await seatedWith('B', []);
    const busy = await move({ id: a.visit.id, dining_table_id: b.tableId });
    expect(busy.status).toBe(409);
    expect((busy.body as unknown as ErrorBody).error).toEqual({
      code: 'TABLE_BUSY',
      message: 'このテーブルは別のお客様が利用中です。',
    });
    expect((await move({ id: a.visit.id, dining_table_id: box.shop.tables.stopped })).body).toMatchObject({
      error: { code: 'TABLE_STOPPED' },
    });
    expect((await move({ id: a.visit.id, dining_table_id: 99_999 })).status).toBe(404);
    expect((await visit(a.visit.id)).dining_table_id).toBe(a.tableId);

    const events = recordEvents(box);
    expect((await move({ id: a.visit.id, dining_table_id: a.tableId })).status).toBe(200);
    events.stop();
    expect(events.events).toEqual([]);

    await moveSession(staff, b.visit.id, { status: 2 });
    const paid = await move({ id: b.visit.id, dining_table_id: addTable(box) });
    expect((paid.body as unknown as ErrorBody).error.code).toBe('INVALID_TRANSITION');
  });

  it('is for staff: a tablet is refused at the door', async () => {
    const a = await seatedWith('A', []);
    const res = await a.tablet.post('/v1/tablesession/move', { id: a.visit.id, dining_table_id: addTable(box) });
    expect(res.status).toBe(401);
  });
});

describe('POST /v1/tablesession/merge: 合算', () => {
  it('puts both tables on one bill; the merged-away table is free and its visit ends with nothing to pay', async () => {
    const a = await seatedWith('A', [{ id: box.shop.items.karaage, quantity: 1 }]);
    const b = await seatedWith('B', [{ id: box.shop.items.edamame, quantity: 2 }]);
    await staff.post('/v1/tablesession/update', { id: a.visit.id, guest_count: 2 });
    await staff.post('/v1/tablesession/update', { id: b.visit.id, guest_count: 3 });
    await moveSession(b.tablet, b.visit.id, { status: 1 });
    expect((await visit(b.visit.id)).total_amount).toBe(780);

    const events = recordEvents(box);
    const res = await merge({ id: a.visit.id, into: b.visit.id });
    events.stop();
    expect(res.status).toBe(200);
    expect(res.body.tableSession).toMatchObject({ id: b.visit.id, status: 1, total_amount: 680 + 780, guest_count: 5 });
    expect((await lines(b.visit.id)).map((l) => l[0])).toEqual(['若鶏の唐揚げ', '枝豆']);
    expect(await visit(a.visit.id)).toMatchObject({ status: 2, total_amount: 0, merged_into_id: b.visit.id });
    expect(events.events.map((e) => e.type === 'tableSession.updated' && [e.diningTableId, e.change])).toEqual([
      [a.tableId, 'mergedOut'],
      [b.tableId, 'mergedIn'],
    ]);
    const next = await a.tablet.post<TableSessionCreateResponse>('/v1/tablesession/create', { dining_table_id: a.tableId });
    expect(next.body.exists).toBe(false);

    const log = await ownerWithPage.get<CorrectionListResponse>('/v1/correction/get/list', { tableSession: a.visit.id });
    expect(log.body.list.data[0]).toMatchObject({ kind: 'merge', toTableLabel: expect.stringMatching(/^B-/) });
  });

  it('refuses a visit into itself and a paid visit', async () => {
    const a = await seatedWith('A', []);
    const b = await seatedWith('B', []);
    expect((await merge({ id: a.visit.id, into: a.visit.id })).status).toBe(409);
    await moveSession(staff, b.visit.id, { status: 2 });
    expect((await merge({ id: a.visit.id, into: b.visit.id })).status).toBe(409);
    expect((await merge({ id: b.visit.id, into: a.visit.id })).status).toBe(409);
    expect((await visit(a.visit.id)).status).toBe(0);
  });
});

describe('guest count and freeing a table', () => {
  it('staff start a visit with its guests, correct them, and a tablet resuming keeps them', async () => {
    const tableId = addTable(box);
    const started = await staff.post<TableSessionCreateResponse>('/v1/tablesession/create', {
      dining_table_id: tableId,
      guest_count: 4,
    });
    expect(started.body.tableSession.guest_count).toBe(4);
    const tablet = await box.tablet(tableId);
    const resumed = await tablet.post<TableSessionCreateResponse>('/v1/tablesession/create', { dining_table_id: tableId });
    expect(resumed.body.tableSession.guest_count).toBe(4);
    const events = recordEvents(box);
    const fixed = await staff.post('/v1/tablesession/update', { id: started.body.tableSession.id, guest_count: 5 });
    events.stop();
    expect(fixed.status).toBe(200);
    expect(events.events).toEqual([expect.objectContaining({ change: 'guestCount' })]);
    for (const bad of [0, 100, 'many', 2.5]) {
      expect((await staff.post('/v1/tablesession/update', { id: started.body.tableSession.id, guest_count: bad })).status).toBe(
        400,
      );
    }
    expect((await visit(started.body.tableSession.id)).guest_count).toBe(5);
  });

  it('staff free a table in one tap from an active visit: paid at what was ordered', async () => {
    const a = await seatedWith('A', [{ id: box.shop.items.edamame, quantity: 3 }]);
    const res = await moveSession(staff, a.visit.id, { status: 2 });
    expect(res.status).toBe(200);
    expect(res.body.tableSession).toMatchObject({ status: 2, total_amount: 1170, bill_requested_at: null });
    expect(res.body.tableSession.ended_at).not.toBeNull();
    const next = await a.tablet.post<TableSessionCreateResponse>('/v1/tablesession/create', { dining_table_id: a.tableId });
    expect(next.body.exists).toBe(false);
    // A paid visit's guests cannot be counted again.
    expect((await staff.post('/v1/tablesession/update', { id: a.visit.id, guest_count: 2 })).status).toBe(409);
  });
});
