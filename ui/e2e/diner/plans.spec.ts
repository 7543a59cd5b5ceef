import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { startedMinutesAgo } from '../support/box-clock';
import { enterMenu } from '../support/welcome';
import { createOwnTable, openSessionOf, pairByQr, tableOrderLines, test, uniqueSuffix } from './diner-fixture';
import { DinerMenu } from './menu-page';

/*
 * The demo's 90分 アルコール飲み放題 on a tablet: ordered for the party, counted down on the box's
 * clock, a banner before last order and at it, and the box refusing its drinks after last order.
 * The browser's clock is Playwright's (fast-forwarded); the box's time moves by the plan's start
 * moving back in its database.
 */

const PLAN = '90分 アルコール飲み放題';
const LAST_ORDER_REFUSED = 'ラストオーダーの時間を過ぎたため、放題の商品はご注文いただけません。';

let api: APIRequestContext;
const suffix = uniqueSuffix();

test.beforeAll(async ({ owner }) => {
  api = owner;
});

async function startPlan(page: Page, label: string) {
  await page.clock.install();
  const table = await createOwnTable(api, label);
  await pairByQr(page, api, table);
  await enterMenu(page, 3);
  const menu = new DinerMenu(page);
  await menu.openTab('飲み放題プラン');
  await menu.item(PLAN).click();
  // Per person: offered to the three guests counted at the welcome, never more.
  await expect(menu.dialog.getByText('ご利用人数')).toBeVisible();
  await expect(menu.dialog.locator('output')).toHaveText('3');
  await expect(menu.dialog.getByRole('button', { name: '1つ増やす' })).toBeDisabled();
  await menu.dialog.getByRole('button', { name: 'カートに追加' }).click();
  await menu.order();
  await page.getByRole('link', { name: 'メニューに戻る' }).click();
  const line = (await tableOrderLines(api, table.id)).find((l) => l.menuitems.label === PLAN)!;
  expect(line).toMatchObject({ quantity: 3, subtotal: 1980 * 3 });
  return { table, menu, line };
}

test.describe('on a tablet', () => {
  test('the countdown, the banners before and at last order, and drinks refused after it', async ({ page }) => {
    const { table, menu, line } = await startPlan(page, `E2E放題卓${suffix}`);
    const status = page.getByTestId('plan-status');
    await expect(status).toContainText(PLAN);
    await expect(status).toContainText('残り90分');
    await expect(status).toContainText('L.O.');
    await menu.openTab('ソフトドリンク');
    await expect(menu.item('ウーロン茶')).toContainText('¥0');

    // 50 minutes on: ten minutes to last order.
    await page.clock.fastForward('50:00');
    const notice = page.getByTestId('plan-notice');
    await expect(notice).toHaveAttribute('data-kind', 'warn');
    await expect(page.getByRole('dialog', { name: 'まもなくラストオーダーです' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toHaveCount(0);
    await expect(status).toContainText('残り40分');
    await expect(status).toContainText('ラストオーダーまで あと10分');
    // A last drink goes into the cart while it is still free.
    await menu.openTab('ソフトドリンク');
    await menu.add('ウーロン茶');
    await expect(menu.line('ウーロン茶').getByTestId('cart-line-subtotal')).toHaveText('¥0');

    // Eleven minutes on, on both clocks: the tablet announces last order by itself and reads the
    // visit again, so the drinks show their price (the box no longer frees them).
    startedMinutesAgo(line.id, 61);
    await page.clock.fastForward('11:00');
    await expect(page.getByRole('dialog', { name: 'ラストオーダーの時間になりました' })).toBeVisible();
    await expect(page.getByTestId('plan-notice')).toContainText(`「${PLAN}」の`);
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(status).toContainText('ラストオーダーを過ぎました');
    await expect(menu.item('ウーロン茶')).not.toContainText('飲み放題・プラン対象');
    await expect(menu.item('ウーロン茶')).not.toContainText('¥0');

    // The tablet says so before anything is sent; food the plan does not cover is still ordered.
    await menu.openTab('ソフトドリンク');
    await menu.item('コーラ').click();
    await expect(menu.dialog.getByTestId('plan-refused')).toHaveText(LAST_ORDER_REFUSED);
    await expect(menu.dialog.getByRole('button', { name: 'カートに追加' })).toBeDisabled();
    await menu.dialog.getByRole('button', { name: '戻る' }).click();
    // The drink already in the cart: the box refuses it, and nothing is written.
    await menu.orderButton.click();
    await menu.dialog.getByRole('button', { name: '注文する' }).click();
    await expect(page.getByText(LAST_ORDER_REFUSED).first()).toBeVisible();
    expect((await tableOrderLines(api, table.id)).some((l) => l.menuitems.label === 'ウーロン茶')).toBe(false);

    // After the end the owner's demo plans charge drinks at their price again.
    startedMinutesAgo(line.id, 91);
    await page.reload();
    await expect(status).toContainText('終了しました');
    const session = await openSessionOf(api, table.id);
    expect(session?.guest_count).toBe(3);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the countdown and the banner fit the phone', async ({ page }) => {
    await startPlan(page, `E2E携帯放題${suffix}`);
    const status = page.getByTestId('plan-status');
    await expect(status).toBeInViewport();
    await expect(status).toContainText('残り90分');
    await page.clock.fastForward('55:00');
    const dialog = page.getByRole('dialog', { name: 'まもなくラストオーダーです' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeInViewport();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
