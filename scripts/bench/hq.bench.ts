/**
 * Chain headquarters (issue 36), two parts:
 *
 * 1. Ingest: BENCH_HQ_SHOPS (200) simulated shops, each enrolled with its own Ed25519 key, send a
 *    Friday each (BENCH_HQ_BILLS, 150 paid bills of 6 lines, 10 sold-outs and the day's close) to
 *    `sma-order hq` (its own process, on Debian's PostgreSQL), each fact in its own signed batch
 *    as a box sends one at a real Friday's pace. First BENCH_HQ_SECONDS (15) at BENCH_HQ_RATE
 *    (100) facts/s for the chain, for the lag from a fact sent to HQ's acknowledgement (p50/p99);
 *    then the rest of every Friday flat out, for the most HQ ingests and its CPU per fact; then
 *    PostgreSQL's bytes per shop-day. Baseline in the same run: the same facts INSERTed bare (one
 *    transaction each, no signature, no bills worked out), paced and flat out alike.
 * 2. A box never waits for HQ: one box (in process) takes BENCH_HQ_BOX_BILLS (300) bills (an order
 *    and its payment each, 10 tables at once) with HQ up, with HQ down (its route refusing), and
 *    up again; the answer times with HQ down over those with it up.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomUUID, sign } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { HqShopCodeResponse } from '../../appliance/src/contract/hq-api';
import { type FactsBatch, type HqFact, hqSignedText, type NumberedFact } from '../../appliance/src/contract/hq-protocol';
import { ApiClient } from '../../appliance/test/helpers/api-client';
import { createDatabase, startTestPostgres, type TestPostgres } from '../../appliance/test/helpers/postgres';
import { startTestBox } from '../../appliance/test/helpers/test-box';
import { drained, enrolBox, FAST_UPLOADS } from '../../appliance/test/hq/chain-fixtures';
import { startChaosProxy } from '../../appliance/test/hq/chaos-proxy';
import { pay, visitWith } from '../../appliance/test/reports/report-fixtures';
import { startChild, stopChild } from './processes';
import { summarize, threadCpuMs } from './stats';

const SHOPS = Number(process.env.BENCH_HQ_SHOPS ?? 200);
const BILLS = Number(process.env.BENCH_HQ_BILLS ?? 150);
const SECONDS = Number(process.env.BENCH_HQ_SECONDS ?? 15);
/** The chain's facts per second in the paced part (a real Friday of 200 shops is 1.5). */
const RATE = Number(process.env.BENCH_HQ_RATE ?? 100);
const BOX_BILLS = Number(process.env.BENCH_HQ_BOX_BILLS ?? 300);
/** A real Friday's evening: the facts of a shop spread over six hours. */
const FRIDAY_SECONDS = 6 * 3600;
const root = path.resolve(import.meta.dirname, '../..');

interface Shop {
  boxId: number;
  key: KeyObject;
  facts: HqFact[];
}

