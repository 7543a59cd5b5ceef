import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMigrationsFolder, openDatabase } from '../../src/db/client';
import { visitRunLines } from '../../src/features/orders';
import type { ApiClient } from '../helpers/api-client';
import { preparedPlans } from '../helpers/query-plans';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { NOMIHODAI_90, saveTerms } from '../plans/plan-fixtures';
import { addTable, placeOrder, startVisit } from '../table-sessions/visit-fixtures';

let box: TestBox;
let staff: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
  await saveTerms(await box.staff('owner', { page: true }), box.shop.items.nomihodai, NOMIHODAI_90);
});
afterAll(() => box.stop());

const runLinesOfOrders = (db: Database.Database, ids: readonly number[]) =>
  db
    .prepare('SELECT id, run_lines FROM orders WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id')
    .all(JSON.stringify(ids)) as { id: number; run_lines: number }[];

describe("a visit's plan lines on the order path", () => {
  it('are read through the few orders that hold one, not every order of the visit', async () => {
    const { nomihodai, beer, karaage } = box.shop.items;
    const session = await startVisit(staff, addTable(box));
    const plain = (await placeOrder(staff, session, [{ id: karaage, quantity: 1 }])).order.id;
    const plan = await placeOrder(staff, session, [
      { id: nomihodai, quantity: 1 },
      { id: beer, quantity: 1 },
    ]);
    const later = (await placeOrder(staff, session, [{ id: beer, quantity: 2 }])).order.id;

    // The flag the partial index reads: set on the plan's order only, by the insert trigger.
    expect(runLinesOfOrders(box.deps.db.$client, [plain, plan.order.id, later])).toEqual([
      { id: plain, run_lines: 0 },
      { id: plan.order.id, run_lines: 1 },
      { id: later, run_lines: 0 },
    ]);

    let itemIds: number[] = [];
    const plans = preparedPlans(box.deps.db.$client.name, (db) => {
      itemIds = visitRunLines(db, session.id).map((line) => line.itemId);
    });
    expect(itemIds).toEqual([nomihodai]);
    expect(plans).toHaveLength(1);
    const { steps } = plans[0]!;
    expect(steps.some((step) => step.includes('orders_session_runs'))).toBe(true);
    expect(steps.some((step) => /\bSCAN\b/.test(step) && !step.includes('orders_session_runs'))).toBe(false);
  });

  it('a database from before the flag gets it for the plan orders it already holds', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-run-lines-'));
    try {
      // The migrations up to 0014, as a box of the previous release left its database.
      const older = path.join(dir, 'migrations');
      fs.cpSync(defaultMigrationsFolder(), older, { recursive: true });
      const journalFile = path.join(older, 'meta', '_journal.json');
      const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
      const index = journal.entries.findIndex((entry) => entry.tag === '0015_order_run_lines');
      expect(index).toBeGreaterThan(0);
      journal.entries = journal.entries.slice(0, index);
      fs.writeFileSync(journalFile, JSON.stringify(journal));
      const file = path.join(dir, 'shop.db');
      openDatabase(file, older).$client.close();

      const raw = new Database(file);
      const menu = raw
        .prepare("INSERT INTO menus (label, name, flag, created_at, updated_at) VALUES ('プラン', 'plan', 1, 0, 0) RETURNING id")
        .get() as { id: number };
      const item = raw
        .prepare(
          "INSERT INTO menu_items (label, name, price, menu_id, flag, created_at, updated_at) VALUES ('飲み放題', 'nomi', 1650, ?, 1, 0, 0) RETURNING id",
        )
        .get(menu.id) as { id: number };
      const table = raw
        .prepare(
          "INSERT INTO dining_tables (label, name, flag, created_at, updated_at) VALUES ('A1', 'a1', 1, 0, 0) RETURNING id",
        )
        .get() as { id: number };
      const visit = raw
        .prepare('INSERT INTO table_sessions (dining_table_id, status, created_at, updated_at) VALUES (?, 1, 0, 0) RETURNING id')
        .get(table.id) as { id: number };
      const order = raw.prepare(
        "INSERT INTO orders (table_session_id, dining_table_id, idempotency_key, request_hash, created_at) VALUES (?, ?, ?, 'h', 0) RETURNING id",
      );
      const line = raw.prepare(
        'INSERT INTO order_items (order_id, menu_item_id, menu_id, quantity, unit_price, plan_run, created_at) VALUES (?, ?, ?, 1, 1650, ?, 0)',
      );
      const planOrder = (order.get(visit.id, table.id, 'k1') as { id: number }).id;
      line.run(planOrder, item.id, menu.id, '{"kind":"plan"}');
      const plainOrder = (order.get(visit.id, table.id, 'k2') as { id: number }).id;
      line.run(plainOrder, item.id, menu.id, null);
      raw.close();

      const migrated = openDatabase(file);
      try {
        expect(runLinesOfOrders(migrated.$client, [planOrder, plainOrder])).toEqual([
          { id: planOrder, run_lines: 1 },
          { id: plainOrder, run_lines: 0 },
        ]);
      } finally {
        migrated.$client.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
