/**
 * What the owner's 日計・売上 costs on a month of a busy shop (issue 17). The binary box with the
 * demo shop is started once (its schema and menu), stopped, and BENCH_REPORT_DAYS (30) business
 * days of BENCH_REPORT_VISITS (100) paid visits of 8 lines each, with payments and receipt numbers,
 * are written into its database; then the box starts again and the owner (login and the /admin
 * page password) asks, BENCH_REPORT_REPEATS (5) times each, for:
 *   - day: one business day's report;
 *   - month: the report of all the days at once (with its comparison a week earlier);
 *   - csv: the CSV of the month's lines.
 * The figures are medians and ratios measured in the same run: month / (days x day) says what
 * reading the month at once saves over asking day by day (below 1: batched), csv / month what the
 * lines file costs beside the report.
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { addDays } from '../../appliance/src/contract/report-dates';
import { demoOwner, medianMs } from './owner-calls';
import { buildBinary, startBinaryBox, stopChild } from './processes';

const DAYS = Number(process.env.BENCH_REPORT_DAYS ?? 30);
const VISITS = Number(process.env.BENCH_REPORT_VISITS ?? 100);
const REPEATS = Number(process.env.BENCH_REPORT_REPEATS ?? 5);
const LINES = 8;
const FIRST_DAY = '2026-09-01';

/** 17:00 in Tokyo on a business date, as epoch ms. */
const eveningOf = (date: string) => Date.parse(`${date}T17:00:00+09:00`);

/** The month written straight into the stopped box's database, as the register would have left it. */
function writeMonth(dbFile: string): number {
  const db = new Database(dbFile, { fileMustExist: true });
  try {
    const items = db
      .prepare('SELECT id, menu_id, price FROM menu_items WHERE flag = 1 AND price > 0 ORDER BY id LIMIT 40')
      .all() as { id: number; menu_id: number; price: number }[];
    const table = (db.prepare('SELECT id FROM dining_tables ORDER BY id LIMIT 1').get() as { id: number }).id;
    const visit = db.prepare(
      'INSERT INTO table_sessions (dining_table_id, status, ended_at, guest_count, total_amount, created_at, updated_at) VALUES (?, 2, ?, ?, ?, ?, ?)',
    );
    const order = db.prepare(
      "INSERT INTO orders (table_session_id, dining_table_id, idempotency_key, request_hash, created_at) VALUES (?, ?, ?, 'bench', ?)",
    );
    const line = db.prepare(
      'INSERT INTO order_items (order_id, menu_item_id, menu_id, quantity, unit_price, created_at) VALUES (?, ?, ?, 1, ?, ?)',
    );
    const payment = db.prepare('INSERT INTO payments (table_session_id, method, amount, at) VALUES (?, ?, ?, ?)');
    const receipt = db.prepare('INSERT INTO receipts (number, table_session_id, total, issued_at) VALUES (?, ?, ?, ?)');
    // After the receipts the demo's past week already holds: numbers are gapless and unique.
    let number = (db.prepare('SELECT COALESCE(MAX(number), 0) AS n FROM receipts').get() as { n: number }).n;
    const firstNumber = number;
    db.transaction(() => {
      for (let d = 0; d < DAYS; d++) {
        for (let v = 0; v < VISITS; v++) {
          const start = eveningOf(addDays(FIRST_DAY, d)) + v * 3 * 60_000;
          const paidAt = start + 90 * 60_000;
          const picked = Array.from({ length: LINES }, (_, l) => items[(v * 3 + l) % items.length]!);
          const total = picked.reduce((sum, item) => sum + item.price, 0);
          const session = Number(visit.run(table, paidAt, 2 + (v % 4), total, start, paidAt).lastInsertRowid);
          const orderId = Number(order.run(session, table, `bench-${session}`, start).lastInsertRowid);
          for (const item of picked) line.run(orderId, item.id, item.menu_id, item.price, start);
          payment.run(session, ['cash', 'card', 'qr'][v % 3], total, paidAt);
          receipt.run(++number, session, total, paidAt);
        }
      }
    })();
    return number - firstNumber;
  } finally {
    db.close();
  }
}

export async function benchReport(): Promise<boolean> {
  buildBinary();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-bench-report-'));
  const dataDir = path.join(work, 'data');
  let box = await startBinaryBox(dataDir, work);
  await stopChild(box.child);
  const visits = writeMonth(box.dbFile);
  box = await startBinaryBox(dataDir, work);
  try {
    const owner = await demoOwner(box.url);
    const last = addDays(FIRST_DAY, DAYS - 1);
    const middle = addDays(FIRST_DAY, Math.floor(DAYS / 2));
    const check = await owner.get<{ report: { figures: { bills: number } } }>('/v1/report/daily', { from: FIRST_DAY, to: last });
    if (check.body.report.figures.bills !== visits) {
      throw new Error(`the month's report counts ${check.body.report.figures.bills} bills, not ${visits}`);
    }
    const day = await medianMs(REPEATS, 'day', () => owner.get('/v1/report/daily', { from: middle }));
    const month = await medianMs(REPEATS, 'month', () => owner.get('/v1/report/daily', { from: FIRST_DAY, to: last }));
    const csv = await medianMs(REPEATS, 'csv', () => owner.get('/v1/report/csv', { from: FIRST_DAY, to: last, kind: 'lines' }));
    console.log(
      `bench: ${DAYS} days x ${VISITS} paid visits x ${LINES} lines (${visits} bills, ${visits * LINES} lines), median of ${REPEATS}; load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    console.log(`  day ${day.toFixed(0)} ms, month ${month.toFixed(0)} ms, csv of lines ${csv.toFixed(0)} ms`);
    console.log(`  month / (${DAYS} x day): ${(month / (DAYS * day)).toFixed(2)}`);
    console.log(`  csv / month: ${(csv / month).toFixed(2)}`);
    return true;
  } finally {
    await stopChild(box.child);
    fs.rmSync(work, { recursive: true, force: true });
  }
}
