import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableSession } from '../../src/contract/table-sessions';
import type { ApiClient, QueryValue } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { startVisit } from '../table-sessions/visit-fixtures';

let box: TestBox;
let staff: ApiClient;
let tablet: ApiClient;
let visit: TableSession;
beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
  tablet = await box.tablet(box.shop.tables.t1);
  visit = await startVisit(tablet, box.shop.tables.t1);
});
afterAll(() => box.stop());

const oddValues: unknown[] = [null, true, -1, 0, 1.5, 2 ** 53, '1e3', ' 1 ', '', 'x', [], [1], {}, { a: 1 }, '9'.repeat(40)];

describe('no input produces a 500', () => {
  it('odd bodies on every write', async () => {
    const writes: [string, (v: unknown) => unknown][] = [
      ['/v1/tablesession/create', (v) => ({ dining_table_id: v })],
      ['/v1/tablesession/update', (v) => ({ id: visit.id, status: v })],
      ['/v1/tablesession/update', (v) => ({ id: v, confirm_flag: v })],
      ['/v1/orderitem/update', (v) => ({ id: v, status: v })],
      [
        '/v1/order/create',
        (v) => ({ ordersData: { table_session_id: visit.id, dining_table_id: v }, orderItemsData: { items: [] } }),
      ],
      ['/v1/order/create', (v) => ({ ordersData: v, orderItemsData: { items: v } })],
      [
        '/v1/order/create',
        (v) => ({
          ordersData: { table_session_id: visit.id, dining_table_id: visit.dining_table_id },
          orderItemsData: { items: [{ id: v, quantity: v }] },
        }),
      ],
    ];
    for (const [path, make] of writes) {
      for (const value of oddValues) {
        for (const client of [staff, tablet]) {
          const res = await client.post(path, make(value), { 'Idempotency-Key': randomUUID() });
          expect(res.status, `${path} ${JSON.stringify(value)}`).toBeLessThan(500);
        }
      }
    }
  });

  it('odd queries on every list', async () => {
    const queries: Record<string, QueryValue>[] = [
      { status: ['x'] },
      { status: 'abc' },
      { activeTableId: '-5' },
      { date: '0000-01-01' },
      { date: '9999-12-31' },
      { confirmFlag: '1.5' },
      { includeSession: Array.from({ length: 50 }, (_, i) => i) },
      { includeSession: Array.from({ length: 60 }, (_, i) => i) },
      { excludeMenu: '999', order: 'id', orderBy: 'ASC' },
      { limit: '2001' },
    ];
    for (const query of queries) {
      for (const path of ['/v1/tablesession/get/list', '/v1/orderitem/get/list']) {
        const res = await staff.get(path, query);
        expect(res.status, `${path} ${JSON.stringify(query)}`).toBeLessThan(500);
      }
    }
    const nested = await staff.request('GET', '/v1/orderitem/get/list?includeSession[a][b]=1&status[x]=0');
    expect(nested.status).toBe(400);
  });
});
