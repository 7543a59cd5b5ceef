import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { createOwnTable, expectNoSidewaysScroll, pairByQr, test, uniqueSuffix } from './diner-fixture';

/*
 * Issue 18, the menu's own text: the demo izakaya's genres, items and choices carry translations,
 * so a guest in English reads the karaage's English name and description in the grid, the detail,
 * the cart, the order confirm and the bill check; in 한국어 the tabs are Korean; back in 日本語 the
 * names are the shop's Japanese again. Reads the demo menu, changes none of it.
 */

const SHOTS = 'test-results/menu-languages';
const KARAAGE = {
  ja: '若鶏の唐揚げ',
  en: 'Japanese fried chicken (karaage)',
  enDescription: 'Chicken marinated overnight in ginger soy sauce, crisp outside and juicy inside (5 pieces).',
  ko: '가라아게(일본식 닭튀김)',
};
const GRILL = { ja: '揚げ物・焼き物', en: 'Fried & grilled', ko: '튀김・구이' };

let api: APIRequestContext;

test.beforeAll(async ({ owner }) => {
  api = owner;
});

async function shot(page: Page, name: string): Promise<void> {
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, animations: 'disabled' });
}

for (const [size, viewport] of [
  ['tablet', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the demo menu in English, then 한국어, then 日本語', async ({ page }) => {
      test.setTimeout(60_000);
      const dialog = page.getByRole('dialog');
      const cart = page.getByTestId('cart');
      const languages = page.getByRole('combobox', { name: /Language/ });
      const item = (name: string) => page.getByTestId('menu-item').filter({ hasText: name });
      const openSheet = async () => {
        if (size === 'phone') await cart.getByRole('button', { expanded: false }).click();
        await expect(page.getByTestId('cart-line')).toBeVisible();
      };
      const closeSheet = async () => {
        if (size === 'phone') await cart.getByRole('button', { expanded: true }).click();
      };
      const table = await createOwnTable(api, `E2Eメニュー言語卓${size}${uniqueSuffix()}`);
      await pairByQr(page, api, table);

      await test.step('English: the grid, the detail and the cart', async () => {
        await expect(page.locator('[data-check-in="known"]')).toBeVisible();
        await languages.selectOption('en');
        const more = page.getByRole('button', { name: 'More adults', exact: true });
        await more.click();
        await more.click();
        await page.getByRole('link', { name: 'See the menu' }).click();
        await expect(page.getByRole('tab', { name: "Chef's picks" })).toBeVisible();
        await page.getByRole('tab', { name: GRILL.en }).click();
        await expect(item(KARAAGE.en)).toBeVisible();
        await expect(item(KARAAGE.ja)).toHaveCount(0);
        await shot(page, `${size}-en-1-menu`);

        await item(KARAAGE.en).click();
        await expect(dialog.getByRole('heading', { name: KARAAGE.en })).toBeVisible();
        await expect(dialog.getByText(KARAAGE.enDescription)).toBeVisible();
        await shot(page, `${size}-en-2-detail`);
        await dialog.getByRole('button', { name: 'Add to cart' }).click();
        await expect(dialog).toBeHidden();

        await openSheet();
        await expect(page.getByTestId('cart-line')).toContainText(KARAAGE.en);
        await shot(page, `${size}-en-3-cart`);
        await closeSheet();
      });

      await test.step('한국어: Korean tabs and names', async () => {
        await languages.selectOption('ko');
        await expect(page.getByRole('tab', { name: '추천 메뉴' })).toBeVisible();
        await expect(page.getByRole('tab', { name: GRILL.ko })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tab', { name: '주류' })).toBeAttached();
        await expect(item(KARAAGE.ko)).toBeVisible();
        await shot(page, `${size}-ko-1-menu`);
        await item(KARAAGE.ko).click();
        await expect(dialog.getByRole('heading', { name: KARAAGE.ko })).toBeVisible();
        await shot(page, `${size}-ko-2-detail`);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await openSheet();
        await expect(page.getByTestId('cart-line')).toContainText(KARAAGE.ko);
        await shot(page, `${size}-ko-3-cart`);
        await closeSheet();
      });

      await test.step('日本語: the shop’s own names again', async () => {
        await languages.selectOption('ja');
        await expect(page.getByRole('tab', { name: GRILL.ja })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tab', { name: 'おすすめ' })).toBeVisible();
        await expect(item(KARAAGE.ja)).toBeVisible();
        await openSheet();
        await expect(page.getByTestId('cart-line')).toContainText(KARAAGE.ja);
        await closeSheet();
      });

      await test.step('English again: the order confirm and the bill check name the line in English', async () => {
        await languages.selectOption('en');
        await cart.getByRole('button', { name: 'Place order' }).click();
        await expect(dialog).toContainText(KARAAGE.en);
        await dialog.getByRole('button', { name: 'Order', exact: true }).click();
        await expect(page).toHaveURL('/order-complete');
        await page.getByRole('link', { name: 'Back to menu' }).click();
        await page.getByRole('button', { name: 'Bill', exact: true }).click();
        await expect(page).toHaveURL('/checkout-confirm');
        // The cover charge (お通し) comes first: the shop's own label, not an item of the menu.
        await expect(page.getByTestId('history-row').filter({ hasText: KARAAGE.en })).toHaveCount(1);
        await shot(page, `${size}-en-4-bill-check`);
      });
    });
  });
}
