/**
 * What timed plans cost the order path (issue 16). One binary box (dist/, the demo shop) with
 * BENCH_TABLETS (100) paired tablets in two halves: on one half's visits the demo's 90分
 * アルコール飲み放題 runs (ordered once per visit before the rounds), the other half has no plan.
 * autocannon drives 50 keep-alive connections of POST /v1/order/create of the same drinks (the
 * genres the plan frees) in alternating rounds of BENCH_PLANS_SECONDS (8) each, after a warm-up:
 *   - none: the tablets without a plan (the box still reads the visit's plan lines: none);
 *   - plan: the tablets on the plan, so every line is judged against the run (its times, its
 *     frozen links, the items' last-order overrides) and written free with its plan line.
 * Rounds go none, plan, plan, none, ... (BENCH_PLANS_ROUNDS pairs, default 2). The figures are
 * ratios of the plan rounds to the none rounds: orders/s, p50 and p99. Every 2xx must be an order
 * written (rows counted by idempotency key), and the plan rounds' lines must all be free.
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { MenuItemListResponse } from '../../appliance/src/contract/menu-items';
import { type LoadResult, load } from './load';
import { type Line, orders, written } from './options.bench';
import { buildBinary, startBinaryBox, stopChild } from './processes';
import { demoLogin, postTabletOrder, setupTablets, type Tablet } from './setup-tablets';

const TABLETS = Number(process.env.BENCH_TABLETS ?? 100);
const SECONDS = Number(process.env.BENCH_PLANS_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_PLANS_ROUNDS ?? 2);
const CONNECTIONS = 50;
const PLAN = 'nomihodai-alcohol-90';

/** Lines written in the plan rounds that a plan did not free (must be none). */
function chargedUnderPlan(dbFile: string, keys: readonly string[]): number {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `SELECT count(*) AS n FROM order_items JOIN orders ON orders.id = order_items.order_id
         WHERE orders.idempotency_key IN (SELECT value FROM json_each(?)) AND order_items.plan_line_id IS NULL`,
      )
      .get(JSON.stringify(keys)) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

async function orderPlan(baseUrl: string, tablet: Tablet, planId: number): Promise<void> {
  const { status, text } = await postTabletOrder(baseUrl, tablet, [{ id: planId, quantity: 1 }]);
  if (status !== 200) throw new Error(`plan order answered ${status}: ${text}`);
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export async function benchPlans(): Promise<boolean> {
  buildBinary();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-bench-plans-'));
  const box = await startBinaryBox(path.join(work, 'data'), work);
  try {
    const { tablets } = await setupTablets(box.url, TABLETS);
    const admin = await demoLogin(box.url, 0);
    const menu = (await admin.get<MenuItemListResponse>('/v1/menuitem/get/list', { flags: [1] })).body.list.data;
    const plan = menu.find((item) => item.name === PLAN);
    if (!plan) throw new Error(`the demo has no ${PLAN}`);
    const drinks: Line[] = menu
      .filter((item) => plan.plan_menu_ids.includes(item.menu_id) && item.option_groups.every((group) => group.min_picks === 0))
      .map((item) => ({ id: item.id }));
    const onPlan = tablets.filter((_, i) => i % 2 === 0);
    const noPlan = tablets.filter((_, i) => i % 2 === 1);
    for (const tablet of onPlan) await orderPlan(box.url, tablet, plan.id);
    console.log(
      `bench: ${TABLETS} tablets (${onPlan.length} on ${PLAN}), ${CONNECTIONS} connections, ${ROUNDS} x (none, plan) rounds of ${SECONDS} s; ` +
        `${drinks.length} drinks; load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    const runs: Record<'none' | 'plan', LoadResult[]> = { none: [], plan: [] };
    let ok = true;
    for (let round = 0; round < ROUNDS; round++) {
      const kinds = round % 2 === 0 ? (['none', 'plan'] as const) : (['plan', 'none'] as const);
      for (const kind of kinds) {
        const result = await load(
          box.url,
          { connections: CONNECTIONS, warmupSeconds: round === 0 ? 3 : 1, seconds: SECONDS },
          orders(box.url, kind === 'plan' ? onPlan : noPlan, drinks),
        );
        const keys = [...result.warm.keys, ...result.run.keys];
        const rows = written(box.dbFile, keys);
        const charged = kind === 'plan' ? chargedUnderPlan(box.dbFile, keys) : 0;
        const good =
          result.run.rejected === 0 && result.socketErrors === 0 && rows === result.warm.ok + result.run.ok && charged === 0;
        ok &&= good;
        console.log(
          `  ${kind.padEnd(5)} ${result.run.perSecond.toFixed(0)} orders/s, p50 ${result.run.latency.p50.toFixed(1)} ms, ` +
            `p99 ${result.run.latency.p99.toFixed(1)} ms, statuses ${JSON.stringify(result.run.statuses)}, rows ${rows} ${good ? '=' : '≠'} 2xx` +
            (kind === 'plan' ? `, lines not freed ${charged}` : ''),
        );
        runs[kind].push(result);
      }
    }
    const figure = (pick: (r: LoadResult) => number) => mean(runs.plan.map(pick)) / mean(runs.none.map(pick));
    console.log(
      `\nratios plan/none (means of the rounds): orders/s ${figure((r) => r.run.perSecond).toFixed(2)}, ` +
        `p50 ${figure((r) => r.run.latency.p50).toFixed(2)}x, p99 ${figure((r) => r.run.latency.p99).toFixed(2)}x; every 2xx written and freed ${ok ? '✓' : '✗'}`,
    );
    return ok;
  } finally {
    await stopChild(box.child);
    fs.rmSync(work, { recursive: true, force: true });
  }
}
