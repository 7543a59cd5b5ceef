/**
 * SPEC.md section 7 from the outside, diner calls (visits and orders): each with the parameters
 * SPEC.md names, made by the paired tablet or the staff as the screens make them, checked for the
 * keys SPEC.md's clients read, against the contract's response schemas, and for section 8's errors.
 * Orders carry DESIGN.md's Idempotency-Key header, as the tablet sends it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zOrderCreateResponse, zOrderItemListResponse, zOrderItemUpdateResponse } from '../../src/contract/orders';
import {
  zTableSessionCreateResponse,
  zTableSessionListResponse,
  zTableSessionUpdateResponse,
} from '../../src/contract/table-sessions';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addTable, expectError, idempotent, parsed, rowCounts, tableRow } from './contract-kit';

let box: TestBox;
let staff: ApiClient;
beforeAll(async () => {
  box = await startTestBox();
  staff = await box.staff('staff');
});
afterAll(() => box.stop());

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

/** A fresh table with its paired tablet and an open visit, for the diner calls. */
async function seatedTablet() {
  const tableId = addTable(box);
  const tablet = await box.tablet(tableId);
  const res = await tablet.post('/v1/tablesession/create', { dining_table_id: tableId, status: 0, user_id: 1 });
  return { tableId, tablet, session: parsed(zTableSessionCreateResponse, res).tableSession };
}

describe('visits', () => {
  it('POST /v1/tablesession/create: dining_table_id, status, user_id -> exists; unregistered device message', async () => {
    const tableId = addTable(box);
    const tablet = await box.tablet(tableId);
    const first = parsed(
      zTableSessionCreateResponse,
      await tablet.post('/v1/tablesession/create', { dining_table_id: tableId, status: 0, user_id: 1 }),
    );
    expect(first).toMatchObject({ exists: false, tableSession: { dining_table_id: tableId, status: 0 } });
    const again = parsed(
      zTableSessionCreateResponse,
      await tablet.post('/v1/tablesession/create', { dining_table_id: tableId, status: 0, user_id: 1 }),
    );
    expect(again).toMatchObject({ exists: true, tableSession: { id: first.tableSession.id } });
    const stranger = await box.client().post('/v1/tablesession/create', { dining_table_id: tableId, status: 0, user_id: 1 });
    expectError(stranger, 'DEVICE_NOT_REGISTERED', 'このデバイスは登録されていません。管理ページで登録してください。');
    expect(tableRow(box, tableId)?.flag).toBe(1);
  });

  it('POST /v1/tablesession/update: id, status or confirm_flag, user_id, total_amount -> the visit moves', async () => {
    const { tablet, session } = await seatedTablet();
    const billed = await tablet.post('/v1/tablesession/update', { id: session.id, status: 1, user_id: 1, total_amount: 999_999 });
    expect(parsed(zTableSessionUpdateResponse, billed).tableSession).toMatchObject({ status: 1, total_amount: 0 });
    const acknowledged = await staff.post('/v1/tablesession/update', { id: session.id, confirm_flag: 1, user_id: 1 });
    expect(parsed(zTableSessionUpdateResponse, acknowledged).tableSession).toMatchObject({ status: 1, confirm_flag: 1 });
    const paid = await staff.post('/v1/tablesession/update', { id: session.id, status: 2, user_id: 1 });
    expect(parsed(zTableSessionUpdateResponse, paid).tableSession.status).toBe(2);
    const back = await staff.post('/v1/tablesession/update', { id: session.id, status: 1, user_id: 1 });
    expect(parsed(zTableSessionUpdateResponse, back).tableSession.status).toBe(1);
    const refused = await tablet.post('/v1/tablesession/update', { id: session.id, status: 2, user_id: 1 });
    expectError(refused, 'INVALID_TRANSITION', 'ステータスの更新に失敗しました。');
  });

  it('GET /v1/tablesession/get/list: user_id, status[], activeTableId -> list.data', async () => {
    const { tableId, session } = await seatedTablet();
    const res = await staff.get('/v1/tablesession/get/list', { user_id: 1, status: [0, 1], activeTableId: tableId });
    expect(ids(parsed(zTableSessionListResponse, res).list.data)).toEqual([session.id]);
    const none = await staff.get('/v1/tablesession/get/list', { user_id: 1, status: [2], activeTableId: tableId });
    expect(parsed(zTableSessionListResponse, none).list.data).toEqual([]);
  });
});

