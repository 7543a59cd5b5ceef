import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderItemListResponse } from '../../src/contract/orders';
import type { ReportDailyResponse } from '../../src/contract/reports';
import { startFakePrinter } from '../../src/devices/fake-printer';
import type { FakePrinter } from '../../src/devices/fake-printer/types';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addPrinter } from '../printing/printer-fixtures';
import { payInCash, RECEIPT_PRINTING, setUpReceipts, visitWith } from '../receipts/receipt-fixtures';
import { manualClock, tokyo } from '../reports/report-fixtures';

/*
 * Plans, 延長 and service requests are not food (contract/line-kinds.ts): a bill with a 飲み放題, a
 * スタッフ呼び出し (¥0, service genre) and a 唐揚げ prints the plan with its charge and not the call,
 * and the day's 売れ筋 ranks the 唐揚げ alone while the genres still hold the plan's sales.
 */

const DAY = '2026-10-09';
let box: TestBox;
let owner: ApiClient;
let staff: ApiClient;
let fake: FakePrinter;

beforeAll(async () => {
  box = await startTestBox({ printing: RECEIPT_PRINTING });
  box.deps.clock = manualClock(tokyo(DAY, 19));
  owner = await box.staff('owner', { page: true });
  staff = await box.staff('staff');
  fake = await startFakePrinter({ family: 'epson' });
  await setUpReceipts(box, owner, addPrinter(box, { name: 'レジ', port: fake.port }));
});
afterAll(async () => {
  await box.stop();
  await fake.close();
});

describe('lines that are not food', () => {
  it('carry their kind; the receipt prints the plan and not the ¥0 call; 売れ筋 ranks food only', async () => {
    const { karaage, nomihodai, staffCall } = box.shop.items;
    const session = await visitWith(box, staff, [
      { id: nomihodai, quantity: 2 },
      { id: karaage, quantity: 1 },
      { id: staffCall, quantity: 1 },
    ]);
    const lines = await staff.get<OrderItemListResponse>('/v1/orderitem/get/list', { includeSession: [session.id] });
    const kindOf = (id: number) => lines.body.list.data.find((l) => l.menuitems.id === id)?.plan_kind;
    expect(kindOf(nomihodai)).toBe('plan');
    expect(kindOf(karaage)).toBeNull();

    await payInCash(staff, session, 1650 * 2 + 680);
    const printed = await staff.post('/v1/receipt/print', { table_session_id: session.id, document: 'receipt' });
    expect(printed.status, JSON.stringify(printed.body)).toBe(200);
    const text = (await fake.waitForTickets(1, 8_000))[0]!.text;
    expect(text).toContain('飲み放題 90分');
    expect(text).toContain('若鶏の唐揚げ');
    expect(text).not.toContain('スタッフ呼び出し');

    const res = await owner.get<ReportDailyResponse>('/v1/report/daily', { from: DAY });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { items, genres } = res.body.report.figures;
    expect(items.map((i) => i.label)).toEqual(['若鶏の唐揚げ']);
    expect(genres.find((g) => g.label === '飲み放題')).toMatchObject({ quantity: 2, amount: 3300 });
  });
});
