import { type APIRequestContext, expect } from '@playwright/test';
import { errorCatalog } from '../../../appliance/src/contract/errors';
import { enterMenu } from '../support/welcome';
import { createItem, createMenu, createOwnTable, pairByQr, tableOrderLines, test, uniqueSuffix } from './diner-fixture';
import { DinerMenu } from './menu-page';

/*
 * A box whose card is full answers an order 507 DISK_FULL and writes nothing (the real full card:
 * appliance/test/disk/disk-full.test.ts). The tablet shows the box's Japanese message, keeps the
 * order and sends it again with the same key: it is placed once the box has room.
 */

const suffix = uniqueSuffix();
const GENRE = `E2E満杯${suffix}`;
const DISK_FULL = 'ただいま注文を受け付けられません。お手数ですがスタッフをお呼びください。';

let api: APIRequestContext;

test.beforeAll(async ({ owner }) => {
  api = owner;
  const genre = await createMenu(api, GENRE);
  await createItem(api, { label: '焼きそば', price: 600, menuId: genre.id });
});

test('a full box: the tablet shows why, keeps the order, and it is placed once the box has room', async ({ page }) => {
  expect(errorCatalog.DISK_FULL.message).toBe(DISK_FULL);
  const table = await createOwnTable(api, `E2E満杯卓${suffix}`);
  const menu = new DinerMenu(page);
  await pairByQr(page, api, table);
  await enterMenu(page);
  await menu.openTab(GENRE);
  await menu.add('焼きそば', 2);

  const keys: string[] = [];
  await page.route('**/v1/order/create', (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    return route.fulfill({ status: 507, json: { error: { code: 'DISK_FULL', message: DISK_FULL } } });
  });
  await menu.orderButton.click();
  await menu.dialog.getByRole('button', { name: '注文する' }).click();
  await expect(menu.dialog.getByText(DISK_FULL)).toBeVisible();
  await expect(menu.dialog.getByText(/秒後に自動で再送します。/)).toBeVisible();

  await page.unroute('**/v1/order/create');
  await menu.dialog.getByRole('button', { name: '今すぐ再送する' }).click();
  await expect(page).toHaveURL('/order-complete');
  const lines = await tableOrderLines(api, table.id);
  expect(lines.map((l) => [l.menuitems.label, l.quantity])).toEqual([['焼きそば', 2]]);
  expect(keys.length).toBeGreaterThanOrEqual(1);
});
