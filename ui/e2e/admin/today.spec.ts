import { randomUUID } from 'node:crypto';
import type { BillShowResponse } from '../../../appliance/src/contract/bills';
import type { MenuItemListResponse } from '../../../appliance/src/contract/menu-items';
import type { TableSessionCreateResponse } from '../../../appliance/src/contract/table-sessions';
import type { TodaySummaryResponse } from '../../../appliance/src/contract/today';
import { createTable, ownerApi } from '../support/box-api';
import { type APIRequestContext, expect, type Page, test } from '../support/box-test';
import { ownerPage } from './admin-session';

/*
 * Issue 30 item 14: the admin home's glance at today, as the box counts it, following an order and
 * a payment made elsewhere without a reload.
 */

let page: Page;
let api: APIRequestContext;

test.beforeAll(async ({ browser, baseURL }) => {
  api = await ownerApi(baseURL!);
  page = await ownerPage(browser, baseURL!, '/admin', '管理ページTOP');
});

test.afterAll(async () => {
  await page.context().close();
  await api.dispose();
});

async function ok<T>(response: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const res = await response;
  if (!res.ok()) throw new Error(`${res.url()} -> ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

const summary = () => ok<TodaySummaryResponse>(api.get('/v1/today/get/summary'));
const yen = (n: number) => `¥${n.toLocaleString('ja-JP')}`;

test("today's sales, open tables, unserved lines, printers and disk, following the floor", async () => {
  const panel = page.getByRole('list', { name: '今日の営業' });
  const figure = (name: string) => panel.getByRole('listitem', { name, exact: true });
  const before = await summary();
  await expect(figure('売上（会計済み）')).toContainText(yen(before.sales));
  await expect(figure('利用中のテーブル')).toContainText(`${before.open_tables}卓`);
  await expect(figure('未提供')).toContainText(`${before.unserved_portions}品`);
  await expect(figure('プリンター')).toContainText(before.printers.length === 0 ? '未登録' : /すべて正常|台に問題/);
  await expect(figure('ディスク')).toContainText(/空き \d+\.\d GB/);

  // A table orders two dishes elsewhere: the glance follows without a reload.
  const table = await createTable(api);
  const items = await ok<MenuItemListResponse>(api.get('/v1/menuitem/get/list?flags[]=1'));
  const dishes = items.list.data.filter((i) => i.price > 0 && i.menu_id !== 999 && i.option_groups.length === 0).slice(0, 2);
  const visit = await ok<TableSessionCreateResponse>(
    api.post('/v1/tablesession/create', { data: { dining_table_id: table.id, status: 0 } }),
  );
  const session = visit.tableSession;
  await ok(
    api.post('/v1/order/create', {
      data: {
        ordersData: { table_session_id: session.id, dining_table_id: table.id, status: 1 },
        orderItemsData: { items: dishes.map((d) => ({ id: d.id, quantity: 2 })) },
      },
      headers: { 'Idempotency-Key': randomUUID() },
    }),
  );
  await expect(figure('利用中のテーブル')).toContainText(`${before.open_tables + 1}卓`);
  // Portions, as the order board counts them: two of each dish.
  await expect(figure('未提供')).toContainText(`${before.unserved_portions + 2 * dishes.length}品`);

  // Paid at the register: its total joins today's sales, the table is free again.
  const bill = await ok<BillShowResponse>(api.get(`/v1/bill/show?table_session_id=${session.id}`));
  await ok(
    api.post('/v1/bill/pay', {
      data: { table_session_id: session.id, payments: [{ method: 'cash', amount: bill.bill.total, tendered: 10_000 }] },
    }),
  );
  await expect(figure('売上（会計済み）')).toContainText(yen(before.sales + bill.bill.total));
  await expect(figure('利用中のテーブル')).toContainText(`${before.open_tables}卓`);
  await page.screenshot({ path: test.info().outputPath('today-1280.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(figure('ディスク')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('today-390.png'), fullPage: true });
});
