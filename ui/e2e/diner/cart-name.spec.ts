import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { createItem, createMenu, seatAtMenu, test, uniqueSuffix } from './diner-fixture';
import { DinerMenu } from './menu-page';

/* The diner's cart has one name everywhere: カート (SPEC.md's 'カートが空です。…'), never ご注文かご. */

const suffix = uniqueSuffix();
const GENRE = `E2E名前${suffix}`;

let api: APIRequestContext;

test.beforeAll(async ({ owner }) => {
  api = owner;
  const genre = await createMenu(api, GENRE);
  await createItem(api, { label: 'なめろう', price: 650, menuId: genre.id });
});

async function expectOneName(page: Page) {
  const shown = await page.evaluate(() => document.body.textContent ?? '');
  expect(shown).not.toContain('かご');
}

async function walkTheScreens(page: Page) {
  const menu = new DinerMenu(page);
  await seatAtMenu(page, api, `E2E名前卓${suffix}-${page.viewportSize()?.width}`);
  await expect(menu.cart.getByRole('heading', { level: 2 })).toHaveText(/^カート/);
  await expect(menu.cart.getByText('カートが空です。商品を追加してください。')).toBeAttached();
  await expectOneName(page);

  await menu.openTab(GENRE);
  await menu.item('なめろう').click();
  await expect(menu.dialog.getByRole('button', { name: 'カートに追加' })).toBeVisible();
  await expectOneName(page);
  await menu.dialog.getByRole('button', { name: 'カートに追加' }).click();

  await menu.orderButton.click();
  await expect(menu.dialog.getByText('こちらの内容で注文しますか？')).toBeVisible();
  await expectOneName(page);
  await menu.dialog.getByRole('button', { name: '注文する' }).click();
  await expect(page).toHaveURL('/order-complete');
  await expectOneName(page);

  await page.getByRole('link', { name: 'メニューに戻る' }).click();
  await page.getByRole('button', { name: '注文履歴' }).click();
  await expect(page.getByRole('dialog', { name: '注文履歴' }).getByText('なめろう')).toBeVisible();
  await expectOneName(page);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'お会計する' }).click();
  // ¥650 ordered and お通し ¥330 for each of the two adults.
  await expect(page.getByTestId('checkout-total')).toHaveText('¥1,310');
  await expectOneName(page);
}

test.describe('on a tablet', () => {
  test('the cart is called カート on every diner screen', async ({ page }) => {
    await walkTheScreens(page);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the cart sheet is called カート too', async ({ page }) => {
    await walkTheScreens(page);
    await page.getByRole('link', { name: '戻る' }).click();
    await expect(page.getByTestId('cart').getByRole('button', { name: 'カートを見る' })).toBeVisible();
  });
});
