import { chimesPlayed, closeOtherVisits, expectLive, recordChimes, seatTablet, staffContext } from '../staff/staff-kit';
import { expect, test } from '../support/box-test';
import { countRequests, type RequestCount } from '../support/request-count';
import { cancelLine, cardOf, kitchenSpecSetup, openStation, stationPage } from './kitchen-kit';

const spec = kitchenSpecSetup();
const { suffix } = spec;

// The display's chimes (lib/sounds/kitchen-sounds.ts): the new card bell starts on G6, the 取消 buzz on B♭4.
const NEW_CARD_HZ = 1568;
const CANCEL_HZ = 466;

test('without a login: sent to /login, and back to the display to choose a station', async ({ page }) => {
  await page.goto('/kitchen');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('メールアドレス').fill('staff@example.com');
  await page.getByLabel('パスワード').fill('staff-pass-1234');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL('/kitchen');
  await expect(page).toHaveTitle('キッチンディスプレイ | スマオーダー');
  await expect(page.getByRole('heading', { name: 'ステーションを選択', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: spec.kitchen.grill.name })).toBeVisible();
});

test('the order list links to the display', async ({ browser, baseURL }, testInfo) => {
  // Bills other specs left requested would open the bill popup over the link.
  await closeOtherVisits(spec.api);
  const context = await staffContext(browser, baseURL!);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/order-list');
  const link = page.getByRole('link', { name: 'キッチンディスプレイ' });
  await expect(link).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('order-list-390x844.png') });
  await link.click();
  await expect(page).toHaveURL('/kitchen');
  await expect(page.getByRole('heading', { name: 'ステーションを選択', exact: true })).toBeVisible();
  await context.close();
});

test('an order shows on the display of its station only, from its event without a load: 新規, then 追加; the station is remembered', async ({
  browser,
  baseURL,
}) => {
  const { kitchen } = spec;
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E厨卓${suffix}`);
  let cardLoads: RequestCount | undefined;
  const grill = await stationPage(browser, baseURL!, kitchen.grill.name, {
    before: async (context) => {
      cardLoads = countRequests(context, '/v1/kitchen/get/cards');
    },
  });
  const bar = await stationPage(browser, baseURL!, kitchen.bar.name);
  await expectLive(grill.page);
  await expectLive(bar.page);
  // The loads of opening the display (its first, the socket's snapshot) are over.
  const loadedOpening = await cardLoads!.settled();
  await expect(grill.page).toHaveTitle(`キッチンディスプレイ（${kitchen.grill.name}） | スマオーダー`);
  await expect(grill.page.getByRole('button', { name: '元に戻す' })).toBeDisabled();

  await tablet.order([
    { id: kitchen.yakitori.id, quantity: 2 },
    { id: kitchen.highball.id, quantity: 3 },
  ]);
  const atGrill = cardOf(grill.page, tablet.table.label);
  await expect(atGrill).toBeVisible();
  await expect(atGrill).toContainText('新規');
  await expect(atGrill.getByRole('listitem')).toHaveCount(1);
  await expect(atGrill.getByRole('listitem')).toContainText(`×2${kitchen.yakitori.label}`);
  await expect(atGrill).not.toContainText(kitchen.highball.label);
  // Just ordered: the normal band, said in words too (no 注意 or 遅れ).
  await expect(atGrill).toHaveAttribute('data-age', 'normal');
  await expect(atGrill).toContainText('経過 0分');
  await expect(atGrill).not.toContainText(/注意|遅れ/);

  const atBar = cardOf(bar.page, tablet.table.label);
  await expect(atBar).toContainText(`×3${kitchen.highball.label}`);
  await expect(atBar).not.toContainText(kitchen.yakitori.label);

  // The table's next order is 追加.
  await tablet.order([{ id: kitchen.tsukune.id, quantity: 1 }]);
  await expect(cardOf(grill.page, tablet.table.label)).toHaveCount(2);
  const added = cardOf(grill.page, tablet.table.label).filter({ hasText: '追加' });
  await expect(added).toContainText(kitchen.tsukune.label);
  await expect(cardOf(bar.page, tablet.table.label)).toHaveCount(1);
  const cards = await grill.page.getByRole('article').count();
  await expect(grill.page.getByText(`未完了 ${cards}件`)).toBeVisible();
  expect(cardLoads!.total()).toBe(loadedOpening);

  // The device keeps its station: a reload shows the grill again without asking.
  await grill.page.reload();
  await expect(grill.page.getByRole('heading', { level: 1 })).toContainText(kitchen.grill.name);
  await expect(cardOf(grill.page, tablet.table.label)).toHaveCount(2);
  await grill.context.close();
  await bar.context.close();
  await tablet.context.close();
});

test('a card turns yellow, then red, at the station its own minutes, ticking on without a reload', async ({
  browser,
  baseURL,
}, testInfo) => {
  const { kitchen } = spec;
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E時卓${suffix}`);
  await tablet.order([{ id: kitchen.highball.id, quantity: 1 }]);
  const context = await staffContext(browser, baseURL!);
  const page = await context.newPage();
  // The page's clock, not the box's: the display counts on from the box's `now` by the local clock.
  await page.clock.install();
  await openStation(page, kitchen.bar.name);
  const card = cardOf(page, tablet.table.label);
  const head = card.locator('header');
  await expect(card).toHaveAttribute('data-age', 'normal');
  const normal = await head.evaluate((el) => getComputedStyle(el).backgroundColor);

  // The bar's minutes: yellow from 3, red from 6.
  await page.clock.fastForward('03:05');
  await expect(card).toContainText('経過 3分');
  await expect(card).toContainText('注意');
  await expect(card).toHaveAttribute('data-age', 'warn');
  const warn = await head.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(warn).not.toBe(normal);
  await card.screenshot({ path: testInfo.outputPath('card-warn.png') });

  await page.clock.fastForward('03:00');
  await expect(card).toContainText('経過 6分');
  await expect(card).toContainText('遅れ');
  await expect(card).toHaveAttribute('data-age', 'late');
  const late = await head.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect([normal, warn]).not.toContain(late);
  await card.screenshot({ path: testInfo.outputPath('card-late.png') });
  await context.close();
  await tablet.context.close();
});

