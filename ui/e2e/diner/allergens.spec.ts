import { type APIRequestContext, expect } from '@playwright/test';
import { enterMenu } from '../support/welcome';
import { createOwnTable, expectNoSidewaysScroll, pairByQr, test, uniqueSuffix } from './diner-fixture';
import { DinerMenu } from './menu-page';

/*
 * The demo menu's allergens, as a diner reads them: marks on the card, the list in the detail, and
 * the filter that hides what the diner avoids. Reads the demo's 若鶏の唐揚げ (小麦, 大豆, 鶏肉; may
 * contain えび, かに) and 枝豆 (大豆) and changes none of them.
 */

const NOTICE = 'アレルギー情報は店舗が独自に確認したものです。重篤なアレルギーをお持ちの方はスタッフにお尋ねください。';
const GRILL = '揚げ物・焼き物';
const KARAAGE = '若鶏の唐揚げ';

let api: APIRequestContext;

test.beforeAll(async ({ owner }) => {
  api = owner;
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the karaage shows 小麦, its detail lists what it contains and may contain, and the filter hides it', async ({
      page,
    }, testInfo) => {
      const table = await createOwnTable(api, `E2Eアレルギー卓${uniqueSuffix()}`);
      const menu = new DinerMenu(page);
      await pairByQr(page, api, table);
      await enterMenu(page);
      await menu.openTab(GRILL);

      const card = menu.item(KARAAGE);
      const marks = card.getByTestId('allergen-marks');
      // Icons once their chunk arrives: 小麦 filled (contains), えび dashed (may contain), each named by its title.
      const wheat = marks.locator('[data-allergen="wheat"]');
      await expect(wheat.locator('svg[data-allergen-icon="wheat"]')).toBeVisible();
      await expect(wheat).toHaveAttribute('title', '小麦');
      await expect(wheat).toHaveAttribute('data-level', 'contains');
      await expect(marks.locator('[data-allergen="shrimp"]')).toHaveAttribute('data-level', 'may_contain');
      await expect(marks.locator('[data-allergen="shrimp"] svg')).toBeVisible();
      await expect(marks).toHaveAttribute('aria-label', /小麦、大豆、鶏肉/);
      await page.screenshot({ path: testInfo.outputPath(`menu-${viewport.width}x${viewport.height}.png`) });

      await card.click();
      const list = menu.dialog.getByTestId('allergen-list');
      await expect(list.locator('[data-level="contains"]')).toContainText('含む');
      await expect(list.locator('[data-level="contains"] [data-allergen]')).toHaveText(['小麦', '大豆', '鶏肉']);
      await expect(list.locator('[data-allergen="wheat"] svg[data-allergen-icon="wheat"]')).toBeVisible();
      await expect(list.locator('[data-level="may_contain"]')).toContainText('含む可能性');
      await expect(list.locator('[data-level="may_contain"] [data-allergen]')).toHaveText(['えび', 'かに']);
      await expect(list.getByTestId('allergen-notice')).toHaveText(NOTICE);
      await list.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`detail-${viewport.width}x${viewport.height}.png`) });
      await menu.dialog.getByRole('button', { name: '戻る' }).click();
      await expect(menu.dialog).toBeHidden();

      // Avoid 小麦: the karaage goes, the fish that holds none stays.
      await page.getByTestId('allergen-filter-open').click();
      const filter = page.getByTestId('allergen-filter');
      await expect(filter.getByTestId('allergen-notice')).toHaveText(NOTICE);
      await filter.getByLabel('小麦').check();
      await page.screenshot({ path: testInfo.outputPath(`filter-${viewport.width}x${viewport.height}.png`) });
      await page.getByTestId('allergen-filter-apply').click();
      await expect(menu.item(KARAAGE)).toHaveCount(0);
      await expect(menu.item('ほっけの開き')).toBeVisible();
      // フライドポテト only may contain 小麦: shown until the diner counts "may contain" too.
      await expect(menu.item('フライドポテト')).toBeVisible();
      await expect(page.getByTestId('allergen-filter-status')).toContainText('小麦を除外中');
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: testInfo.outputPath(`filtered-${viewport.width}x${viewport.height}.png`) });

      await page.getByTestId('allergen-filter-open').click();
      await page.getByTestId('allergen-filter').getByLabel('「含む可能性」がある品も対象にする').check();
      await page.getByTestId('allergen-filter-apply').click();
      await expect(menu.item('フライドポテト')).toHaveCount(0);

      // 解除 brings every item back.
      await page.getByTestId('allergen-filter-status').getByRole('button', { name: '解除' }).click();
      await expect(menu.item(KARAAGE)).toBeVisible();
      await expect(menu.item('フライドポテト')).toBeVisible();
    });
  });
}