/** A shop's Friday: its bills (6 lines each, a few reduced-rate), its sold-outs and the close. */
function friday(): HqFact[] {
  const facts: HqFact[] = [];
  let sales = 0;
  for (let i = 0; i < BILLS; i++) {
    const lines = Array.from({ length: 6 }, (_, n) => ({
      menuItemId: 100 + ((i + n) % 40),
      label: `品目${(i + n) % 40}`,
      genreId: n % 5,
      genreLabel: `ジャンル${n % 5}`,
      quantity: 1 + (n % 3),
      amount: 380 * (1 + (n % 3)),
      food: n !== 5,
    }));
    const total = lines.reduce((t, l) => t + l.amount, 0);
    sales += total;
    facts.push({
      type: 'bill.closed',
      visitId: i + 1,
      tableLabel: `${(i % 20) + 1}番`,
      businessDate: '2026-10-09',
      hour: 17 + (i % 7),
      paidAt: Date.UTC(2026, 9, 9, 8 + (i % 7)),
      receiptNumber: i + 1,
      sales: total,
      subtotal: total,
      discountTotal: 0,
      discountCount: 0,
      adults: 2 + (i % 3),
      children: 0,
      guestsCounted: true,
      rates: [{ rate: 10, total, tax: Math.floor((total * 10) / 110), exTax: total - Math.floor((total * 10) / 110) }],
      payments: [{ method: i % 3 === 0 ? 'card' : 'cash', amount: total }],
      lines,
    });
    if (i % 15 === 7)
      facts.push({ type: 'item.state', menuItemId: 100 + (i % 40), label: `品目${i % 40}`, price: 380, soldOut: i % 2 === 0 });
  }
  const empty = { count: 0, amount: 0 };
  facts.push({
    type: 'day.closed',
    businessDate: '2026-10-09',
    closedAt: Date.UTC(2026, 9, 9, 20),
    figures: {
      sales,
      subtotal: sales,
      discount_total: 0,
      bills: BILLS,
      guests: { adults: BILLS * 3, children: 0, total: BILLS * 3, unknown_bills: 0 },
      average_per_guest: Math.round(sales / (BILLS * 3)),
      rates: [],
      payments: [],
      hours: [],
      genres: [],
      items: [],
      discounts: empty,
      cancellations: empty,
      open: empty,
    },
  });
  return facts;
}

function signed(shop: Shop, body: string, date: number): Record<string, string> {
  const digest = createHash('sha256').update(body).digest('hex');
  const sig = sign(null, Buffer.from(hqSignedText('POST', '/hq/v1/facts', String(date), digest)), shop.key).toString('base64url');
  return {
    'content-type': 'application/json',
    'x-sma-date': String(date),
    authorization: `SmaOrder box=${shop.boxId}, sig=${sig}`,
  };
}

async function enrolShops(url: string, owner: ApiClient): Promise<Shop[]> {
  const shops: Shop[] = [];
  for (let n = 0; n < SHOPS; n++) {
    const created = await owner.post<HqShopCodeResponse>('/hq/v1/shops/create', { name: `店舗${n + 1}` });
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const res = await fetch(`${url}/hq/v1/enrol`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        code: created.body.code,
        publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
        boxUuid: randomUUID(),
        firstSeq: 1,
        version: 'bench',
      }),
    });
    const { boxId } = (await res.json()) as { boxId: number };
    shops.push({ boxId, key: privateKey, facts: friday() });
  }
  return shops;
}

/** Sends one fact of a shop; resolves when stored (answers its lag, ms). */
type Send = (shop: Shop, index: number) => Promise<number>;

interface Phases {
  /** Each fact's lag at the paced rate. */
  lags: number[];
  /** Facts and ms of the flat-out part. */
  flatFacts: number;
  flatMs: number;
}

/**
 * Two parts of every shop's Friday: first the chain at RATE facts/s in all (each shop evenly
 * paced), for the lag; then the rest as fast as answers come back (each shop one call at a time,
 * all shops at once), for the most HQ takes.
 */
async function feed(shops: Shop[], send: Send, onFlatStart: () => void): Promise<Phases> {
  const paced = Math.max(1, Math.floor((RATE * SECONDS) / shops.length));
  const lags: number[] = [];
  await Promise.all(
    shops.map(async (shop, n) => {
      const gap = (SECONDS * 1000) / paced;
      await new Promise((resolve) => setTimeout(resolve, (gap * n) / shops.length));
      const t0 = performance.now();
      for (let i = 0; i < paced; i++) {
        const wait = t0 + i * gap - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        lags.push(await send(shop, i));
      }
    }),
  );
  onFlatStart();
  const started = performance.now();
  await Promise.all(
    shops.map(async (shop) => {
      for (let i = paced; i < shop.facts.length; i++) await send(shop, i);
    }),
  );
  return { lags, flatFacts: shops.reduce((n, s) => n + s.facts.length - paced, 0), flatMs: performance.now() - started };
}

