import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillShowResponse } from '../../src/contract/bills';
import { SESSION_STATUS } from '../../src/contract/constants';
import type { TableSessionCreateResponse, TableSessionListResponse } from '../../src/contract/table-sessions';
import { sessionBills, sessionTotals } from '../../src/features/orders';
import type { ApiClient } from '../helpers/api-client';
import { preparedPlans } from '../helpers/query-plans';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { NOMIHODAI_90, saveTerms } from '../plans/plan-fixtures';
import { addTable, placeOrder, startVisit } from './visit-fixtures';

let box: TestBox;
let staff: ApiClient;
let owner: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
  owner = await box.staff('owner', { page: true });
  await saveTerms(owner, box.shop.items.nomihodai, NOMIHODAI_90);
});
afterAll(() => box.stop());

/** The visit as its table's tablet reads it after every order (tablesession/get/list). */
async function tabletTotal(tablet: ApiClient, diningTableId: number): Promise<number | undefined> {
  const res = await tablet.get<TableSessionListResponse>('/v1/tablesession/get/list', {
    activeTableId: diningTableId,
    status: [SESSION_STATUS.active, SESSION_STATUS.billRequested],
    limit: 1,
  });
  expect(res.status).toBe(200);
  return res.body.list.data[0]?.total_amount;
}

const billTotal = async (sessionId: number) =>
  (await staff.get<BillShowResponse>('/v1/bill/show', { table_session_id: sessionId })).body.bill.total;

describe("a visit's total as its tablet reads it", () => {
  it('is the bill at every step: plan-freed and cancelled lines, the cover, line and bill discounts', async () => {
    const { nomihodai, beer, karaage } = box.shop.items;
    await owner.post('/v1/checkin/settings/update', {
      ask_guest_count: true,
      count_children: false,
      cover: { label: 'お通し', price: 330 },
    });
    try {
      const table = addTable(box);
      const session = (
        await staff.post<TableSessionCreateResponse>('/v1/tablesession/create', { dining_table_id: table, guest_count: 3 })
      ).body.tableSession;
      const tablet = await box.tablet(table);
      const steps: [string, number | undefined, number][] = [];
      const check = async (step: string) => steps.push([step, await tabletTotal(tablet, table), await billTotal(session.id)]);

      await check('cover only');
      const first = await placeOrder(staff, session, [
        { id: karaage, quantity: 2 },
        { id: beer, quantity: 1 },
      ]);
      await check('two lines');
      await placeOrder(staff, session, [
        { id: nomihodai, quantity: 3 },
        { id: beer, quantity: 2 },
      ]);
      await check('a plan and a beer it frees');
      const karaageLine = first.order.items.find((line) => line.menuitems.id === karaage)!;
      await staff.post('/v1/orderitem/cancel', { id: karaageLine.id, quantity: 1, reason: 'mistake' });
      await check('one 唐揚げ cancelled');
      await owner.post('/v1/bill/discount', {
        table_session_id: session.id,
        order_item_id: first.order.items.find((line) => line.menuitems.id === beer)!.id,
        kind: 'amount',
        value: 100,
        reason: 'apology',
      });
      await check('a line discount');
      await owner.post('/v1/bill/discount', { table_session_id: session.id, kind: 'percent', value: 15, reason: 'regular' });
      await check('a bill discount');

      for (const [step, read, bill] of steps) expect(read, step).toBe(bill);
      // Each step changed the total, so an unchanged read would have been caught.
      expect(new Set(steps.map(([, , bill]) => bill)).size).toBe(steps.length);
    } finally {
      await owner.post('/v1/checkin/settings/update', { ask_guest_count: false, count_children: false, cover: null });
    }
  });

  it("equals sessionBills' total for every visit on the box, read together", async () => {
    const { karaage, nomihodai, beer } = box.shop.items;
    const discounted = await startVisit(staff, addTable(box));
    const order = await placeOrder(staff, discounted, [{ id: karaage, quantity: 4 }]);
    await staff.post('/v1/orderitem/cancel', { id: order.order.items[0]!.id, quantity: 1, reason: 'mistake' });
    await owner.post('/v1/bill/discount', { table_session_id: discounted.id, kind: 'percent', value: 7, reason: 'regular' });
    const planned = await startVisit(staff, addTable(box));
    await placeOrder(staff, planned, [
      { id: nomihodai, quantity: 2 },
      { id: beer, quantity: 3 },
    ]);
    // A plan cancelled after it freed a beer: the beer is charged again.
    const unplanned = await startVisit(staff, addTable(box));
    const plan = await placeOrder(staff, unplanned, [{ id: nomihodai, quantity: 1 }]);
    const freed = await placeOrder(staff, unplanned, [
      { id: beer, quantity: 2 },
      { id: karaage, quantity: 1 },
    ]);
    await staff.post('/v1/orderitem/cancel', { id: plan.order.items[0]!.id, reason: 'mistake' });
    // Two discounts on one line, one on another, and one on the bill.
    const [beerLine, karaageLine] = freed.order.items;
    for (const [line, value] of [
      [beerLine!, 100],
      [beerLine!, 50],
      [karaageLine!, 80],
    ] as const) {
      await owner.post('/v1/bill/discount', {
        table_session_id: unplanned.id,
        order_item_id: line.id,
        kind: 'amount',
        value,
        reason: 'apology',
      });
    }
    await owner.post('/v1/bill/discount', { table_session_id: unplanned.id, kind: 'percent', value: 33, reason: 'coupon' });
    await startVisit(staff, addTable(box));
    const ids = (box.deps.db.$client.prepare('SELECT id FROM table_sessions').all() as { id: number }[]).map((row) => row.id);
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const bills = sessionBills(box.deps.db, ids);
    const totals = sessionTotals(box.deps.db, ids);
    expect(totals).toEqual(new Map([...bills].map(([id, bill]) => [id, bill.total])));
    expect([...totals.values()].some((total) => total > 0)).toBe(true);
  });

  it("reads a visit's lines through the indexes, not every line of the day", async () => {
    const session = await startVisit(staff, addTable(box));
    await placeOrder(staff, session, [{ id: box.shop.items.karaage, quantity: 1 }]);
    const plans = preparedPlans(box.deps.db.$client.name, (db) => {
      sessionTotals(db, [session.id]);
    });
    expect(plans.length).toBeGreaterThanOrEqual(3);
    for (const { source, steps } of plans) {
      expect(
        steps.filter((step) => /^SCAN (order_items|orders|discounts|table_sessions)\b/.test(step)),
        source,
      ).toEqual([]);
    }
  });
});