test('in English the icons on the card and in the detail carry the allergens’ English names', async ({ page }) => {
  const table = await createOwnTable(api, `E2Eアレルギー英語卓${uniqueSuffix()}`);
  await pairByQr(page, api, table);
  await expect(page.locator('[data-check-in="known"]')).toBeVisible();
  await page.getByRole('combobox', { name: /Language/ }).selectOption('en');
  const more = page.getByRole('button', { name: 'More adults', exact: true });
  await more.click();
  await page.getByRole('link', { name: 'See the menu' }).click();
  await page.getByRole('tab', { name: 'Fried & grilled' }).click();
  const card = page.getByTestId('menu-item').filter({ hasText: 'Japanese fried chicken (karaage)' });
  const marks = card.getByTestId('allergen-marks');
  await expect(marks.locator('[data-allergen="wheat"] svg')).toBeVisible();
  await expect(marks.locator('[data-allergen="wheat"]')).toHaveAttribute('title', 'Wheat');
  await expect(marks.locator('[data-allergen="crab"]')).toHaveAttribute('title', /^Crab/);
  await expect(marks).toHaveAttribute('aria-label', /Wheat.*Soybean.*Chicken/);

  await card.click();
  const list = page.getByRole('dialog').getByTestId('allergen-list');
  await expect(list.locator('[data-level="contains"] [data-allergen]')).toHaveText(['Wheat', 'Soybean', 'Chicken']);
  await expect(list.locator('[data-level="may_contain"] [data-allergen]')).toHaveText(['Shrimp', 'Crab']);
  for (const id of ['wheat', 'soybean', 'chicken', 'shrimp', 'crab']) {
    await expect(list.locator(`[data-allergen="${id}"] svg[data-allergen-icon="${id}"]`)).toBeVisible();
  }
});

test('dim instead of hide: in English the karaage stays, dimmed, and its detail refuses to add it', async ({ page }) => {
  const table = await createOwnTable(api, `E2Eアレルギー薄表示卓${uniqueSuffix()}`);
  await pairByQr(page, api, table);
  await expect(page.locator('[data-check-in="known"]')).toBeVisible();
  await page.getByRole('combobox', { name: /Language/ }).selectOption('en');
  await page.getByRole('button', { name: 'More adults', exact: true }).click();
  await page.getByRole('link', { name: 'See the menu' }).click();
  await page.getByRole('tab', { name: 'Fried & grilled' }).click();

  await page.getByTestId('allergen-filter-open').click();
  const filter = page.getByTestId('allergen-filter');
  await filter.getByLabel('Wheat', { exact: true }).check();
  await filter.getByLabel('Show those items dimmed instead of hiding them (they cannot be ordered)').check();
  await page.getByTestId('allergen-filter-apply').click();

  const karaage = page.getByTestId('menu-item').filter({ hasText: 'Japanese fried chicken (karaage)' });
  await expect(karaage).toBeVisible();
  await expect(karaage).toHaveAttribute('data-dimmed', 'true');
  await expect(karaage).toContainText('Contains what you avoid');
  // French fries only may contain wheat: not dimmed unless "may contain" counts.
  await expect(page.getByTestId('menu-item').filter({ hasText: 'French fries' })).not.toHaveAttribute('data-dimmed', 'true');
  await expect(page.getByTestId('allergen-filter-status')).toContainText(/Avoiding Wheat \(\d+ items? dimmed\)/);

  await karaage.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('allergen-refused')).toHaveText(
    'This item contains Wheat, which you chose to avoid, so it cannot be added to the cart.',
  );
  await expect(dialog.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  // Nothing to count or note for an item that cannot be added.
  await expect(dialog.getByRole('button', { name: 'One more', exact: true })).toBeDisabled();
  await page.keyboard.press('Escape');

  // Hiding again: the karaage goes.
  await page.getByTestId('allergen-filter-open').click();
  await page.getByTestId('allergen-filter-dim').uncheck();
  await page.getByTestId('allergen-filter-apply').click();
  await expect(karaage).toHaveCount(0);
});
