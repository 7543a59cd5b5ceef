/**
 * A month of a busy shop, written straight into the database (100 paid visits a day, 8 lines
 * each): the month's report and its CSV of lines must answer quickly, as they batch their reads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDailyResponse } from '../../src/contract/reports';
import { orderItems, orders, payments, receipts, tableSessions } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { tokyo } from './report-fixtures';

const DAYS = 30;
const VISITS_PER_DAY = 100;
const LINES_PER_VISIT = 8;

let box: TestBox;
let owner: ApiClient;

function dateOf(i: number): string {
  return new Date(Date.UTC(2026, 8, 1 + i)).toISOString().slice(0, 10);
}

beforeAll(async () => {
  box = await startTestBox();
  owner = await box.staff('owner', { page: true });
  const { db } = box.deps;
  const { items, tables, menus } = box.shop;
  const menu = [
    { id: items.karaage, menu: menus.food, price: 680 },
    { id: items.edamame, menu: menus.food, price: 390 },
    { id: items.beer, menu: menus.alcohol, price: 550 },
    { id: items.oolong, menu: menus.drink, price: 330 },
  ];
  let receipt = 0;
  db.transaction((tx) => {
    for (let d = 0; d < DAYS; d++) {
      for (let v = 0; v < VISITS_PER_DAY; v++) {
        const start = tokyo(dateOf(d), 17) + v * 4 * 60_000;
        const paidAt = start + 90 * 60_000;
        const session = tx
          .insert(tableSessions)
          .values({
            dining_table_id: tables.t1,
            status: 2,
            ended_at: paidAt,
            guest_count: 2 + (v % 3),
            total_amount: 0,
            created_at: start,
            updated_at: paidAt,
          })
          .returning({ id: tableSessions.id })
          .get();
        const order = tx
          .insert(orders)
          .values({
            table_session_id: session.id,
            dining_table_id: tables.t1,
            idempotency_key: `k-${session.id}`,
            request_hash: 'x',
            created_at: start,
          })
          .returning({ id: orders.id })
          .get();
        let total = 0;
        for (let l = 0; l < LINES_PER_VISIT; l++) {
          const item = menu[(v + l) % menu.length]!;
          total += item.price;
          tx.insert(orderItems)
            .values({
              order_id: order.id,
              menu_item_id: item.id,
              menu_id: item.menu,
              quantity: 1,
              unit_price: item.price,
              created_at: start,
            })
            .run();
        }
        tx.insert(payments)
          .values({ table_session_id: session.id, method: v % 2 ? 'cash' : 'card', amount: total, at: paidAt })
          .run();
        tx.insert(receipts).values({ number: ++receipt, table_session_id: session.id, total, issued_at: paidAt }).run();
      }
    }
  });
}, 60_000);
afterAll(() => box.stop());

describe('a month of data', () => {
  it('the report of 30 days and the CSV of their 24,000 lines', async () => {
    const from = dateOf(0);
    const to = dateOf(DAYS - 1);
    let started = performance.now();
    const res = await owner.get<ReportDailyResponse>('/v1/report/daily', { from, to });
    const reportMs = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.body.report.figures.bills).toBe(DAYS * VISITS_PER_DAY);
    started = performance.now();
    const csv = await owner.get<string>('/v1/report/csv', { from, to, kind: 'lines' });
    const csvMs = performance.now() - started;
    expect(csv.body.split('\r\n').length).toBe(DAYS * VISITS_PER_DAY * LINES_PER_VISIT + 2);
    started = performance.now();
    await owner.get<ReportDailyResponse>('/v1/report/daily', { from });
    const dayMs = performance.now() - started;
    console.info(
      `report: 30 days ${reportMs.toFixed(0)} ms (with its compare month), lines CSV ${csvMs.toFixed(0)} ms, one day ${dayMs.toFixed(0)} ms`,
    );
    // Generous for a Raspberry Pi's slower CPU; a per-visit query loop takes many times this.
    expect(reportMs).toBeLessThan(5_000);
  }, 60_000);
});