test('tap a line to bump it, 完了 bumps the card, 元に戻す brings it back; expo shows what is ready by table', async ({
  browser,
  baseURL,
}) => {
  const { kitchen } = spec;
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E完了卓${suffix}`);
  await tablet.order([
    { id: kitchen.yakitori.id, quantity: 1 },
    { id: kitchen.tsukune.id, quantity: 2 },
  ]);
  const { context, page } = await stationPage(browser, baseURL!, kitchen.grill.name);
  const card = cardOf(page, tablet.table.label);
  const bumpYakitori = card.getByRole('button', { name: `${kitchen.yakitori.label}を完了にする` });
  const recallYakitori = card.getByRole('button', { name: `${kitchen.yakitori.label}の完了を取り消す` });

  // A line: done, then back, then done again; the box keeps it (a reload still shows it done).
  await bumpYakitori.click();
  await expect(recallYakitori).toBeVisible();
  await expect(recallYakitori).toContainText('完了');
  await recallYakitori.click();
  await expect(bumpYakitori).toBeVisible();
  await bumpYakitori.click();
  await expect(recallYakitori).toBeVisible();
  await page.reload();
  await expect(recallYakitori).toBeVisible();
  await expect(card.getByRole('button', { name: `${kitchen.tsukune.label}を完了にする` })).toBeVisible();

  // The whole card: it leaves; 元に戻す names the table and brings the card back with the line it bumped.
  await card.getByRole('button', { name: `${tablet.table.label}の注文をすべて完了にする` }).click();
  await expect(card).toHaveCount(0);
  const recall = page.getByRole('button', { name: `元に戻す（${tablet.table.label}）` });
  await recall.click();
  await expect(card.getByRole('button', { name: `${kitchen.tsukune.label}を完了にする` })).toBeVisible();
  await expect(recallYakitori).toBeVisible();
  await expect(page.getByRole('button', { name: '元に戻す' })).toBeDisabled();

  await card.getByRole('button', { name: `${tablet.table.label}の注文をすべて完了にする` }).click();
  await expect(card).toHaveCount(0);

  // The expo view: both lines at the table, with their station, to carry.
  await page.getByRole('link', { name: '提供待ち' }).click();
  await expect(page).toHaveURL('/kitchen/expo');
  const ready = cardOf(page, tablet.table.label);
  await expect(ready).toContainText(`×1${kitchen.yakitori.label}`);
  await expect(ready).toContainText(`×2${kitchen.tsukune.label}`);
  await expect(ready).toContainText(kitchen.grill.name);
  await ready.getByRole('button', { name: `${tablet.table.label}の${kitchen.yakitori.label}を提供済みにする` }).click();
  await expect(ready).not.toContainText(kitchen.yakitori.label);
  await expect(ready).toContainText(kitchen.tsukune.label);
  // Served stays served: a reload agrees.
  await page.reload();
  await expect(cardOf(page, tablet.table.label)).toContainText(kitchen.tsukune.label);
  await expect(cardOf(page, tablet.table.label)).not.toContainText(kitchen.yakitori.label);
  await context.close();
  await tablet.context.close();
});

test('the expo view follows bumps, a recall and a served tick from their events, without loading again', async ({
  browser,
  baseURL,
}) => {
  const { kitchen } = spec;
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E提供卓${suffix}`);
  const placed = await tablet.order([
    { id: kitchen.yakitori.id, quantity: 1 },
    { id: kitchen.tsukune.id, quantity: 3 },
  ]);
  const [yakitori, tsukune] = placed.order.items;
  const context = await staffContext(browser, baseURL!);
  const expoLoads = countRequests(context, '/v1/kitchen/get/expo');
  const page = await context.newPage();
  await page.goto('/kitchen/expo');
  await expectLive(page);
  const loadedOpening = await expoLoads.settled();
  const ready = cardOf(page, tablet.table.label);
  const bump = async (ids: number[]) =>
    expect(
      (
        await spec.api.post('/v1/kitchen/bump', {
          data: { station_id: kitchen.grill.id, order_id: placed.order.id, order_item_ids: ids },
        })
      ).ok(),
    ).toBe(true);

  // Another screen bumps one line, then the other: each shows here from its bump's event.
  await bump([yakitori!.id]);
  await expect(ready).toContainText(`×1${kitchen.yakitori.label}`);
  await expect(ready).not.toContainText(kitchen.tsukune.label);
  await bump([tsukune!.id]);
  await expect(ready).toContainText(`×3${kitchen.tsukune.label}`);
  // The cook takes the yakitori back onto the display: it leaves.
  expect((await spec.api.post('/v1/kitchen/recall', { data: { order_item_ids: [yakitori!.id] } })).ok()).toBe(true);
  await expect(ready).not.toContainText(kitchen.yakitori.label);
  // The floor serves the tsukune from a handy: the table has nothing left to carry.
  expect((await spec.api.post('/v1/orderitem/update', { data: { id: tsukune!.id, status: 1 } })).ok()).toBe(true);
  await expect(ready).toHaveCount(0);
  expect(expoLoads.total()).toBe(loadedOpening);

  // What it showed is what the box says: a reload agrees.
  await bump([yakitori!.id]);
  await expect(ready).toContainText(`×1${kitchen.yakitori.label}`);
  await page.reload();
  await expect(cardOf(page, tablet.table.label)).toContainText(`×1${kitchen.yakitori.label}`);
  await expect(cardOf(page, tablet.table.label)).not.toContainText(kitchen.tsukune.label);
  await context.close();
  await tablet.context.close();
});