function hqSender(url: string): Send {
  return async (shop, i) => {
    const made = performance.now();
    const numbered: NumberedFact = { seq: i + 1, at: Date.now(), fact: shop.facts[i]! };
    const body = JSON.stringify({ facts: [numbered], queued: shop.facts.length - i - 1, version: 'bench' } satisfies FactsBatch);
    for (;;) {
      const res = await fetch(`${url}/hq/v1/facts`, { method: 'POST', headers: signed(shop, body, Date.now()), body });
      await res.arrayBuffer();
      if (res.ok) return performance.now() - made;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/** The baseline: the same fact INSERTed bare, one transaction each, on as many connections as HQ's pool. */
async function bareSender(databaseUrl: string): Promise<{ send: Send; close: () => Promise<void> }> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query('CREATE TABLE bare_facts (shop int, seq bigint, body jsonb, PRIMARY KEY (shop, seq))');
  return {
    send: async (shop, i) => {
      const made = performance.now();
      await pool.query('INSERT INTO bare_facts VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
        shop.boxId,
        i + 1,
        JSON.stringify(shop.facts[i]),
      ]);
      return performance.now() - made;
    },
    close: () => pool.end(),
  };
}

async function databaseBytes(databaseUrl: string): Promise<{ total: number; tables: Record<string, number> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('VACUUM ANALYZE');
    const total = Number((await client.query<{ n: string }>('SELECT pg_database_size(current_database()) AS n')).rows[0]!.n);
    const rows = await client.query<{ name: string; n: string }>(
      `SELECT relname AS name, pg_total_relation_size(oid) AS n FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace`,
    );
    return { total, tables: Object.fromEntries(rows.rows.map((r) => [r.name, Number(r.n)])) };
  } finally {
    await client.end();
  }
}

async function ingest(postgres: TestPostgres): Promise<boolean> {
  const databaseUrl = await createDatabase(postgres, 'hq_bench');
  const { child, port } = await startChild(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'appliance/src/main.ts'),
      'hq',
      '--database-url',
      databaseUrl,
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--log-level',
      'warn',
    ],
    /:(\d+)\n/,
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    const owner = new ApiClient(url);
    await owner.post('/hq/v1/setup', { chain_name: 'ベンチ', email: 'bench@example.com', password: 'bench-password' });
    const before = await databaseBytes(databaseUrl);
    const shops = await enrolShops(url, owner);
    let cpuBefore = 0;
    const run = await feed(shops, hqSender(url), () => {
      cpuBefore = threadCpuMs(child.pid!);
    });
    const cpu = threadCpuMs(child.pid!) - cpuBefore;
    const after = await databaseBytes(databaseUrl);

    const bare = await bareSender(await createDatabase(postgres, 'hq_bench_bare'));
    const bareRun = await feed(shops, bare.send, () => {});
    await bare.close();

    const total = shops.reduce((n, shop) => n + shop.facts.length, 0);
    const rate = (run.flatFacts / run.flatMs) * 1000;
    const bareRate = (bareRun.flatFacts / bareRun.flatMs) * 1000;
    const fridayRate = total / FRIDAY_SECONDS;
    const lag = summarize(run.lags);
    const bareLag = summarize(bareRun.lags);
    const perShopDay = (after.total - before.total) / SHOPS;
    console.log(
      `${SHOPS} shops, a Friday each (${BILLS} bills of 6 lines, sold-outs, the close): ${total} facts, one per signed call`,
    );
    console.log(
      `lag at ${RATE} facts/s (${(RATE / fridayRate).toFixed(0)}x a real Friday of ${SHOPS} shops, ${fridayRate.toFixed(2)} facts/s), a fact sent -> acknowledged: p50 ${lag.p50.toFixed(1)} ms, p99 ${lag.p99.toFixed(1)} ms; bare INSERT p50 ${bareLag.p50.toFixed(1)}, p99 ${bareLag.p99.toFixed(1)} ms (HQ/bare p99 ${(lag.p99 / bareLag.p99).toFixed(1)}x)`,
    );
    console.log(
      `ingest flat out: ${rate.toFixed(0)} facts/s = ${(rate / fridayRate).toFixed(0)}x a real Friday; bare INSERT ${bareRate.toFixed(0)} facts/s; HQ / bare = ${(rate / bareRate).toFixed(2)}x`,
    );
    console.log(`HQ process CPU: ${(cpu / run.flatFacts).toFixed(2)} ms per fact flat out`);
    console.log(
      `PostgreSQL: ${(perShopDay / 1024).toFixed(0)} KiB per shop-day (${((perShopDay * 365 * SHOPS) / 2 ** 30).toFixed(1)} GiB a year for ${SHOPS} shops)`,
    );
    const grown = Object.entries(after.tables)
      .map(([name, bytes]) => [name, bytes - (before.tables[name] ?? 0)] as const)
      .filter(([, bytes]) => bytes > 64 * 1024)
      .sort((a, b) => b[1] - a[1]);
    console.log(
      `  by table per shop-day: ${grown.map(([name, bytes]) => `${name} ${(bytes / SHOPS / 1024).toFixed(0)} KiB`).join(', ')}`,
    );
    return lag.p99 < 1_000 && rate > 10 * fridayRate;
  } finally {
    await stopChild(child);
  }
}

