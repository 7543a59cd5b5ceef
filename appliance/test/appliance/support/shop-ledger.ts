import { expect } from 'vitest';
import type { BillPayResponse, BillShowResponse } from '../../../src/contract/bills';
import { businessDateOf } from '../../../src/contract/business-day';
import type { OrderItemListResponse } from '../../../src/contract/orders';
import type { ReportDailyResponse } from '../../../src/contract/reports';
import type { ApiClient } from '../../helpers/api-client';

/** Pays a visit's bill in cash at the register, as the box computes it; answers its receipt number. */
export async function payInCash(staff: ApiClient, tableSessionId: number): Promise<string> {
  const shown = await staff.get<BillShowResponse>('/v1/bill/show', { table_session_id: tableSessionId });
  expect(shown.status, JSON.stringify(shown.body)).toBe(200);
  const total = shown.body.bill.total;
  const paid = await staff.post<BillPayResponse>('/v1/bill/pay', {
    table_session_id: tableSessionId,
    payments: [{ method: 'cash', amount: total, tendered: total }],
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const receipt = paid.body.bill.receipt;
  expect(receipt).not.toBeNull();
  return JSON.stringify(receipt);
}

/**
 * What an owner would compare after an upgrade: every order line, each visit's bill (with its
 * receipt number and payments) and the day's report figures, as the box answers them. The time
 * of answering (`at`) is left out: it is the only field that changes by itself.
 */
export async function shopLedger(owner: ApiClient, tableSessionIds: readonly number[], now = Date.now()) {
  const lines = await owner.get<OrderItemListResponse>('/v1/orderitem/get/list', { orderBy: 'desc', limit: 500 });
  expect(lines.status, JSON.stringify(lines.body)).toBe(200);
  const bills = [];
  for (const id of tableSessionIds) {
    const bill = await owner.get<BillShowResponse>('/v1/bill/show', { table_session_id: id });
    expect(bill.status, JSON.stringify(bill.body)).toBe(200);
    const { at: _at, ...rest } = bill.body.bill;
    bills.push(rest);
  }
  const day = businessDateOf(now, 'Asia/Tokyo');
  const report = await owner.get<ReportDailyResponse>('/v1/report/daily', { from: day });
  expect(report.status, JSON.stringify(report.body)).toBe(200);
  const { at: _reportAt, ...figures } = report.body.report;
  return { lines: lines.body.list, bills, report: figures };
}

/**
 * `after` with only the fields `before` has, at every depth: a newer version may add fields to its
 * answers (issue 35 added `orders.guest_number`), never drop or change the ones an owner had.
 */
export function asBefore(after: unknown, before: unknown): unknown {
  if (Array.isArray(before) && Array.isArray(after)) return after.map((item, i) => asBefore(item, before[i]));
  if (isRecord(before) && isRecord(after)) {
    return Object.fromEntries(
      Object.keys(before).map((key) => [key, key in after ? asBefore(after[key], before[key]) : undefined]),
    );
  }
  return after;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
