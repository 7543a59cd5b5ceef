import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DiningTableSaveResponse, PairingCreateResponse } from '../../src/contract/dining-tables';
import type { MenuItemListResponse } from '../../src/contract/menu-items';
import type { OrderCreateResponse, OrderItemListResponse } from '../../src/contract/orders';
import type { TableSessionCreateResponse } from '../../src/contract/table-sessions';
import { DEMO_LOGINS } from '../../src/db/seed/demo-shop';
import { ApiClient } from '../helpers/api-client';
import { startSourceBox } from './support/process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sma-order-crash-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const startBox = () => startSourceBox(dataDir);

describe('a crash right after orders were acknowledged', () => {
  it('loses none of them, and a retry of the last one after the restart returns it instead of a second order', async () => {
    const first = await startBox();
    const [owner, , page] = DEMO_LOGINS;
    const admin = new ApiClient(first.url);
    await admin.login(owner!.email, owner!.password);
    await admin.pageAuth(page!.password);
    const table = await admin.post<DiningTableSaveResponse>('/v1/diningtable/create', {
      label: 'クラッシュ卓',
      name: 'crash-table',
    });
    const pairing = await admin.post<PairingCreateResponse>('/v1/pairing/create', { dining_table_id: table.body.diningTableId });
    const tablet = new ApiClient(first.url);
    const token = new URL(pairing.body.url).searchParams.get('t');
    expect((await tablet.post('/v1/pairing/claim', { token, device_uuid: randomUUID() })).status).toBe(200);
    const session = await tablet.post<TableSessionCreateResponse>('/v1/tablesession/create', {
      dining_table_id: table.body.diningTableId,
    });
    const items = await tablet.get<MenuItemListResponse>('/v1/menuitem/get/list', { flags: [1] });
    const itemId = items.body.list.data.find((i) => i.price > 0)!.id;
    const order = (key: string) =>
      tablet.post<OrderCreateResponse>(
        '/v1/order/create',
        {
          ordersData: { table_session_id: session.body.tableSession.id, dining_table_id: table.body.diningTableId },
          orderItemsData: { items: [{ id: itemId, quantity: 1 }] },
        },
        { 'idempotency-key': key },
      );

    const keys = Array.from({ length: 10 }, () => randomUUID());
    const acknowledged = await Promise.all(keys.map(order));
    for (const res of acknowledged) expect(res.status).toBe(200);
    // No graceful stop: the process dies the moment the last acknowledgement has been read.
    const killed = await first.box.stop('SIGKILL');
    expect(killed.signal).toBe('SIGKILL');

    const second = await startBox();
    try {
      const again = new ApiClient(second.url);
      for (const [k, v] of tablet.cookies) again.cookies.set(k, v);
      const lines = await again.get<OrderItemListResponse>('/v1/orderitem/get/list', {
        includeSession: [session.body.tableSession.id],
      });
      const orderIds = new Set(lines.body.list.data.map((line) => line.orders.id));
      for (const res of acknowledged) expect(orderIds.has(res.body.order.id)).toBe(true);
      expect(orderIds.size).toBe(keys.length);

      // The tablet never saw the answer to its last try: it sends the same key again.
      const retried = await again.post<OrderCreateResponse>(
        '/v1/order/create',
        {
          ordersData: { table_session_id: session.body.tableSession.id, dining_table_id: table.body.diningTableId },
          orderItemsData: { items: [{ id: itemId, quantity: 1 }] },
        },
        { 'idempotency-key': keys.at(-1)! },
      );
      expect(retried.status).toBe(200);
      expect(retried.body.replayed).toBe(true);
      expect(retried.body.order.id).toBe(acknowledged.at(-1)!.body.order.id);
    } finally {
      await second.box.stop();
    }
  }, 120_000);
});
