/**
 * Guests' phones at a rush (issue 35): BENCH_PHONE_TABLES (25) tables, each with its tablet and
 * BENCH_PHONES_PER_TABLE (4) guests' phones joined by the visit's code, every device holding its
 * socket as the diner screen does. Three phases on the same box (the binary) at the same total pace:
 *   1. tablets alone: each tablet orders, waits 0.5-1.5 x BENCH_PHONE_INTERVAL_MS (4 s), orders again
 *      (this one also warms the box up);
 *   2. phones: each phone does the same at PHONES_PER_TABLE x that interval, so the table orders
 *      as often, from four carts instead of one;
 *   3. tablets alone again: the baseline, on a box as warm as the phones had it.
 * For each phase: the order's answer p50/p99 and the box's CPU per order; then the phones' figures
 * as ratios to the last tablets' phase, and every order's event counted at every device of its
 * table (a phone hears its own visit only). Every device reads its visit when the diner screen
 * does (VISIT_READS), so the CPU per order includes a table's reads.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import type { GuestJoinResponse, VisitJoinCodeResponse } from '../../appliance/src/contract/guests';
import type { OrderCreateResponse } from '../../appliance/src/contract/orders';
import { ApiClient, toQueryString } from '../../appliance/test/helpers/api-client';
import { buildBinary, startBinaryBox, stopChild } from './processes';
import { rush, tabletGenerators, warmUp } from './rush-pace';
import { cookieHeader, demoLogin, openVisitQuery, setupTablets } from './setup-tablets';
import { cpuMs, summarize } from './stats';

const TABLES = Number(process.env.BENCH_PHONE_TABLES ?? 25);
const PHONES_PER_TABLE = Number(process.env.BENCH_PHONES_PER_TABLE ?? 4);
const INTERVAL_MS = Number(process.env.BENCH_PHONE_INTERVAL_MS ?? 4000);
const SECONDS = Number(process.env.BENCH_PHONE_SECONDS ?? 30);
const SEED = Number(process.env.BENCH_SEED ?? 1);
/**
 * Every device reads its visit (the plans it shows) as the diner screen does: on its own order's
 * answer when the order holds a plan or 延長 line (or was refused), and on an order.created of its
 * table that says it holds one. BENCH_PHONE_VISIT_READS=0 leaves the reads out.
 */
const VISIT_READS = process.env.BENCH_PHONE_VISIT_READS !== '0';
/** The phones' p99 and CPU per order within this many times the tablets' (the order path is the same). */
const GOAL = 1.3;

interface Device {
  cookie: string;
  diningTableId: number;
  tableSessionId: number;
  /** order.created events of its visit heard on its socket. */
  heard: Set<number>;
  socket?: WebSocket;
}

/** Visit reads answered 200, and those that were not. */
const visitReads = { ok: 0, failed: 0 };

/** The device's read of its open visit (diner-api.ts openSession), not waited for. */
async function readVisit(baseUrl: string, device: Device): Promise<void> {
  if (!VISIT_READS) return;
  const query = toQueryString(openVisitQuery(device.diningTableId));
  const res = await fetch(`${baseUrl}/v1/tablesession/get/list${query}`, { headers: { cookie: device.cookie } }).catch(
    () => null,
  );
  if (res) await res.text();
  if (res?.status === 200) visitReads.ok++;
  else visitReads.failed++;
}

interface Phase {
  latencies: number[];
  failed: number;
  orderIds: { table: number; id: number }[];
  cpuMsPerOrder: number;
  /** Visit reads answered per order placed. */
  readsPerOrder: number;
}

const fixed = (n: number, digits = 2) => n.toFixed(digits);

