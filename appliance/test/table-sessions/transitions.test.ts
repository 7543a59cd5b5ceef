import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import type { TableSession, TableSessionListResponse } from '../../src/contract/table-sessions';
import { tableSessions } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable, moveSession, recordEvents, startVisit } from './visit-fixtures';

let box: TestBox;
let staff: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
});
afterAll(() => box.stop());

/** A visit on a fresh table brought to `status` / `confirmFlag` by staff. */
async function visitAt(status: number, confirmFlag = 0): Promise<{ session: TableSession; tablet: ApiClient }> {
  const tableId = addTable(box);
  const tablet = await box.tablet(tableId);
  const session = await startVisit(tablet, tableId);
  if (status >= 1) await moveSession(staff, session.id, { status: 1 });
  if (confirmFlag === 1) await moveSession(staff, session.id, { confirm_flag: 1 });
  if (status === 2) await moveSession(staff, session.id, { status: 2 });
  return { session, tablet };
}

function stored(id: number) {
  return box.deps.db.select().from(tableSessions).where(eq(tableSessions.id, id)).get()!;
}

describe('POST /v1/tablesession/update: refused moves', () => {
  const tabletRefused: [number, Record<string, number>][] = [
    [1, { status: 2 }],
    [1, { status: 0 }],
    [0, { status: 2 }],
    [2, { status: 1 }],
    [2, { status: 0 }],
    [1, { confirm_flag: 1 }],
  ];
  it.each(tabletRefused)('a tablet at status %i may not ask %o', async (status, change) => {
    const { session, tablet } = await visitAt(status);
    const before = stored(session.id);
    const res = await moveSession(tablet, session.id, change);
    expect(res.status).toBe(409);
    expect((res.body as unknown as ErrorBody).error).toEqual({
      code: 'INVALID_TRANSITION',
      message: 'ステータスの更新に失敗しました。',
    });
    expect(stored(session.id)).toEqual(before);
  });

  const staffRefused: [number, number, Record<string, number>][] = [
    [1, 0, { status: 0 }],
    [2, 0, { status: 0 }],
    [0, 0, { confirm_flag: 1 }],
    [2, 0, { confirm_flag: 1 }],
    [1, 1, { confirm_flag: 0 }],
    [1, 0, { status: 2, confirm_flag: 1 }],
  ];
  it.each(staffRefused)('staff at status %i / confirm %i may not ask %o', async (status, confirmFlag, change) => {
    const { session } = await visitAt(status, confirmFlag);
    const before = stored(session.id);
    const recorder = recordEvents(box);
    const res = await moveSession(staff, session.id, change);
    recorder.stop();
    expect(res.status).toBe(409);
    expect((res.body as unknown as ErrorBody).error.code).toBe('INVALID_TRANSITION');
    expect(stored(session.id)).toEqual(before);
    expect(recorder.events).toEqual([]);
  });
});

describe('POST /v1/tablesession/update: retried taps', () => {
  it('asking for the current state answers the visit and changes nothing', async () => {
    const { session, tablet } = await visitAt(0);
    const first = await moveSession(tablet, session.id, { status: 1 });
    expect(first.status).toBe(200);
    const frozen = stored(session.id);
    const recorder = recordEvents(box);
    const retry = await moveSession(tablet, session.id, { status: 1 });
    expect(retry.status).toBe(200);
    expect(retry.body.tableSession).toMatchObject({
      id: session.id,
      status: 1,
      total_amount: first.body.tableSession.total_amount,
    });
    expect((await moveSession(staff, session.id, { confirm_flag: 1 })).status).toBe(200);
    expect((await moveSession(staff, session.id, { confirm_flag: 1 })).status).toBe(200);
    expect((await moveSession(staff, session.id, { status: 2 })).status).toBe(200);
    const paidRow = stored(session.id);
    expect((await moveSession(staff, session.id, { status: 2 })).status).toBe(200);
    expect((await moveSession(tablet, session.id, { status: 2 })).status).toBe(200);
    recorder.stop();
    expect(stored(session.id)).toEqual(paidRow);
    expect(paidRow.bill_requested_at).toBe(frozen.bill_requested_at);
    expect(recorder.events.map((e) => (e.type === 'tableSession.updated' ? e.change : e.type))).toEqual([
      'billAcknowledged',
      'paid',
    ]);
  });

  it('staff may request the bill and acknowledge it in one call', async () => {
    const { session } = await visitAt(0);
    const res = await moveSession(staff, session.id, { status: 1, confirm_flag: 1 });
    expect(res.body.tableSession).toMatchObject({ status: 1, confirm_flag: 1 });
  });
});

describe('who may touch a visit', () => {
  it('a tablet of another table gets 404 and changes nothing', async () => {
    const { session } = await visitAt(0);
    const other = await box.tablet(box.shop.tables.t2);
    const res = await moveSession(other, session.id, { status: 1 });
    expect(res.status).toBe(404);
    expect((res.body as unknown as ErrorBody).error.code).toBe('NOT_FOUND');
    expect(stored(session.id).status).toBe(0);
    const start = await other.post<ErrorBody>('/v1/tablesession/create', { dining_table_id: session.dining_table_id });
    expect(start.status).toBe(404);
    const list = await other.get<TableSessionListResponse>('/v1/tablesession/get/list', {
      activeTableId: session.dining_table_id,
    });
    expect(list.status).toBe(200);
    expect(list.body.list.data).toEqual([]);
  });

  it('anonymous callers get 401 everywhere', async () => {
    const { session } = await visitAt(0);
    const anon = box.client();
    expect((await anon.post('/v1/tablesession/create', { dining_table_id: session.dining_table_id })).status).toBe(401);
    expect((await moveSession(anon, session.id, { status: 1 })).status).toBe(401);
    expect((await anon.get('/v1/tablesession/get/list')).status).toBe(401);
    expect(stored(session.id).status).toBe(0);
  });

  it('an unknown visit is a 404', async () => {
    const res = await moveSession(staff, 999_999, { status: 1 });
    expect(res.status).toBe(404);
  });
});

describe('malformed requests', () => {
  it('are 400 VALIDATION and write nothing', async () => {
    const { session } = await visitAt(0);
    const bodies: unknown[] = [
      {},
      { id: session.id },
      { id: session.id, status: 3 },
      { id: session.id, status: -1 },
      { id: session.id, status: 'x' },
      { id: session.id, confirm_flag: 2 },
      { id: 'abc', status: 1 },
      { id: 0, status: 1 },
      { id: session.id, status: [1] },
    ];
    for (const body of bodies) {
      const res = await staff.post<ErrorBody>('/v1/tablesession/update', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION');
    }
    for (const body of [{}, { dining_table_id: 'x' }, { dining_table_id: -3 }, { dining_table_id: 1.5 }]) {
      const res = await staff.post<ErrorBody>('/v1/tablesession/create', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    for (const query of [{ date: '2026-02-30' }, { date: 'today' }, { status: 'x' }, { limit: 0 }, { activeTableId: '1e3' }]) {
      const res = await staff.get<ErrorBody>('/v1/tablesession/get/list', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
    expect(stored(session.id).status).toBe(0);
  });

  it('string numbers from forms are accepted', async () => {
    const { session } = await visitAt(0);
    const res = await staff.post('/v1/tablesession/update', { id: String(session.id), status: '1' });
    expect(res.status).toBe(200);
  });
});
