import type { DiskStatusResponse } from '../../../appliance/src/contract/disk';
import { expect, type Page, test } from '../support/box-test';
import { expectLive, staffContext } from './staff-kit';

/*
 * The staff screens warn when the box's card runs short. The box's own answer (this machine's
 * disk has room) shows nothing; a card nearly full or refusing orders is the box's answer
 * replaced in the browser (a real full card is appliance/test/disk/disk-full.test.ts).
 */

const MiB = 1024 ** 2;
const full: DiskStatusResponse = {
  free_bytes: 3 * MiB,
  total_bytes: 16 * 1024 * MiB,
  level: 'critical',
  refusing_orders: true,
  reserve_bytes: 0,
  uses: { pictures: 420 * MiB, backups: 9.5 * 1024 * MiB, logs: 64 * MiB, database: 38 * MiB },
  at: 0,
};

let page: Page;

test.beforeAll(async ({ browser, baseURL }) => {
  page = await (await staffContext(browser, baseURL!)).newPage();
});
test.afterAll(async () => {
  await page?.context().close();
});

const alert = () => page.getByRole('alert', { name: 'ディスクの空き容量' });

test('no alert while the card has room; a full card says orders are refused, its free space and what uses it', async () => {
  await page.goto('/order-list');
  await expectLive(page);
  await expect(alert()).toHaveCount(0);

  await page.route('**/v1/disk/get/status', (route) => route.fulfill({ json: full }));
  await page.goto('/checkout-list');
  await expect(alert()).toContainText('空き容量がないため、新しい注文と画像を受け付けていません。');
  await expect(alert()).toContainText('空き 3 MB');
  await expect(alert()).toContainText('写真 420 MB・バックアップ 9.5 GB・ログ 64 MB・データベース 38 MB');
  await expect(alert()).toHaveAttribute('data-disk-level', 'critical');

  await page.route('**/v1/disk/get/status', (route) =>
    route.fulfill({ json: { ...full, refusing_orders: false, level: 'low', free_bytes: 800 * MiB } }),
  );
  await page.goto('/order-list');
  await expect(alert()).toContainText('空き容量が少なくなっています。');
  await expect(alert()).toContainText('空き 800 MB');
});