describe('orders', () => {
  it('POST /v1/order/create: ordersData{...}, orderItemsData{items[{id, quantity}]}, user_id; empty cart message', async () => {
    const { tablet, session, tableId } = await seatedTablet();
    const order = (items: { id: number; quantity: number }[]) => ({
      ordersData: { table_session_id: session.id, dining_table_id: tableId, status: 1 },
      orderItemsData: { items },
      user_id: 1,
    });
    const res = await tablet.post('/v1/order/create', order([{ id: box.shop.items.karaage, quantity: 2 }]), idempotent());
    const body = parsed(zOrderCreateResponse, res);
    expect(body.order).toMatchObject({ table_session_id: session.id, dining_table_id: tableId, status: 1 });
    expect(body.order.items).toMatchObject([{ quantity: 2, subtotal: 1360, menuitems: { id: box.shop.items.karaage } }]);
    const before = rowCounts(box);
    expectError(
      await tablet.post('/v1/order/create', order([]), idempotent()),
      'EMPTY_CART',
      'カートが空です。商品を追加してください。',
    );
    expect(rowCounts(box)).toEqual(before);
  });

  it('GET /v1/orderitem/get/list: order, orderBy, user_id, includeSession[], includeTable, excludeMenu -> list.data', async () => {
    const { items, menus } = box.shop;
    const { tablet, session, tableId } = await seatedTablet();
    const cart = [
      { id: items.edamame, quantity: 1 },
      { id: items.staffCall, quantity: 1 },
    ];
    const ordersData = { table_session_id: session.id, dining_table_id: tableId, status: 1 };
    parsed(
      zOrderCreateResponse,
      await tablet.post('/v1/order/create', { ordersData, orderItemsData: { items: cart }, user_id: 1 }, idempotent()),
    );
    const query = {
      order: 'created_at',
      orderBy: 'desc',
      user_id: 1,
      includeSession: [session.id],
      includeTable: tableId,
      excludeMenu: menus.service,
    };
    const list = parsed(zOrderItemListResponse, await staff.get('/v1/orderitem/get/list', query));
    expect(list.list.data.map((l) => l.menuitems.id)).toEqual([items.edamame]);
    expect(list.list.data[0]).toMatchObject({ quantity: 1, status: 0, orders: { dining_table_id: tableId } });
  });

  it('POST /v1/orderitem/update: id, status, user_id -> the served mark; a failed update says SPEC.md words', async () => {
    const { tablet, session, tableId } = await seatedTablet();
    const ordersData = { table_session_id: session.id, dining_table_id: tableId, status: 1 };
    const created = await tablet.post(
      '/v1/order/create',
      { ordersData, orderItemsData: { items: [{ id: box.shop.items.beer, quantity: 1 }] }, user_id: 1 },
      idempotent(),
    );
    const lineId = parsed(zOrderCreateResponse, created).order.items[0]!.id;
    const served = await staff.post('/v1/orderitem/update', { id: lineId, status: 1, user_id: 1 });
    expect(parsed(zOrderItemUpdateResponse, served)).toMatchObject({ updated: true, orderItem: { id: lineId, status: 1 } });
    const unknown = await staff.post('/v1/orderitem/update', { id: 987_654, status: 1, user_id: 1 });
    expectError(unknown, 'NOT_FOUND', 'ステータスの更新に失敗しました。');
  });
});
