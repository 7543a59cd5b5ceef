import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableSessionListResponse } from '../../src/contract/table-sessions';
import { tableSessions } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable, moveSession, placeOrder, startVisit } from './visit-fixtures';

let box: TestBox;
let staff: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
});
afterAll(() => box.stop());

const list = (client: ApiClient, query: Record<string, string | number | number[] | undefined>) =>
  client.get<TableSessionListResponse>('/v1/tablesession/get/list', query);

/** A paid visit that started at `iso`, with a stored total. */
function pastVisit(diningTableId: number, iso: string, total: number): number {
  const at = Date.parse(iso);
  return box.deps.db
    .insert(tableSessions)
    .values({
      dining_table_id: diningTableId,
      status: 2,
      confirm_flag: 1,
      total_amount: total,
      bill_requested_at: at + 60_000,
      ended_at: at + 120_000,
      created_at: at,
      updated_at: at,
    })
    .returning()
    .get().id;
}

describe('GET /v1/tablesession/get/list', () => {
  it('filters by business day in the shop time zone (05:00 to 05:00)', async () => {
    const tableId = addTable(box);
    const beforeOpen = pastVisit(tableId, '2026-03-13T19:59:00Z', 100); // 14th 04:59 JST: the 13th's night
    const opening = pastVisit(tableId, '2026-03-13T20:00:00Z', 200); // 14th 05:00 JST
    const evening = pastVisit(tableId, '2026-03-14T10:00:00Z', 300); // 14th 19:00 JST
    const smallHours = pastVisit(tableId, '2026-03-14T16:30:00Z', 400); // 15th 01:30 JST
    const nextDay = pastVisit(tableId, '2026-03-14T20:00:00Z', 500); // 15th 05:00 JST

    const day = await list(staff, { activeTableId: tableId, date: '2026-03-14' });
    expect(day.status).toBe(200);
    expect(day.body.list.data.map((s) => s.id)).toEqual([smallHours, evening, opening]);
    expect(day.body.list.data.map((s) => s.total_amount)).toEqual([400, 300, 200]);
    expect(day.body.list.total).toBe(3);
    expect((await list(staff, { activeTableId: tableId, date: '2026-03-13' })).body.list.data.map((s) => s.id)).toEqual([
      beforeOpen,
    ]);
    expect((await list(staff, { activeTableId: tableId, date: '2026-03-15' })).body.list.data.map((s) => s.id)).toEqual([
      nextDay,
    ]);
  });

  it('filters by status, confirm flag and table, newest first, with a limit', async () => {
    const tableA = addTable(box, 'A卓');
    const tableB = addTable(box, 'B卓');
    const old = pastVisit(tableA, '2026-01-01T10:00:00Z', 1000);
    const a = await startVisit(staff, tableA);
    const b = await startVisit(staff, tableB);
    await moveSession(staff, b.id, { status: 1 });

    const mine = await list(staff, { activeTableId: tableA });
    expect(mine.body.list.data.map((s) => s.id)).toEqual([a.id, old]);
    expect(mine.body.list.data[0]?.diningTables.label).toBe('A卓');

    const waiting = await list(staff, { status: [1], confirmFlag: 0 });
    expect(waiting.body.list.data.map((s) => s.id)).toContain(b.id);
    expect(waiting.body.list.data.every((s) => s.status === 1 && s.confirm_flag === 0)).toBe(true);

    const open = await list(staff, { status: [0, 1], activeTableId: tableB });
    expect(open.body.list.data.map((s) => s.id)).toEqual([b.id]);

    const limited = await list(staff, { activeTableId: tableA, limit: 1 });
    expect(limited.body.list.data.map((s) => s.id)).toEqual([a.id]);
    expect(limited.body.list.total).toBe(2);
  });

  it('shows a live total for an active visit, with the plan applied', async () => {
    const { items, menus } = box.shop;
    const tableId = addTable(box);
    const tablet = await box.tablet(tableId);
    const session = await startVisit(tablet, tableId);
    await placeOrder(tablet, session, [{ id: items.oolong, quantity: 2 }]);
    let row = (await list(tablet, {})).body.list.data[0];
    expect(row).toMatchObject({ id: session.id, total_amount: 660, activePlanMenuIds: [] });
    await placeOrder(tablet, session, [{ id: items.nomihodai, quantity: 1 }]);
    row = (await list(tablet, {})).body.list.data[0];
    // The oolong tea came before the plan: still charged.
    expect(row).toMatchObject({ id: session.id, total_amount: 660 + 1650 });
    expect(row?.activePlanMenuIds).toEqual([menus.drink, menus.alcohol].sort((x, y) => x - y));
  });

  it('a tablet sees only its own table', async () => {
    const tableA = addTable(box);
    const tableB = addTable(box);
    const tablet = await box.tablet(tableA);
    const mine = await startVisit(tablet, tableA);
    await startVisit(staff, tableB);
    const all = await list(tablet, {});
    expect(all.body.list.data.map((s) => s.id)).toEqual([mine.id]);
    expect((await list(tablet, { activeTableId: tableB })).body.list.data).toEqual([]);
  });

  it("a tablet sees only its table's current visit, never earlier guests' paid visits or their totals", async () => {
    const table = addTable(box);
    const earlier = pastVisit(table, '2026-11-20T11:00:00Z', 8_800);
    const tablet = await box.tablet(table);
    expect((await list(tablet, {})).body.list).toEqual({ data: [], total: 0 });
    expect((await list(tablet, { status: [2] })).body.list.data).toEqual([]);
    const current = await startVisit(tablet, table);
    const seen = await list(tablet, { status: [0, 1, 2], activeTableId: table, limit: 50 });
    expect(seen.body.list.data.map((s) => s.id)).toEqual([current.id]);
    expect(seen.body.list.total).toBe(1);
    // Staff still see the table's whole history.
    const history = await list(staff, { activeTableId: table, status: [0, 1, 2] });
    expect(history.body.list.data.map((s) => s.id)).toEqual([current.id, earlier]);
  });
});
