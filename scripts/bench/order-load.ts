import { randomUUID } from 'node:crypto';
import type { ApiClient } from '../../appliance/test/helpers/api-client';
import { type LatencySummary, summarize } from './stats';

export interface Tablet {
  client: ApiClient;
  diningTableId: number;
  tableSessionId: number;
}

export interface LoadResult {
  latency: LatencySummary;
  ordersPerSecond: number;
  failures: number;
  wallMs: number;
}

function orderBody(tablet: Tablet, itemIds: readonly number[], n: number) {
  const pick = (k: number) => itemIds[(n * 7 + k * 13) % itemIds.length]!;
  return {
    ordersData: { table_session_id: tablet.tableSessionId, dining_table_id: tablet.diningTableId, status: 1 },
    orderItemsData: {
      items: [
        { id: pick(1), quantity: 1 + (n % 3) },
        { id: pick(2), quantity: 1 },
      ],
    },
  };
}

/**
 * Every tablet places `ordersEach` orders one after another, all tablets at once, as a Friday
 * rush would: latency is from sending the order to its acknowledgement.
 */
export async function runOrderLoad(
  tablets: readonly Tablet[],
  itemIds: readonly number[],
  ordersEach: number,
  path = '/v1/order/create',
): Promise<LoadResult> {
  const samples: number[] = [];
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    tablets.map(async (tablet) => {
      for (let n = 0; n < ordersEach; n++) {
        const t0 = performance.now();
        const res = await tablet.client
          .post(path, orderBody(tablet, itemIds, n), { 'idempotency-key': randomUUID() })
          .catch(() => ({ status: 0 }));
        if (res.status === 200) samples.push(performance.now() - t0);
        else failures++;
      }
    }),
  );
  const wallMs = performance.now() - started;
  return { latency: summarize(samples), ordersPerSecond: (samples.length / wallMs) * 1000, failures, wallMs };
}
