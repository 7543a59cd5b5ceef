/**
 * The pace of a rush, shared by the kitchen bench's box run and its bare baseline at the same pace:
 * each tablet its own seeded generator, so both runs send the same orders in the same sequence, and
 * each tablet orders again 0.5 to 1.5 x the interval after its answer.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { seededRandom } from '../../appliance/src/db/seed/demo-paint';
import { ApiClient } from '../../appliance/test/helpers/api-client';
import { startBaseline, stopChild } from './processes';
import type { Tablet } from './setup-tablets';
import { cpuMs } from './stats';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One generator per tablet, the same for every run with the same seed. */
export const tabletGenerators = (count: number, seed: number) =>
  Array.from({ length: count }, (_, i) => seededRandom(`rush ${seed} tablet ${i}`));

/** Warm-up: each tablet places one order, spread over 2 s. */
export async function warmUp(
  rngs: readonly (() => number)[],
  place: (i: number, rng: () => number) => Promise<void>,
): Promise<void> {
  await Promise.all(
    rngs.map(async (rng, i) => {
      await sleep(rng() * 2000);
      await place(i, rng);
    }),
  );
}

/** For `seconds`, each tablet orders, waits 0.5 to 1.5 x `intervalMs` after its answer, and orders again. */
export async function rush(
  rngs: readonly (() => number)[],
  seconds: number,
  intervalMs: number,
  place: (i: number, rng: () => number) => Promise<void>,
): Promise<void> {
  const runEnd = performance.now() + seconds * 1000;
  await Promise.all(
    rngs.map(async (rng, i) => {
      await sleep(rng() * intervalMs);
      while (performance.now() < runEnd) {
        await place(i, rng);
        const pause = intervalMs * (0.5 + rng());
        if (performance.now() + pause >= runEnd) break;
        await sleep(pause);
      }
    }),
  );
}

/** The body of a tablet's order and the stations its lines go to. */
export interface PacedOrder {
  body: unknown;
  stations: number[];
}

export interface BareAtPace {
  orders: number;
  failed: number;
  /** Bumps sent and answered within the run (the floor only). */
  bumps: number;
  /** Tickets the floor marked printed, read from its database afterwards (warm-up included). */
  ticketsMarked: number;
  cpuMsPerOrder: number;
}

/**
 * The bare baseline (baseline-server.mjs: one transaction and one fsync per order, no auth, no
 * events delivered, nothing printed) on `baselineDb`, a copy of the box's database taken after its
 * tablets were paired, sent the same orders at the same pace as the box's rush. Its CPU per order is
 * what the box's rush is measured against: the same arrival pattern, so the same wake-ups per order.
 *
 * `floor`: the least a rush's other work can cost, done as barely: each order also queues a ticket
 * per station that takes two durable marks (sent, printed) without a byte rendered or sent, and each
 * station's lines are bumped `bumpAfterMs` after the answer (one transaction each, as a display's
 * bump). No socket hears anything.
 */
export async function bareAtPace(
  baselineDb: string,
  tablets: readonly Tablet[],
  options: {
    seed: number;
    seconds: number;
    /** Untimed at the same pace first, as the box's rush is (its JIT warmed as the box's is). */
    warmSeconds: number;
    intervalMs: number;
    orderFor: (tablet: Tablet, rng: () => number) => PacedOrder;
    floor?: { bumpAfterMs: number };
  },
): Promise<BareAtPace> {
  const bare = await startBaseline(baselineDb, path.dirname(baselineDb), { tickets: options.floor !== undefined });
  const bumpTimers = new Set<NodeJS.Timeout>();
  try {
    const clients = tablets.map(() => new ApiClient(bare.url));
    const result = { orders: 0, failed: 0, bumps: 0 };
    let counting = false;
    const bumpLater = (client: ApiClient, orderId: number, stations: readonly number[], bumpAfterMs: number) => {
      const timer = setTimeout(async () => {
        bumpTimers.delete(timer);
        for (const stationId of stations) {
          const res = await client.post('/bump', { order_id: orderId, station_id: stationId }).catch(() => null);
          if (!counting) continue;
          if (res?.status === 200) result.bumps++;
          else result.failed++;
        }
      }, bumpAfterMs);
      bumpTimers.add(timer);
    };
    const place = async (i: number, rng: () => number, counted: boolean) => {
      const order = options.orderFor(tablets[i]!, rng);
      const client = clients[i]!;
      const res = await client.post('/v1/order/create', order.body, { 'idempotency-key': randomUUID() }).catch(() => null);
      if (res?.status === 200 && options.floor) {
        bumpLater(client, (res.body as { order: { id: number } }).order.id, order.stations, options.floor.bumpAfterMs);
      }
      if (!counted) return;
      if (res?.status === 200) result.orders++;
      else result.failed++;
    };
    const rngs = tabletGenerators(tablets.length, options.seed);
    await warmUp(rngs, (i, rng) => place(i, rng, false));
    if (options.warmSeconds > 0) await rush(rngs, options.warmSeconds, options.intervalMs, (i, rng) => place(i, rng, false));
    const before = await cpuMs(bare.pid);
    counting = true;
    await rush(rngs, options.seconds, options.intervalMs, (i, rng) => place(i, rng, true));
    const cpu = (await cpuMs(bare.pid)) - before;
    counting = false;
    for (const timer of bumpTimers) clearTimeout(timer);
    await stopChild(bare.child);
    return { ...result, ticketsMarked: printedJobs(baselineDb), cpuMsPerOrder: cpu / Math.max(1, result.orders) };
  } finally {
    for (const timer of bumpTimers) clearTimeout(timer);
    await stopChild(bare.child);
  }
}

function printedJobs(dbFile: string): number {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM print_jobs WHERE state = 'printed'").get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** A consistent copy of a running box's database for the baseline. */
export async function snapshotDb(dbFile: string, into: string): Promise<void> {
  const snapshot = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    await snapshot.backup(into);
  } finally {
    snapshot.close();
  }
}
