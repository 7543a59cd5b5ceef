import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { BillShowResponse } from '../../../appliance/src/contract/bills';
import { labelPlainText } from '../../../appliance/src/contract/label-text';
import type { MenuItemListResponse } from '../../../appliance/src/contract/menu-items';
import type { TableSessionCreateResponse } from '../../../appliance/src/contract/table-sessions';
import { createTable } from './box-api';

async function ok<T>(response: Promise<import('@playwright/test').APIResponse>, what: string): Promise<T> {
  const res = await response;
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A table of its own, a visit with two of the first priced item on sale, paid in cash at the
 * register (through the API, as the register would); answers the table, the total and the item's name as shown.
 */
export async function payTableByApi(api: APIRequestContext): Promise<{ label: string; total: number; item: string }> {
  const table = await createTable(api);
  const items = await ok<MenuItemListResponse>(api.get('/v1/menuitem/get/list?flags[]=1'), 'item list');
  const item = items.list.data.find((i) => i.price > 0 && i.menu_id !== 999);
  if (!item) throw new Error('the demo shop has no priced item');
  const visit = await ok<TableSessionCreateResponse>(
    api.post('/v1/tablesession/create', { data: { dining_table_id: table.id, status: 0 } }),
    'visit',
  );
  const session = visit.tableSession;
  await ok(
    api.post('/v1/order/create', {
      data: {
        ordersData: { table_session_id: session.id, dining_table_id: table.id, status: 1 },
        orderItemsData: { items: [{ id: item.id, quantity: 2 }] },
      },
      headers: { 'Idempotency-Key': randomUUID() },
    }),
    'order',
  );
  const bill = await ok<BillShowResponse>(api.get(`/v1/bill/show?table_session_id=${session.id}`), 'bill');
  await ok(
    api.post('/v1/bill/pay', {
      data: { table_session_id: session.id, payments: [{ method: 'cash', amount: bill.bill.total, tendered: 10_000 }] },
    }),
    'pay',
  );
  return { label: table.label, total: bill.bill.total, item: labelPlainText(item.label) };
}
