/**
 * The kitchen bench's tablets: the orders they place (1 to 4 distinct items, their stations) and
 * what they read after an answer, as the diner's screens do.
 */
import { randomUUID } from 'node:crypto';
import type { OrderCreateResponse } from '../../appliance/src/contract/orders';
import type { Placed } from './kitchen-figures';
import type { Shop } from './kitchen-setup';
import type { PacedOrder } from './rush-pace';
import { openVisitQuery, type Tablet } from './setup-tablets';

/**
 * After an order's answer the tablet reads its visit (the plans it shows) as the diner's order
 * outbox does: when the order holds a plan or 延長 line (the rush's orders hold none); =0 never.
 */
export const VISIT_READS = process.env.BENCH_KITCHEN_VISIT_READS !== '0';

export interface Run {
  placed: Map<number, Placed>;
  failures: Record<string, number>;
  /** Visit reads answered 200. */
  visitReads: number;
}

/** 1 to 4 distinct orderable items, 1 or 2 of each, and the stations they go to. */
export function orderFor(tablet: Tablet, shop: Shop, rng: () => number): PacedOrder {
  const lines = 1 + Math.floor(rng() * 4);
  const chosen = new Set<number>();
  while (chosen.size < Math.min(lines, shop.orderable.length))
    chosen.add(shop.orderable[Math.floor(rng() * shop.orderable.length)]!);
  const items = [...chosen].map((id) => ({ id, quantity: 1 + Math.floor(rng() * 2) }));
  return {
    body: {
      ordersData: { table_session_id: tablet.tableSessionId, dining_table_id: tablet.diningTableId, status: 1 },
      orderItemsData: { items },
    },
    stations: [...new Set(items.map((i) => shop.stationOfItem.get(i.id)!))],
  };
}

/** POST /v1/order/create as the tablet sends it (its cookie, a fresh Idempotency-Key), timed. */
export async function placeOrder(run: Run, tablet: Tablet, order: ReturnType<typeof orderFor>, warm: boolean): Promise<void> {
  const t0 = performance.now();
  try {
    const res = await tablet.client.post<OrderCreateResponse>('/v1/order/create', order.body, {
      'idempotency-key': randomUUID(),
    });
    const tHttp = performance.now();
    if (res.status !== 200) {
      run.failures[res.status] = (run.failures[res.status] ?? 0) + 1;
      return;
    }
    run.placed.set(res.body.order.id, { orderId: res.body.order.id, t0, tHttp, stations: order.stations, warm });
    // The diner reads its visit on its order's answer when the order holds a plan or 延長 line.
    if (VISIT_READS && res.body.order.items.some((line) => line.plan_kind !== null)) void readVisit(run, tablet);
  } catch {
    run.failures.network = (run.failures.network ?? 0) + 1;
  }
}

/** The tablet's read of its open visit after its order (diner-api.ts openSession), not waited for. */
async function readVisit(run: Run, tablet: Tablet): Promise<void> {
  try {
    const res = await tablet.client.get('/v1/tablesession/get/list', openVisitQuery(tablet.diningTableId));
    if (res.status === 200) run.visitReads++;
    else run.failures[`visit read ${res.status}`] = (run.failures[`visit read ${res.status}`] ?? 0) + 1;
  } catch {
    run.failures['visit read network'] = (run.failures['visit read network'] ?? 0) + 1;
  }
}
