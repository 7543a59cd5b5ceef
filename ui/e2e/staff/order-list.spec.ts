import { expect, test } from '@playwright/test';
import {
  acknowledgeOtherBills,
  chimesPlayed,
  expectLive,
  orderRow,
  recordChimes,
  seatTablet,
  staffContext,
  staffSpecSetup,
} from './staff-kit';

const spec = staffSpecSetup();
const { suffix } = spec;

test.beforeEach(async () => {
  await acknowledgeOtherBills(spec.api);
});

test('without a login: the message, then /login, and back to the order list after logging in', async ({ page }) => {
  await page.goto('/order-list');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('この ページを閲覧するにはログインしている必要があります。')).toBeVisible();
  await page.getByLabel('メールアドレス').fill('staff@example.com');
  await page.getByLabel('パスワード').fill('staff-pass-1234');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL('/order-list');
  await expect(page).toHaveTitle('注文一覧 | スマオーダー');
  await expect(page.getByRole('link', { name: 'お会計一覧' })).toHaveAttribute('href', '/checkout-list');
  await expect(page.getByRole('link', { name: '管理ページTOP' })).toHaveAttribute('href', '/admin');
});

test('orders and staff calls appear live, newest first, with their own chimes once sound is on', async ({ browser, baseURL }) => {
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E注文卓${suffix}`);
  const context = await staffContext(browser, baseURL!);
  await recordChimes(context);
  const page = await context.newPage();
  await page.goto('/order-list');
  await expectLive(page);

  // Sound needs one tap (autoplay rules); the screen says so until then.
  await expect(page.getByText('通知音はまだ鳴りません。', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: '通知音をオンにする' }).click();
  await expect(page.getByText('通知音オン')).toBeVisible();
  await expect(page.getByText('通知音はまだ鳴りません。', { exact: false })).toHaveCount(0);
  const afterUnlock = (await chimesPlayed(page)).length;

  let navigations = 0;
  page.on('framenavigated', () => navigations++);

  await tablet.order([
    { id: spec.menu.food.id, quantity: 2 },
    { id: spec.menu.drink.id, quantity: 3 },
  ]);
  const food = orderRow(page, spec.menu.food.label, tablet.table.label);
  await expect(food).toBeVisible();
  await expect(food).toContainText('×2');
  await expect(orderRow(page, spec.menu.drink.label, tablet.table.label)).toContainText('×3');
  await expect(food.getByRole('checkbox')).not.toBeChecked();
  await expect.poll(async () => (await chimesPlayed(page)).slice(afterUnlock)).toContain(1318.5);
  const afterOrder = (await chimesPlayed(page)).length;

  await tablet.order([{ id: spec.menu.call.id, quantity: 1 }]);
  const call = orderRow(page, spec.menu.call.label, tablet.table.label);
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('data-call', 'true');
  await expect(call.getByText('呼び出し', { exact: true })).toBeVisible();
  // Newest first: the call is above the food ordered before it.
  const rows = page.locator('tbody tr');
  const labels = await rows.allInnerTexts();
  const callIndex = labels.findIndex((t) => t.includes(spec.menu.call.label));
  const foodIndex = labels.findIndex((t) => t.includes(spec.menu.food.label) && t.includes(tablet.table.label));
  expect(callIndex).toBeGreaterThanOrEqual(0);
  expect(callIndex).toBeLessThan(foodIndex);
  // The call bell (1760 Hz) is not the order chime.
  await expect.poll(async () => (await chimesPlayed(page)).slice(afterOrder)).toContain(1760);
  expect((await chimesPlayed(page)).slice(afterOrder)).not.toContain(1046.5);

  expect(navigations).toBe(0);
  await context.close();
  await tablet.context.close();
});

test('the served checkbox sets the line served and back; a failure restores it with the message', async ({
  browser,
  baseURL,
}) => {
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E提供卓${suffix}`);
  const placed = await tablet.order([{ id: spec.menu.food.id, quantity: 1 }]);
  const lineId = placed.order.items[0]!.id;
  const context = await staffContext(browser, baseURL!);
  const page = await context.newPage();
  await page.goto('/order-list');
  const box = orderRow(page, spec.menu.food.label, tablet.table.label).getByRole('checkbox');
  await expect(box).toHaveAccessibleName(`${tablet.table.label}の${spec.menu.food.label}を提供済みにする`);

  await box.click();
  await expect(box).toBeChecked();
  const lineStatus = async () => {
    const res = await tablet.context.request.get(`${baseURL}/v1/orderitem/get/list`);
    const body = (await res.json()) as { list: { data: { id: number; status: number }[] } };
    return body.list.data.find((l) => l.id === lineId)?.status;
  };
  await expect.poll(lineStatus).toBe(1);

  await page.route('**/v1/orderitem/update', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'エラーが発生しました。' } } }),
  );
  await box.click();
  await expect(page.getByText('ステータスの更新に失敗しました。')).toBeVisible();
  await expect(box).toBeChecked();
  expect(await lineStatus()).toBe(1);

  await page.unroute('**/v1/orderitem/update');
  await box.click();
  await expect(box).not.toBeChecked();
  await expect.poll(lineStatus).toBe(0);
  await context.close();
  await tablet.context.close();
});

test('with the socket cut, the list says so and catches up by polling, then goes live again', async ({ browser, baseURL }) => {
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E切断卓${suffix}`);
  const context = await staffContext(browser, baseURL!);
  const page = await context.newPage();
  // While `cut`, every socket to /v1/events is closed as soon as it opens (a proxy dropping
  // WebSockets); afterwards sockets go through to the box again. Each attempt is counted, and a
  // test step can wait for the next one.
  let cut = true;
  let attempts = 0;
  let nextAttempt: (() => void) | null = null;
  // A reconnect resumes with `?since=&stream=`, so the pattern takes any query.
  await page.routeWebSocket(/\/v1\/events(\?.*)?$/, (ws) => {
    attempts++;
    nextAttempt?.();
    if (cut) ws.close();
    else ws.connectToServer();
  });
  const attemptMade = () => new Promise<void>((resolve) => (nextAttempt = resolve));
  // ?pollMs shortens SPEC.md's 15 s poll for this test only (ws-client.ts pollIntervalMs).
  await page.goto('/order-list?pollMs=1000');
  const down = page.locator('[data-live-status="down"]');
  await expect(down).toContainText('リアルタイム更新が止まっています。1秒ごとに自動で更新しています。');

  await tablet.order([{ id: spec.menu.drink.id, quantity: 4 }]);
  await expect(orderRow(page, spec.menu.drink.label, tablet.table.label)).toContainText('×4', { timeout: 5000 });

  // Right after the client's third try (or a later one), its next try is at least 3 s away
  // (backoff from 1 s, doubling, ±25 %): a try within 1 s of the click is the button's. The
  // 200 ms let the refused socket close first (the button does nothing while a try is under way).
  do await attemptMade();
  while (attempts < 3);
  await page.waitForTimeout(200);
  const before = attempts;
  await page.getByRole('button', { name: '再接続する' }).click();
  await expect.poll(() => attempts, { timeout: 1000, intervals: [50] }).toBe(before + 1);

  // With the way open again, the client's retry (about 1 s after the button's try) goes live.
  cut = false;
  await expectLive(page);
  await expect(down).toHaveCount(0);
  await tablet.order([{ id: spec.menu.food.id, quantity: 5 }]);
  await expect(orderRow(page, spec.menu.food.label, tablet.table.label)).toContainText('×5');
  await context.close();
  await tablet.context.close();
});
