import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, isNotNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeConfig } from '../../src/config';
import { businessDateOf, businessDayRange } from '../../src/contract/business-day';
import { SESSION_STATUS } from '../../src/contract/constants';
import { addDays } from '../../src/contract/report-dates';
import type { DailyReport, ReportDailyResponse } from '../../src/contract/reports';
import { closeDatabase, databasePath, openDatabase } from '../../src/db/client';
import { corrections, discounts, orderItems, payments, receipts, tableSessions } from '../../src/db/schema';
import { DEMO_HISTORY_DAYS } from '../../src/db/seed/demo-history';
import { DEMO_LOGINS, seedDemoShop } from '../../src/db/seed/demo-shop';
import { sessionBills } from '../../src/features/orders';
import { createLogger } from '../../src/logger';
import { type RunningBox, startBox } from '../../src/server';
import { createDeps } from '../../src/shared/deps';
import { ApiClient } from '../helpers/api-client';

const dirs: string[] = [];
let box: RunningBox;
let owner: ApiClient;
let today: string;

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-history-'));
  dirs.push(dir);
  return dir;
}

beforeAll(async () => {
  box = await startBox(makeConfig({ port: 0, host: '127.0.0.1', dataDir: tempDir(), mode: 'demo', logLevel: 'silent' }));
  today = businessDateOf(box.deps.clock.now(), box.deps.config.timeZone);
  owner = new ApiClient(box.url);
  const [login, , page] = DEMO_LOGINS;
  await owner.login(login!.email, login!.password);
  expect((await owner.post('/v1/pageauth/login', { password: page!.password })).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await box.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function report(from: string, to?: string): Promise<DailyReport> {
  const res = await owner.get<ReportDailyResponse>('/v1/report/daily', { from, to });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.report;
}

describe('the demo shop has a past week of sales', () => {
  it('has paid visits on each of the 7 business days before today, and none today', () => {
    const { db, config } = box.deps;
    const sessions = db.select().from(tableSessions).all();
    expect(sessions.every((s) => s.status === SESSION_STATUS.paid && s.ended_at !== null)).toBe(true);
    const perDay: number[] = [];
    for (let back = DEMO_HISTORY_DAYS; back >= 1; back--) {
      const { from, to } = businessDayRange(addDays(today, -back), config.timeZone);
      const paid = sessions.filter((s) => s.ended_at! >= from && s.ended_at! < to && s.created_at >= from);
      perDay.push(paid.length);
    }
    expect(perDay.reduce((a, b) => a + b, 0)).toBe(sessions.length);
    for (const count of perDay) expect(count).toBeGreaterThanOrEqual(12);
    for (const count of perDay) expect(count).toBeLessThanOrEqual(36);
    const todayStart = businessDayRange(today, config.timeZone).from;
    expect(sessions.filter((s) => s.created_at >= todayStart || s.ended_at! >= todayStart)).toEqual([]);
    // Guests told, children on some, the お通し as the check-in setting says.
    expect(sessions.every((s) => s.guest_count! >= 1 && s.guest_count! <= 6 && s.child_count! < s.guest_count!)).toBe(true);
    expect(sessions.some((s) => s.child_count! > 0)).toBe(true);
    expect(sessions.every((s) => s.cover_label === 'お通し' && s.cover_price === 330)).toBe(true);
  });

  it("stores each visit's total as sessionBills computes it, paid in full by its payments", () => {
    const { db } = box.deps;
    const sessions = db.select().from(tableSessions).all();
    const bills = sessionBills(
      db,
      sessions.map((s) => s.id),
    );
    const paid = db.select().from(payments).all();
    for (const session of sessions) {
      const bill = bills.get(session.id)!;
      expect(bill.total).toBeGreaterThan(0);
      expect(session.total_amount, `visit ${session.id}`).toBe(bill.total);
      const own = paid.filter((p) => p.table_session_id === session.id);
      expect(
        own.reduce((sum, p) => sum + p.amount, 0),
        `visit ${session.id}`,
      ).toBe(bill.total);
      for (const p of own) {
        expect(p.at).toBe(session.ended_at);
        if (p.method === 'cash') expect(p.tendered! - p.amount).toBe(p.change);
        else expect([p.tendered, p.change]).toEqual([null, null]);
      }
    }
    const methods = new Set(paid.map((p) => p.method));
    expect([...methods].sort()).toEqual(['card', 'cash', 'qr']);
    expect(paid.length).toBeGreaterThan(sessions.length); // a few 割り勘
    // Plans freed some drinks; a few lines were taken back and a few bills discounted, each logged.
    const lines = db.select().from(orderItems).all();
    expect(lines.some((l) => l.plan_run !== null) && lines.some((l) => l.plan_line_id !== null)).toBe(true);
    const cancelled = lines.filter((l) => l.cancelled_at !== null);
    const log = db.select().from(corrections).all();
    expect(cancelled.length).toBeGreaterThan(0);
    expect(log.filter((c) => c.kind === 'cancel').map((c) => c.order_item_id)).toEqual(cancelled.map((l) => l.id));
    expect(cancelled.every((l) => l.status === 0 && l.ready_at !== null)).toBe(true);
    const given = db.select().from(discounts).orderBy(asc(discounts.id)).all();
    expect(given.length).toBeGreaterThan(0);
    const discountLog = log.filter((c) => c.kind === 'discount');
    expect(discountLog.map((c) => c.table_session_id)).toEqual(given.map((d) => d.table_session_id));
    for (const entry of discountLog) {
      expect(entry.amount).toBe(bills.get(entry.table_session_id ?? 0)!.discountTotal);
    }
    // Nothing is left for a station to make.
    expect(lines.filter((l) => l.status === 0 && l.ready_at === null && l.station_id !== null)).toEqual([]);
  });

  it('numbers the receipts 1..N without gaps in payment order, one per visit', () => {
    const { db } = box.deps;
    const issued = db.select().from(receipts).orderBy(asc(receipts.issued_at), asc(receipts.id)).all();
    const sessions = db.select().from(tableSessions).all();
    expect(issued.map((r) => r.number)).toEqual(sessions.map((_, i) => i + 1));
    expect(new Set(issued.map((r) => r.table_session_id)).size).toBe(sessions.length);
    for (const r of issued) {
      const session = sessions.find((s) => s.id === r.table_session_id)!;
      expect([r.total, r.issued_at]).toEqual([session.total_amount, session.ended_at]);
    }
  });

  it("answers yesterday's report with sales, guests, hours and genres; today's compares with 7 days ago", async () => {
    const { db } = box.deps;
    const yesterday = await report(addDays(today, -1));
    const { figures } = yesterday;
    expect(figures.sales).toBeGreaterThan(0);
    expect(figures.bills).toBeGreaterThan(0);
    expect(figures.guests.total).toBeGreaterThan(0);
    expect(figures.guests.unknown_bills).toBe(0);
    expect(figures.hours.some((h) => h.sales > 0)).toBe(true);
    expect(figures.genres.filter((g) => g.amount > 0).length).toBeGreaterThan(2);
    expect(figures.open).toEqual({ count: 0, amount: 0 });
    // The week before the history has nothing to compare with.
    expect(yesterday.compare.headline.sales).toBe(0);

    const now = await report(today);
    expect(now.figures.sales).toBe(0);
    expect(now.compare.from).toBe(addDays(today, -7));
    expect(now.compare.headline.sales).toBeGreaterThan(0);
    expect(now.compare.headline.bills).toBeGreaterThan(0);
    expect(now.compare.headline.guests).toBeGreaterThan(0);

    const week = await report(addDays(today, -7), addDays(today, -1));
    const stored = db.select({ total: tableSessions.total_amount }).from(tableSessions).all();
    expect(week.figures.sales).toBe(stored.reduce((sum, s) => sum + (s.total ?? 0), 0));
    expect(week.figures.bills).toBe(stored.length);
    expect(week.figures.cancellations.count).toBeGreaterThan(0);
    expect(week.figures.discounts.count).toBeGreaterThan(0);
  });

  it('leaves the register to continue from N+1', async () => {
    const { db } = box.deps;
    expect(db.select().from(tableSessions).where(lt(tableSessions.status, SESSION_STATUS.paid)).all()).toEqual([]);
    expect(db.select().from(payments).where(isNotNull(payments.voided_at)).all()).toEqual([]);
  });
});

describe('the demo history is deterministic', () => {
  /** Seeds a fresh shop with the box's clock at `now`; answers its visits, lines, payments and receipts. */
  async function seedAt(now: number) {
    const config = makeConfig({ dataDir: tempDir(), mode: 'demo', logLevel: 'silent' });
    const db = openDatabase(databasePath(config.dataDir));
    try {
      const deps = createDeps(config, db, createLogger('silent'));
      deps.clock = { now: () => now };
      await seedDemoShop(deps);
      return {
        sessions: db.select().from(tableSessions).orderBy(asc(tableSessions.id)).all(),
        lines: db.select().from(orderItems).orderBy(asc(orderItems.id)).all(),
        payments: db.select().from(payments).orderBy(asc(payments.id)).all(),
        receipts: db.select().from(receipts).orderBy(asc(receipts.id)).all(),
        corrections: db.select().from(corrections).orderBy(asc(corrections.id)).all(),
      };
    } finally {
      closeDatabase(db);
    }
  }

  it('writes the same figures for the same today; Friday and Saturday are busier', async () => {
    // A Monday evening in Tokyo: the week before runs Monday to Sunday.
    const now = Date.parse('2026-10-12T20:00:00+09:00');
    const [a, b] = [await seedAt(now), await seedAt(now)];
    expect(b).toEqual(a);
    const perDay = new Map<string, number>();
    for (const s of a.sessions) {
      const date = businessDateOf(s.ended_at!, 'Asia/Tokyo');
      perDay.set(date, (perDay.get(date) ?? 0) + 1);
    }
    expect([...perDay.keys()].sort()).toEqual([
      '2026-10-05',
      '2026-10-06',
      '2026-10-07',
      '2026-10-08',
      '2026-10-09',
      '2026-10-10',
      '2026-10-11',
    ]);
    const average = (dates: string[]) => dates.reduce((sum, d) => sum + perDay.get(d)!, 0) / dates.length;
    expect(average(['2026-10-09', '2026-10-10'])).toBeGreaterThan(
      average(['2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08']) + 2,
    );
  }, 60_000);
});
