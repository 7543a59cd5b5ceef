import { type APIRequestContext, expect } from '@playwright/test';
import { createOwnTable, pairByQr, test, uniqueSuffix } from './diner-fixture';

/*
 * Issue 18, the menu's text beyond items and genres: the demo's option group titles, a plan's name
 * on the plan bar (the run froze the Japanese; the tablet shows the plan item's translation) and
 * the cover charge お通し (its translations come with the check-in settings), in English, then the
 * plan and the cover in 한국어. Reads the demo menu, changes none of it.
 */

const PLAN = {
  ja: '90分 アルコール飲み放題',
  en: '90-min all-you-can-drink: alcohol',
  ko: '90분 주류 무제한',
};
const COVER = { ja: 'お通し', en: 'Otoshi (table starter)', ko: '오토시(기본 안주)' };

let api: APIRequestContext;

test.beforeAll(async ({ owner }) => {
  api = owner;
});

test('option group titles, the plan bar and the cover charge in English, then 한국어', async ({ page }) => {
  test.setTimeout(60_000);
  const dialog = page.getByRole('dialog');
  const languages = page.getByRole('combobox', { name: /Language|언어/ });
  const item = (name: string) => page.getByTestId('menu-item').filter({ hasText: name });
  const status = page.getByTestId('plan-status');
  const table = await createOwnTable(api, `E2E言語ラベル卓${uniqueSuffix()}`);
  await pairByQr(page, api, table);

  await test.step('the welcome names the cover charge in English', async () => {
    await expect(page.locator('[data-check-in="known"]')).toBeVisible();
    await languages.selectOption('en');
    await expect(page.getByText(COVER.en)).toBeVisible();
    await expect(page.getByText(COVER.ja, { exact: true })).toHaveCount(0);
    const more = page.getByRole('button', { name: 'More adults', exact: true });
    await more.click();
    await more.click();
    await page.getByRole('link', { name: 'See the menu' }).click();
  });

  await test.step('the yakitori detail titles its group in English', async () => {
    await page.getByRole('tab', { name: 'Fried & grilled' }).click();
    await item('Assorted yakitori (5 skewers)').click();
    const group = dialog.getByRole('radiogroup', { name: /Seasoning/ });
    await expect(group).toBeVisible();
    await expect(group).not.toContainText('焼き方');
    await expect(group.getByText('Sauce (tare)')).toBeVisible();
    // The add button waits for the group, and says which one in English.
    await expect(dialog.getByRole('status').filter({ hasText: 'Please choose: Seasoning' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('the plan bar names the plan in English', async () => {
    await page.getByRole('tab', { name: 'All-you-can-drink plans' }).click();
    await item(PLAN.en).click();
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(dialog).toBeHidden();
    await page.getByTestId('cart').getByRole('button', { name: 'Place order' }).click();
    await dialog.getByRole('button', { name: 'Order', exact: true }).click();
    await expect(page).toHaveURL('/order-complete');
    await page.getByRole('link', { name: 'Back to menu' }).click();
    await expect(status).toContainText(PLAN.en);
    await expect(status).not.toContainText(PLAN.ja);
  });

  await test.step('the order history names the cover charge in English', async () => {
    await page.getByRole('button', { name: 'My orders', exact: true }).click();
    await expect(page.getByTestId('history-cover')).toContainText(COVER.en);
    await expect(page.getByTestId('history-cover')).not.toContainText(COVER.ja);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
  });

  await test.step('한국어: the plan bar and the history', async () => {
    await languages.selectOption('ko');
    await expect(status).toContainText(PLAN.ko);
    await expect(status).not.toContainText(PLAN.ja);
    await page.getByRole('button', { name: '주문 내역', exact: true }).click();
    await expect(page.getByTestId('history-cover')).toContainText(COVER.ko);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await languages.selectOption('en');
  });

  await test.step('the bill check lists the cover charge first, in English', async () => {
    await page.getByRole('button', { name: 'Bill', exact: true }).click();
    await expect(page).toHaveURL('/checkout-confirm');
    const rows = page.getByTestId('history-row');
    await expect(rows.first()).toContainText(COVER.en);
    await expect(rows.filter({ hasText: PLAN.en })).toHaveCount(1);
    await expect(page.getByTestId('order-history')).not.toContainText(COVER.ja);
  });
});
