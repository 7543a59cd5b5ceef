import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { DomainEvent } from '../../src/contract/events';
import type { Order, OrderCreateResponse } from '../../src/contract/orders';
import type { TableSession, TableSessionCreateResponse, TableSessionUpdateResponse } from '../../src/contract/table-sessions';
import { diningTables } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { collectEvents } from '../helpers/domain-events';
import type { TestBox } from '../helpers/test-box';

/** A table of its own for one test, so visits of different tests never meet. */
export function addTable(box: TestBox, label = `卓-${randomUUID().slice(0, 8)}`, flag = 1): number {
  const now = Date.now();
  return box.deps.db
    .insert(diningTables)
    .values({ name: `table-${randomUUID()}`, label, flag, created_at: now, updated_at: now })
    .returning()
    .get().id;
}

export async function startVisit(client: ApiClient, diningTableId: number): Promise<TableSession> {
  const res = await client.post<TableSessionCreateResponse>('/v1/tablesession/create', {
    dining_table_id: diningTableId,
    status: 0,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.tableSession;
}

export type Cart = { id: number; quantity: number }[];

export function orderBody(session: Pick<TableSession, 'id' | 'dining_table_id'>, items: Cart) {
  return {
    ordersData: { table_session_id: session.id, dining_table_id: session.dining_table_id, status: 1 },
    orderItemsData: { items },
    user_id: 1,
  };
}

export function postOrder(
  client: ApiClient,
  session: Pick<TableSession, 'id' | 'dining_table_id'>,
  items: Cart,
  key = randomUUID(),
) {
  return client.post<OrderCreateResponse>('/v1/order/create', orderBody(session, items), { 'Idempotency-Key': key });
}

export async function placeOrder(client: ApiClient, session: TableSession, items: Cart): Promise<OrderCreateResponse> {
  const res = await postOrder(client, session, items);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export function moveSession(
  client: ApiClient,
  id: number,
  change: { status?: unknown; confirm_flag?: unknown; total_amount?: unknown },
) {
  return client.post<TableSessionUpdateResponse>('/v1/tablesession/update', { id, ...change, user_id: 1 });
}

/** Collects the domain events committed while a test runs. */
export function recordEvents(box: TestBox): { events: DomainEvent[]; stop: () => void } {
  return collectEvents(box);
}

/** The stations an order's lines went to, as its order.created event names them (first seen first). */
export function orderStations(order: Pick<Order, 'items'>): number[] {
  return [...new Set(order.items.flatMap((line) => (line.station_id === null ? [] : [line.station_id])))];
}
