import { type APIRequestContext, expect, type Request } from '@playwright/test';
import { enterMenu } from '../support/welcome';
import { createItem, createMenu, createOwnTable, pairByQr, tableOrderLines, test, uniqueSuffix } from './diner-fixture';
import { DinerMenu } from './menu-page';

const suffix = uniqueSuffix();
const GENRE = `E2E通信${suffix}`;
const FAILED = '通信に失敗しました。ご注文はまだ届いていません。カートはそのまま残っています。';

let api: APIRequestContext;

test.beforeAll(async ({ owner }) => {
  api = owner;
  const genre = await createMenu(api, GENRE);
  await createItem(api, { label: '焼きおにぎり', price: 450, menuId: genre.id });
  await createItem(api, { label: '味噌汁', price: 250, menuId: genre.id });
});

function idempotencyKeys(requests: Request[]): string[] {
  return requests.map((r) => r.headers()['idempotency-key'] ?? '');
}

test('an order whose answer is lost is retried with the same key and placed exactly once', async ({ page }) => {
  // It waits for the tablet's real resend timers (2 s, 4 s ...) more than once.
  test.setTimeout(60_000);
  const table = await createOwnTable(api, `E2E通信卓${suffix}`);
  const menu = new DinerMenu(page);
  await pairByQr(page, api, table);
  await enterMenu(page);
  await menu.openTab(GENRE);
  await menu.add('焼きおにぎり', 2);
  await menu.add('味噌汁');

  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/v1/order/create')) sent.push(r);
  });
  // The first try reaches the box, but the Wi-Fi drops before its answer comes back; every
  // later try does not get through at all, nor does the tablet's check of the connection (which
  // would otherwise resend at once when it answers, racing the button below).
  let tries = 0;
  await page.route('**/v1/order/create', async (route) => {
    tries++;
    if (tries === 1) await route.fetch();
    await route.abort('internetdisconnected');
  });
  await page.route('**/v1/connection/test', (route) => route.abort('internetdisconnected'));

  await menu.orderButton.click();
  await menu.dialog.getByRole('button', { name: '注文する' }).click();
  await expect(menu.dialog.getByText(FAILED)).toBeVisible();
  await expect(menu.dialog.getByText(/秒後に自動で再送します。/)).toBeVisible();
  // The cart is kept (locked while the order is on its way).
  await menu.dialog.locator('footer').getByRole('button', { name: '閉じる' }).click();
  await expect(menu.line('焼きおにぎり')).toBeVisible();
  await expect(menu.total).toHaveText('¥1,150');
  await expect(menu.cart.getByText('未送信のご注文があります', { exact: false })).toBeVisible();
  await expect(menu.orderButton).toBeDisabled();

  // A reload keeps the pending order and sends it again by itself, with the same key, and keeps
  // trying. Once two tries after the reload failed, the next automatic one is 4 s away: time for
  // the diner's button.
  const beforeReload = tries;
  await page.reload();
  await expect(menu.cart.getByText('未送信のご注文があります', { exact: false })).toBeVisible();
  await expect.poll(() => tries).toBeGreaterThanOrEqual(beforeReload + 2);

  await page.unroute('**/v1/connection/test');
  await page.unroute('**/v1/order/create');
  await menu.cart.getByRole('button', { name: '今すぐ再送する' }).click();
  await expect(page).toHaveURL('/order-complete');
  await expect(page.getByRole('heading', { name: 'ご注文ありがとうございます' })).toBeVisible();

  const keys = idempotencyKeys(sent);
  expect(keys.length).toBeGreaterThanOrEqual(3);
  expect(new Set(keys).size).toBe(1);
  const lines = await tableOrderLines(api, table.id);
  expect(lines.map((l) => [l.menuitems.label, l.quantity])).toEqual([
    ['焼きおにぎり', 2],
    ['味噌汁', 1],
  ]);
  expect(new Set(lines.map((l) => l.orders.id)).size).toBe(1);

  await page.getByRole('link', { name: 'メニューに戻る' }).click();
  await expect(menu.cart.getByTestId('cart-line')).toHaveCount(0);
});

test('offline: the tablet says so, keeps the cart, and sends the order once the box is back', async ({ page, context }) => {
  const table = await createOwnTable(api, `E2E圏外卓${suffix}`);
  const menu = new DinerMenu(page);
  await pairByQr(page, api, table);
  await enterMenu(page);
  await menu.openTab(GENRE);
  await menu.add('味噌汁', 3);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  await context.setOffline(true);
  await menu.orderButton.click();
  await menu.dialog.getByRole('button', { name: '注文する' }).click();
  await expect(menu.dialog.getByText(FAILED)).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveText('通信が切れています。再接続しています…');
  await expect(menu.line('味噌汁')).toBeVisible();

  await context.setOffline(false);
  await expect(page).toHaveURL('/order-complete', { timeout: 20_000 });
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  const lines = await tableOrderLines(api, table.id);
  expect(lines.map((l) => [l.menuitems.label, l.quantity])).toEqual([['味噌汁', 3]]);
});