async function boxWithHqDown(postgres: TestPostgres): Promise<boolean> {
  const databaseUrl = await createDatabase(postgres, 'hq_bench_box');
  const { startHq } = await import('../../appliance/src/hq/hq-server');
  const hq = await startHq({ databaseUrl, port: 0, host: '127.0.0.1' });
  const owner = new ApiClient(hq.url);
  await owner.post('/hq/v1/setup', { chain_name: 'ベンチ', email: 'bench@example.com', password: 'bench-password' });
  const created = await owner.post<HqShopCodeResponse>('/hq/v1/shops/create', { name: '計測店' });
  const proxy = await startChaosProxy(hq.port);
  const box = await startTestBox({ hqLink: FAST_UPLOADS });
  try {
    await enrolBox(box, proxy.url, created.body.code);
    const staff = await box.staff('staff');
    const phase = async (): Promise<number[]> => {
      const times: number[] = [];
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          for (let i = 0; i < BOX_BILLS / 10; i++) {
            const started = performance.now();
            const visit = await visitWith(box, staff, [{ id: box.shop.items.karaage, quantity: 2 }]);
            await pay(staff, visit.id, [{ method: 'cash', amount: 1360 }]);
            times.push(performance.now() - started);
          }
        }),
      );
      return times;
    };
    await phase(); // warm-up
    const up = summarize(await phase());
    proxy.setDown(true);
    const down = summarize(await phase());
    proxy.setDown(false);
    const upAgain = summarize(await phase());
    await drained(box, 60_000);
    const upP99 = Math.max(up.p99, upAgain.p99);
    const upP50 = (up.p50 + upAgain.p50) / 2;
    console.log(
      `a box's order + payment with HQ up: p50 ${up.p50.toFixed(1)} / ${upAgain.p50.toFixed(1)} ms, p99 ${up.p99.toFixed(1)} / ${upAgain.p99.toFixed(1)} ms (before / after)`,
    );
    console.log(
      `with HQ down: p50 ${down.p50.toFixed(1)} ms, p99 ${down.p99.toFixed(1)} ms = p50 ${(down.p50 / upP50).toFixed(2)}x, p99 ${(down.p99 / upP99).toFixed(2)}x of HQ up`,
    );
    return down.p99 / upP99 < 1.5;
  } finally {
    await box.stop();
    await proxy.close();
    await hq.close();
  }
}

export async function benchHq(): Promise<boolean> {
  const postgres = await startTestPostgres();
  try {
    const ingested = await ingest(postgres);
    const unaffected = await boxWithHqDown(postgres);
    return ingested && unaffected;
  } finally {
    await postgres.stop();
  }
}