function openSocket(baseUrl: string, device: Device): Promise<void> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/v1/events`, {
      headers: { cookie: device.cookie, origin: baseUrl },
    });
    device.socket = ws;
    ws.once('open', () => resolve());
    ws.once('error', reject);
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as {
        kind: string;
        events?: { event: { type: string; orderId?: number; tableSessionId?: number; planLines?: boolean } }[];
      };
      for (const { event } of message.events ?? []) {
        if (event.type === 'order.created' && event.orderId !== undefined) {
          device.heard.add(event.orderId);
          if (event.planLines !== false) void readVisit(baseUrl, device);
        }
      }
    });
  });
}

async function runPhase(
  baseUrl: string,
  pid: number,
  devices: readonly Device[],
  intervalMs: number,
  itemIds: readonly number[],
  seed: number,
): Promise<Phase> {
  const phase: Phase = { latencies: [], failed: 0, orderIds: [], cpuMsPerOrder: 0, readsPerOrder: 0 };
  const place = async (i: number, rng: () => number, counted: boolean) => {
    const device = devices[i]!;
    const lines = 1 + Math.floor(rng() * 2);
    const items = Array.from({ length: lines }, () => ({ id: itemIds[Math.floor(rng() * itemIds.length)]!, quantity: 1 }));
    const merged = [...new Map(items.map((item) => [item.id, item])).values()];
    const started = performance.now();
    const res = await fetch(`${baseUrl}/v1/order/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: device.cookie, origin: baseUrl, 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        ordersData: { table_session_id: device.tableSessionId, dining_table_id: device.diningTableId, status: 1 },
        orderItemsData: { items: merged },
      }),
    }).catch(() => null);
    const text = res ? await res.text() : '';
    if (res?.status !== 200 || (JSON.parse(text) as OrderCreateResponse).order.items.some((line) => line.plan_kind !== null)) {
      void readVisit(baseUrl, device);
    }
    if (!counted) return;
    if (res?.status === 200) {
      phase.latencies.push(performance.now() - started);
      phase.orderIds.push({ table: device.diningTableId, id: (JSON.parse(text) as { order: { id: number } }).order.id });
    } else {
      phase.failed++;
      if (phase.failed <= 3) console.log(`  order failed: ${res?.status ?? 'no answer'} ${text.slice(0, 200)}`);
    }
  };
  const rngs = tabletGenerators(devices.length, seed);
  await warmUp(rngs, (i, rng) => place(i, rng, false));
  const before = await cpuMs(pid);
  const readsBefore = visitReads.ok;
  await rush(rngs, SECONDS, intervalMs, (i, rng) => place(i, rng, true));
  phase.cpuMsPerOrder = ((await cpuMs(pid)) - before) / Math.max(1, phase.latencies.length);
  phase.readsPerOrder = (visitReads.ok - readsBefore) / Math.max(1, phase.latencies.length);
  return phase;
}

/** Every order of `phase` heard by every device of its table, within a few seconds. */
async function unheard(phase: Phase, devices: readonly Device[]): Promise<number> {
  const deadline = performance.now() + 5_000;
  let missing = 0;
  do {
    missing = 0;
    for (const { table, id } of phase.orderIds) {
      for (const device of devices) if (device.diningTableId === table && !device.heard.has(id)) missing++;
    }
    if (missing === 0) return 0;
    await new Promise((r) => setTimeout(r, 200));
  } while (performance.now() < deadline);
  return missing;
}

