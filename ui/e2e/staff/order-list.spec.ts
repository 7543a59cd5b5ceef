import { expect, test } from '../support/box-test';
import { countRequests } from '../support/request-count';
import {
  acknowledgeOtherBills,
  chimesPlayed,
  expectLive,
  orderRow,
  recordChimes,
  seatTablet,
  staffContext,
  staffSpecSetup,
  tableBlock,
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
  // The screen has one name: the bill list's button (SPEC.md) says 注文確認画面, and so does the screen.
  await expect(page).toHaveTitle('注文確認画面 | スマオーダー');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('注文確認画面');
  await expect(page.getByRole('link', { name: 'お会計一覧' })).toHaveAttribute('href', '/checkout-list');
  await expect(page.getByRole('link', { name: '管理ページTOP' })).toHaveAttribute('href', '/admin');
  await expect(page.getByRole('link', { name: 'ハンディ', exact: true })).toHaveAttribute('href', '/handy');
});

test('orders and staff calls appear live in their table, the call on top, with their own chimes once sound is on, without loading the list again', async ({
  browser,
  baseURL,
}) => {
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E注文卓${suffix}`);
  const context = await staffContext(browser, baseURL!);
  await recordChimes(context);
  const listLoads = countRequests(context, '/v1/orderitem/get/list');
  const planLoads = countRequests(context, '/v1/plan/runs');
  const page = await context.newPage();
  await page.goto('/order-list');
  await expectLive(page);
  // The loads of opening the list (its first, the socket's snapshot) are over.
  const loadedOpening = await listLoads.settled();
  const plansOpening = await planLoads.settled();

  // Sound needs one tap (autoplay rules): the bar says so, and nothing lies over the list.
  const bar = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
  const soundOn = bar.getByRole('button', { name: '通知音をオンにする' });
  await expect(soundOn).toBeVisible();
  await expect(page.getByText('通知音はまだ鳴りません。', { exact: false })).toHaveCount(0);
  await soundOn.click();
  await expect(bar.getByText('通知音オン')).toBeVisible();
  await expect(soundOn).toHaveCount(0);
  const afterUnlock = (await chimesPlayed(page)).length;

  let navigations = 0;
  page.on('framenavigated', () => navigations++);

  await tablet.order([
    { id: spec.menu.food.id, quantity: 2 },
    { id: spec.menu.drink.id, quantity: 3 },
  ]);
  const block = tableBlock(page, tablet.table.label);
  const food = orderRow(page, spec.menu.food.label, tablet.table.label);
  await expect(food).toBeVisible();
  await expect(food).toContainText('×2');
  await expect(food).toContainText('0分');
  await expect(orderRow(page, spec.menu.drink.label, tablet.table.label)).toContainText('×3');
  await expect(food.getByRole('checkbox')).not.toBeChecked();
  await expect(food).not.toContainText('スタッフ入力');
  await expect(food).toHaveAttribute('data-fresh', 'true');
  await expect.poll(async () => (await chimesPlayed(page)).slice(afterUnlock)).toContain(1318.5);
  const afterOrder = (await chimesPlayed(page)).length;

  await tablet.order([{ id: spec.menu.call.id, quantity: 1 }]);
  const call = orderRow(page, spec.menu.call.label, tablet.table.label);
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('data-call', 'true');
  await expect(call.getByText('呼び出し', { exact: true })).toBeVisible();
  // The table is marked, and the call (what is wanted) is its first line, above the older food.
  await expect(block.locator('header').getByText('呼び出し', { exact: true })).toBeVisible();
  await expect(block.getByRole('listitem').first()).toContainText(spec.menu.call.label);
  // The call bell (1760 Hz) is not the order chime.
  await expect.poll(async () => (await chimesPlayed(page)).slice(afterOrder)).toContain(1760);
  expect((await chimesPlayed(page)).slice(afterOrder)).not.toContain(1046.5);

  // Both came in their order's event: the list was not loaded again, nor the 放題 panel (no plan was ordered).
  expect(listLoads.total()).toBe(loadedOpening);
  expect(planLoads.total()).toBe(plansOpening);
  expect(navigations).toBe(0);
  await context.close();
  await tablet.context.close();
});

test('the served tick: the line stays a moment, then leaves the list; shown again with 提供済み, it goes back; a failure restores it with the message', async ({
  browser,
  baseURL,
}) => {
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E提供卓${suffix}`);
  const placed = await tablet.order([
    { id: spec.menu.food.id, quantity: 1 },
    { id: spec.menu.drink.id, quantity: 1 },
  ]);
  const lineId = placed.order.items.find((l) => l.menuitems.id === spec.menu.food.id)!.id;
  const context = await staffContext(browser, baseURL!);
  const page = await context.newPage();
  await page.goto('/order-list');
  const row = orderRow(page, spec.menu.food.label, tablet.table.label);
  const box = row.getByRole('checkbox');
  await expect(box).toHaveAccessibleName(`${tablet.table.label}の${spec.menu.food.label}を提供済みにする`);
  const lineStatus = async () => {
    const res = await tablet.context.request.get(`${baseURL}/v1/orderitem/get/list`);
    const body = (await res.json()) as { list: { data: { id: number; status: number }[] } };
    return body.list.data.find((l) => l.id === lineId)?.status;
  };

  const block = tableBlock(page, tablet.table.label);
  await expect(block.getByRole('listitem').first()).toHaveAttribute('data-line-id', String(lineId));
  await box.click();
  // Ticked, it keeps its place for a moment (the next line does not slide under the finger) ...
  await expect(box).toBeChecked();
  await expect(row).toHaveAttribute('data-kind', 'served');
  await expect(block.getByRole('listitem').first()).toHaveAttribute('data-line-id', String(lineId));
  await expect.poll(lineStatus).toBe(1);
  // ... then the list closes up over it; the table's other line stays.
  await expect(row).toHaveCount(0, { timeout: 6000 });
  await expect(orderRow(page, spec.menu.drink.label, tablet.table.label)).toBeVisible();

  const showServed = page.getByRole('button', { name: '提供済み・取消も表示' });
  await showServed.click();
  await expect(showServed).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('data-kind', 'served');
  await expect(row).toContainText('提供済');
  await expect(box).toBeChecked();

  await page.route('**/v1/orderitem/update', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'エラーが発生しました。' } } }),
  );
  await box.click();
  await expect(page.getByText('ステータスの更新に失敗しました。')).toBeVisible();
  await expect(box).toBeChecked();
  expect(await lineStatus()).toBe(1);

  await page.unroute('**/v1/orderitem/update');
  // An error stays until dismissed (a rush must not miss it), and may lie over the row: close it first.
  const failure = page.getByRole('alert').filter({ hasText: 'ステータスの更新に失敗しました。' });
  await failure.getByRole('button').click();
  await expect(failure).toHaveCount(0);
  await box.click();
  await expect(box).not.toBeChecked();
  await expect(row).toHaveAttribute('data-kind', 'ordered');
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
