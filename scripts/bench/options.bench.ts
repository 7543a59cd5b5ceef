/**
 * What item options cost the order path (issue 15). One binary box (dist/, the demo shop) with
 * BENCH_TABLETS (100) paired tablets; autocannon drives 50 keep-alive connections of
 * POST /v1/order/create in alternating rounds of BENCH_OPTIONS_SECONDS (8) each, after a warm-up,
 * always of the same items (those the demo gives option groups: drinks, 焼き鳥, ラーメン ...), so
 * genres, stations, printers and plan lookups are the same in both:
 *   - plain: the groups detached from every item (as the owner would with the API), no options sent;
 *   - options: the groups attached again, each group given explicit choices (the first on-sale
 *     ones, as many as its minimum or one), so every order is checked and priced with them.
 * Rounds go plain, options, options, plain, ... (BENCH_OPTIONS_ROUNDS pairs, default 2, each pair in
 * the other order than the one before), so a drift hits both alike: and the box does drift, as each
 * tablet's visit grows to hundreds of orders and the plan lookup of a drink reads the visit's lines.
 * The figures are ratios of the options rounds to the plain ones (means over the rounds): orders/s,
 * p50 and p99. Every 2xx must be an order written (rows counted by idempotency key).
 */

import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { MenuItem, MenuItemListResponse } from '../../appliance/src/contract/menu-items';
import type { OptionGroupListResponse } from '../../appliance/src/contract/option-groups';
import { DEMO_LOGINS } from '../../appliance/src/db/seed/demo-shop';
import { type LoadRequest, type LoadResult, load } from './load';
import { buildBinary, startBinaryBox, stopChild } from './processes';
import { demoLogin, setupTablets, type Tablet } from './setup-tablets';

const TABLETS = Number(process.env.BENCH_TABLETS ?? 100);
const SECONDS = Number(process.env.BENCH_OPTIONS_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_OPTIONS_ROUNDS ?? 2);
const CONNECTIONS = 50;

export interface Line {
  id: number;
  options?: number[];
}

/** A choice set the box accepts for the item: per group, its first on-sale choices, min_picks of them (at least one). */
function choicesFor(item: MenuItem): number[] {
  return item.option_groups.flatMap((group) =>
    group.choices
      .filter((choice) => choice.flag === 1)
      .slice(0, Math.min(group.max_picks, Math.max(1, group.min_picks)))
      .map((choice) => choice.id),
  );
}

export function orders(baseUrl: string, tablets: readonly Tablet[], lines: readonly Line[]) {
  return (connection: number): (() => LoadRequest) => {
    const tablet = tablets[connection % tablets.length]!;
    let n = 0;
    return () => {
      const key = randomUUID();
      const first = (tablet.diningTableId * 7 + n++) % lines.length;
      const pick = [lines[first]!, lines[(first + 1) % lines.length]!];
      const body = {
        ordersData: { table_session_id: tablet.tableSessionId, dining_table_id: tablet.diningTableId, status: 1 },
        orderItemsData: { items: pick.map((line, k) => ({ ...line, quantity: 1 + ((n + k) % 3) })) },
      };
      return {
        method: 'POST',
        path: '/v1/order/create',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          cookie: tablet.cookie,
          origin: baseUrl,
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
        key,
      };
    };
  };
}

export function written(dbFile: string, keys: readonly string[]): number {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare('SELECT count(*) AS n FROM orders WHERE idempotency_key IN (SELECT value FROM json_each(?))')
      .get(JSON.stringify(keys)) as { n: number };
    return row.n;
  } finally {
    db.close();
  }
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

export async function benchOptions(): Promise<boolean> {
  buildBinary();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-bench-options-'));
  const box = await startBinaryBox(path.join(work, 'data'), work);
  try {
    const { tablets } = await setupTablets(box.url, TABLETS);
    const admin = await demoLogin(box.url, 0);
    const menu = (await admin.get<MenuItemListResponse>('/v1/menuitem/get/list', { flags: [1] })).body.list.data;
    await admin.pageAuth(DEMO_LOGINS[2]!.password);
    const groups = (await admin.get<OptionGroupListResponse>('/v1/optiongroup/get/list')).body.list.data;
    const attach = async (on: boolean) => {
      for (const group of groups) {
        const { id, name, label, min_picks, max_picks, choices } = group;
        const res = await admin.post('/v1/optiongroup/update', {
          id,
          name,
          label,
          min_picks,
          max_picks,
          choices: choices.map(({ id, label, price_delta, is_default, flag, plan_charged }) => ({
            id,
            label,
            price_delta,
            is_default,
            flag,
            plan_charged,
          })),
          menu_ids: on ? group.menu_ids : [],
          item_ids: on ? group.item_ids : [],
        });
        if (res.status !== 200) throw new Error(`optiongroup/update answered ${res.status}`);
      }
    };
    const onSale = menu.filter((item) => item.menus.flag === 1 && item.price > 0 && item.option_groups.length > 0);
    const plain: Line[] = onSale.map((item) => ({ id: item.id }));
    const withOptions: Line[] = onSale.map((item) => ({ id: item.id, options: choicesFor(item) }));
    console.log(
      `bench: ${TABLETS} tablets, ${CONNECTIONS} connections, ${ROUNDS} x (plain, options) rounds of ${SECONDS} s; ` +
        `${onSale.length} items with option groups (${withOptions.reduce((n, l) => n + (l.options?.length ?? 0), 0)} choices sent in the options rounds); load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    const runs: Record<'plain' | 'options', LoadResult[]> = { plain: [], options: [] };
    let ok = true;
    for (let round = 0; round < ROUNDS; round++) {
      const kinds = round % 2 === 0 ? (['plain', 'options'] as const) : (['options', 'plain'] as const);
      for (const kind of kinds) {
        await attach(kind === 'options');
        const result = await load(
          box.url,
          { connections: CONNECTIONS, warmupSeconds: round === 0 ? 3 : 1, seconds: SECONDS },
          orders(box.url, tablets, kind === 'plain' ? plain : withOptions),
        );
        const rows = written(box.dbFile, [...result.warm.keys, ...result.run.keys]);
        const good = result.run.rejected === 0 && result.socketErrors === 0 && rows === result.warm.ok + result.run.ok;
        ok &&= good;
        console.log(
          `  ${kind.padEnd(7)} ${result.run.perSecond.toFixed(0)} orders/s, p50 ${result.run.latency.p50.toFixed(1)} ms, ` +
            `p99 ${result.run.latency.p99.toFixed(1)} ms, statuses ${JSON.stringify(result.run.statuses)}, rows ${rows} ${good ? '=' : '≠'} 2xx`,
        );
        runs[kind].push(result);
      }
    }
    const figure = (pick: (r: LoadResult) => number) => mean(runs.options.map(pick)) / mean(runs.plain.map(pick));
    console.log(
      `\nratios options/plain (means of the rounds): orders/s ${figure((r) => r.run.perSecond).toFixed(2)}, ` +
        `p50 ${figure((r) => r.run.latency.p50).toFixed(2)}x, p99 ${figure((r) => r.run.latency.p99).toFixed(2)}x; every 2xx written ${ok ? '✓' : '✗'}`,
    );
    return ok;
  } finally {
    await stopChild(box.child);
    fs.rmSync(work, { recursive: true, force: true });
  }
}