export async function benchPhones(): Promise<boolean> {
  buildBinary();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-bench-phones-'));
  const box = await startBinaryBox(path.join(work, 'data'), work);
  const devices: Device[] = [];
  try {
    console.log(
      `bench: the binary; ${TABLES} tables, each a tablet and ${PHONES_PER_TABLE} guests' phones, every device on its socket; ` +
        `${SECONDS} s per phase at the same orders/s`,
    );
    const { tablets, itemIds } = await setupTablets(box.url, TABLES);
    const staff = await demoLogin(box.url, 1);
    const tabletDevices: Device[] = tablets.map((t) => ({
      cookie: t.cookie,
      diningTableId: t.diningTableId,
      tableSessionId: t.tableSessionId,
      heard: new Set(),
    }));
    const phoneDevices: Device[] = [];
    for (const tablet of tablets) {
      const code = await staff.post<VisitJoinCodeResponse>('/v1/tablesession/join-code', {
        table_session_id: tablet.tableSessionId,
      });
      const token = new URL(code.body.url).searchParams.get('v') ?? '';
      for (let p = 0; p < PHONES_PER_TABLE; p++) {
        const phone = new ApiClient(box.url);
        const joined = await phone.post<GuestJoinResponse>('/v1/guest/join', { token, device_uuid: randomUUID() });
        if (joined.status !== 200) throw new Error(`join failed: ${joined.status} ${JSON.stringify(joined.body)}`);
        phoneDevices.push({
          cookie: cookieHeader(phone),
          diningTableId: tablet.diningTableId,
          tableSessionId: tablet.tableSessionId,
          heard: new Set(),
        });
      }
    }
    devices.push(...tabletDevices, ...phoneDevices);
    await Promise.all(devices.map((d) => openSocket(box.url, d)));
    console.log(`  ${tabletDevices.length} tablets and ${phoneDevices.length} phones joined and listening`);

    const warmTablets = await runPhase(box.url, box.pid, tabletDevices, INTERVAL_MS, itemIds, SEED);
    const phonesPhase = await runPhase(box.url, box.pid, phoneDevices, INTERVAL_MS * PHONES_PER_TABLE, itemIds, SEED + 1);
    const tabletsPhase = await runPhase(box.url, box.pid, tabletDevices, INTERVAL_MS, itemIds, SEED + 2);
    const missing = new Map<Phase, number>();
    for (const phase of [warmTablets, phonesPhase, tabletsPhase]) missing.set(phase, await unheard(phase, devices));

    const rows = [
      ['tablets (warm-up)', warmTablets],
      [`${phoneDevices.length} phones`, phonesPhase],
      ['tablets alone', tabletsPhase],
    ] as const;
    console.log('                      orders  orders/s   p50 ms   p99 ms  CPU ms/order  failed  unheard  reads/order');
    for (const [name, phase] of rows) {
      const s = summarize(phase.latencies);
      console.log(
        `  ${name.padEnd(18)} ${String(phase.latencies.length).padStart(7)} ${fixed(phase.latencies.length / SECONDS).padStart(9)} ` +
          `${fixed(s.p50).padStart(8)} ${fixed(s.p99).padStart(8)} ${fixed(phase.cpuMsPerOrder).padStart(13)} ${String(phase.failed).padStart(7)} ${String(missing.get(phase)).padStart(8)} ${fixed(phase.readsPerOrder).padStart(12)}`,
      );
    }
    const t = summarize(tabletsPhase.latencies);
    const p = summarize(phonesPhase.latencies);
    const p99Ratio = p.p99 / t.p99;
    const cpuRatio = phonesPhase.cpuMsPerOrder / tabletsPhase.cpuMsPerOrder;
    const mark = (ok: boolean) => (ok ? '✓' : '✗');
    console.log(
      `phones / tablets alone, same run: order answer p99 ${fixed(p99Ratio)}x ${mark(p99Ratio <= GOAL)}, ` +
        `box CPU per order ${fixed(cpuRatio)}x ${mark(cpuRatio <= GOAL)} (goal <= ${GOAL}x: a phone's order is a tablet's)`,
    );
    console.log(
      JSON.stringify({
        bench: 'phones',
        tables: TABLES,
        phones: phoneDevices.length,
        tablets: {
          orders: tabletsPhase.latencies.length,
          p50: +fixed(t.p50),
          p99: +fixed(t.p99),
          cpuMsPerOrder: +fixed(tabletsPhase.cpuMsPerOrder, 3),
        },
        phonesPhase: {
          orders: phonesPhase.latencies.length,
          p50: +fixed(p.p50),
          p99: +fixed(p.p99),
          cpuMsPerOrder: +fixed(phonesPhase.cpuMsPerOrder, 3),
        },
        p99Ratio: +fixed(p99Ratio),
        cpuRatio: +fixed(cpuRatio),
        visitReads: VISIT_READS ? { ...visitReads, phonesPerOrder: +fixed(phonesPhase.readsPerOrder) } : null,
      }),
    );
    if (VISIT_READS)
      console.log(`visit reads: ${visitReads.ok} answered, ${visitReads.failed} failed ${mark(visitReads.failed === 0)}`);
    return visitReads.failed === 0 && rows.every(([, phase]) => phase.failed === 0 && missing.get(phase) === 0);
  } finally {
    for (const device of devices) device.socket?.close();
    await stopChild(box.child);
    fs.rmSync(work, { recursive: true, force: true });
  }
}