test('two displays of one station: a bump on one shows on the other from its event, without loading the cards again; 元に戻す brings the card back on both', async ({
  browser,
  baseURL,
}) => {
  const { kitchen } = spec;
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E二画面卓${suffix}`);
  await tablet.order([
    { id: kitchen.yakitori.id, quantity: 1 },
    { id: kitchen.tsukune.id, quantity: 1 },
  ]);
  const first = await stationPage(browser, baseURL!, kitchen.grill.name);
  let cardLoads: RequestCount | undefined;
  const second = await stationPage(browser, baseURL!, kitchen.grill.name, {
    before: async (context) => {
      cardLoads = countRequests(context, '/v1/kitchen/get/cards');
    },
  });
  const cardHere = cardOf(first.page, tablet.table.label);
  const cardThere = cardOf(second.page, tablet.table.label);
  await expect(cardThere.getByRole('button', { name: `${kitchen.yakitori.label}を完了にする` })).toBeVisible();
  // The loads of opening the display (its first, the socket's snapshot) are over.
  await expectLive(second.page);
  const loadedOpening = await cardLoads!.settled();

  // One line, then the whole card, bumped on the first display: the second follows.
  await cardHere.getByRole('button', { name: `${kitchen.yakitori.label}を完了にする` }).click();
  await expect(cardThere.getByRole('button', { name: `${kitchen.yakitori.label}の完了を取り消す` })).toBeVisible();
  await cardHere.getByRole('button', { name: `${tablet.table.label}の注文をすべて完了にする` }).click();
  await expect(cardThere).toHaveCount(0);
  expect(cardLoads!.total()).toBe(loadedOpening);

  // A recall may bring back a card the other display no longer holds: it loads it.
  await first.page.getByRole('button', { name: `元に戻す（${tablet.table.label}）` }).click();
  await expect(cardThere.getByRole('button', { name: `${kitchen.tsukune.label}を完了にする` })).toBeVisible();
  await expect(cardThere.getByRole('button', { name: `${kitchen.yakitori.label}の完了を取り消す` })).toBeVisible();
  expect(cardLoads!.total()).toBeGreaterThan(loadedOpening);
  await first.context.close();
  await second.context.close();
  await tablet.context.close();
});

test('a slow box: 完了 and at once 完了を取り消す ends with the line open, on the display and in the box', async ({
  browser,
  baseURL,
}) => {
  const { kitchen } = spec;
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E遅延卓${suffix}`);
  // Two lines, so the card stays while one is done.
  await tablet.order([
    { id: kitchen.yakitori.id, quantity: 1 },
    { id: kitchen.tsukune.id, quantity: 1 },
  ]);
  const { context, page } = await stationPage(browser, baseURL!, kitchen.grill.name);
  const card = cardOf(page, tablet.table.label);
  const bumpYakitori = card.getByRole('button', { name: `${kitchen.yakitori.label}を完了にする` });
  const recallYakitori = card.getByRole('button', { name: `${kitchen.yakitori.label}の完了を取り消す` });
  // The box takes a second over each bump, as a Pi under a rush might.
  await page.route('**/v1/kitchen/bump', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const recalled = page.waitForResponse((res) => res.url().endsWith('/v1/kitchen/recall') && res.ok());
  await bumpYakitori.click();
  await recallYakitori.click();
  await expect(bumpYakitori).toBeVisible();
  // The undo went to the box after the bump, not before it (nor was it dropped).
  await recalled;
  await page.reload();
  await expect(bumpYakitori).toBeVisible();
  await context.close();
  await tablet.context.close();
});

