import { afterAll, beforeAll, expect, it } from 'vitest';
import type { OrderItemListResponse } from '../../src/contract/orders';
import type { TodaySummaryResponse } from '../../src/contract/today';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { manualClock, pay, tokyo, visitWith } from '../reports/report-fixtures';

/* today.summary: the admin home's glance at the business day (issue 30 item 14). */

const DAY = '2026-10-09';
let box: TestBox;
let staff: ApiClient;
let owner: ApiClient;
const clock = manualClock(tokyo(DAY, 18));

beforeAll(async () => {
  box = await startTestBox();
  box.deps.clock = clock;
  staff = await box.staff('staff');
  owner = await box.staff('owner', { page: true });
});

afterAll(async () => {
  await box.close();
});

async function summary(): Promise<TodaySummaryResponse> {
  const res = await owner.get<TodaySummaryResponse>('/v1/today/get/summary');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

async function lineIds(sessionId: number): Promise<Map<number, number>> {
  const res = await staff.get<OrderItemListResponse>('/v1/orderitem/get/list', { includeSession: [sessionId] });
  return new Map(res.body.list.data.map((line) => [line.menuitems.id, line.id]));
}

it("counts today's paid sales, the tables still open and their unserved food lines", async () => {
  const { karaage, edamame, beer, nomihodai, staffCall } = box.shop.items;
  const empty = await summary();
  expect(empty).toMatchObject({
    business_date: DAY,
    sales: 0,
    bills: 0,
    open_tables: 0,
    unserved_lines: 0,
    unserved_portions: 0,
  });

  // An open table: two dishes, a plan and a staff call; only the dishes are food to bring.
  const open = await visitWith(box, staff, [
    { id: karaage, quantity: 2 },
    { id: edamame, quantity: 1 },
    { id: nomihodai, quantity: 1 },
    { id: staffCall, quantity: 1 },
  ]);
  // A table paid at 19:00 with its beer never marked served: paid visits are not waiting.
  const paid = await visitWith(box, staff, [{ id: beer, quantity: 2 }]);
  clock.set(tokyo(DAY, 19));
  await pay(staff, paid.id, [{ method: 'cash', amount: 1_100 }]);

  // 唐揚げ x2 and 枝豆 x1: two lines, three portions (the order board's 未提供 3品).
  expect(await summary()).toMatchObject({ sales: 1_100, bills: 1, open_tables: 1, unserved_lines: 2, unserved_portions: 3 });

  const lines = await lineIds(open.id);
  const served = await staff.post('/v1/orderitem/update', { id: lines.get(edamame), status: 1 });
  expect(served.status, JSON.stringify(served.body)).toBe(200);
  const cancelled = await staff.post('/v1/orderitem/cancel', { id: lines.get(karaage), quantity: 2, reason: 'customer' });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  expect(await summary()).toMatchObject({ open_tables: 1, unserved_lines: 0, unserved_portions: 0 });

  // The next business day starts at 05:00: yesterday's sales are not today's.
  clock.set(tokyo(DAY, 29));
  expect(await summary()).toMatchObject({ business_date: '2026-10-10', sales: 0, bills: 0, open_tables: 1 });
});

it("answers the printers' states and the data directory's disk", async () => {
  const body = await summary();
  expect(body.printers).toEqual([]);
  expect(body.disk).not.toBeNull();
  expect(body.disk!.total_bytes).toBeGreaterThan(0);
  expect(body.disk!.free_bytes).toBeGreaterThan(0);
  expect(body.disk!.free_bytes).toBeLessThanOrEqual(body.disk!.total_bytes);
});

it('is for the owner with the page password only', async () => {
  const res = await staff.get('/v1/today/get/summary');
  expect(res.status).toBe(401);
});