test('sound once tapped: a bell for a new card; a 取消 shows live, struck through, with its own buzz, and brings a bumped card back', async ({
  browser,
  baseURL,
}) => {
  const { kitchen } = spec;
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E取消卓${suffix}`);
  const { context, page } = await stationPage(browser, baseURL!, kitchen.grill.name, { before: recordChimes });
  // A fresh page (the station remembered): sound waits for one tap, and the screen says so.
  await page.reload();
  await expectLive(page);
  await expect(page.getByText('通知音はまだ鳴りません。', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: '通知音をオンにする' }).click();
  await expect(page.getByText('通知音オン')).toBeVisible();
  const afterUnlock = (await chimesPlayed(page)).length;

  const placed = await tablet.order([
    { id: kitchen.yakitori.id, quantity: 1 },
    { id: kitchen.tsukune.id, quantity: 1 },
  ]);
  const [yakitori, tsukune] = placed.order.items;
  const card = cardOf(page, tablet.table.label);
  await expect(card).toBeVisible();
  await expect.poll(async () => (await chimesPlayed(page)).slice(afterUnlock)).toContain(NEW_CARD_HZ);
  expect((await chimesPlayed(page)).slice(afterUnlock)).not.toContain(CANCEL_HZ);
  const afterCard = (await chimesPlayed(page)).length;

  // Staff cancel a line: it shows 取消, struck through, and the card says it has one.
  await cancelLine(spec.api, yakitori!.id);
  const confirm = card.getByRole('button', { name: `${kitchen.yakitori.label}の取消を確認する` });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText('取消', { exact: true })).toBeVisible();
  await expect(confirm.getByText(kitchen.yakitori.label)).toHaveCSS('text-decoration-line', 'line-through');
  await expect(card.getByText('取消あり')).toBeVisible();
  await expect.poll(async () => (await chimesPlayed(page)).slice(afterCard)).toContain(CANCEL_HZ);
  expect((await chimesPlayed(page)).slice(afterCard)).not.toContain(NEW_CARD_HZ);

  // Seen: the mark on the card goes, the line stays struck through.
  await confirm.click();
  await expect(card.getByText('取消あり')).toHaveCount(0);
  await expect(card.getByText('取消', { exact: true })).toBeVisible();

  // The rest done, the card leaves; a 取消 after that brings it back to be seen.
  // The card leaves at the tap; the 取消 comes once the box has taken the bump (a cook's 完了 and a
  // floor's 取消 are seconds apart, never one round trip).
  const bumped = page.waitForResponse((res) => res.url().endsWith('/v1/kitchen/bump') && res.ok());
  await card.getByRole('button', { name: `${tablet.table.label}の注文をすべて完了にする` }).click();
  await expect(card).toHaveCount(0);
  await bumped;
  const afterBump = (await chimesPlayed(page)).length;
  await cancelLine(spec.api, tsukune!.id);
  await expect(card.getByRole('button', { name: `${kitchen.tsukune.label}の取消を確認する` })).toBeVisible();
  await expect(card.getByText('取消あり')).toBeVisible();
  await expect.poll(async () => (await chimesPlayed(page)).slice(afterBump)).toContain(CANCEL_HZ);
  await context.close();
  await tablet.context.close();
});

test('with the socket cut, the display says so and catches up by polling, then goes live again', async ({ browser, baseURL }) => {
  const { kitchen } = spec;
  const tablet = await seatTablet(browser, spec.api, baseURL!, `E2E切断厨${suffix}`);
  let cut = true;
  let attempts = 0;
  let nextAttempt: (() => void) | null = null;
  const attemptMade = () => new Promise<void>((resolve) => (nextAttempt = resolve));
  const { context, page } = await stationPage(browser, baseURL!, kitchen.grill.name, {
    query: '?pollMs=1000',
    before: async (ctx) => {
      // While `cut`, every socket to the events path closes as soon as it opens (a proxy dropping
      // WebSockets); then they go through to the box again. Each try is counted. A reconnect's
      // query is any.
      await ctx.routeWebSocket(/\/v1\/events(\?.*)?$/, (ws) => {
        attempts++;
        nextAttempt?.();
        if (cut) ws.close();
        else ws.connectToServer();
      });
    },
  });
  const down = page.locator('[data-live-status="down"]');
  await expect(down).toContainText('リアルタイム更新が止まっています。1秒ごとに自動で更新しています。');

  await tablet.order([{ id: kitchen.yakitori.id, quantity: 4 }]);
  await expect(cardOf(page, tablet.table.label)).toContainText(`×4${kitchen.yakitori.label}`);

  // Lifting the cut first would let the client's own retry go live and take the button away
  // before the click (as the order list's spec found). Right after the third try the next is at
  // least 3 s away: a try within 1 s of the click is the button's.
  do await attemptMade();
  while (attempts < 3);
  await page.waitForTimeout(200);
  const before = attempts;
  await page.getByRole('button', { name: '再接続する' }).click();
  await expect.poll(() => attempts, { timeout: 1000, intervals: [50] }).toBe(before + 1);

  cut = false;
  await expectLive(page);
  await expect(down).toHaveCount(0);
  await tablet.order([{ id: kitchen.tsukune.id, quantity: 5 }]);
  await expect(cardOf(page, tablet.table.label).filter({ hasText: '追加' })).toContainText(`×5${kitchen.tsukune.label}`);
  await context.close();
  await tablet.context.close();
});
