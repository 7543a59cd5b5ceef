import { expectLive, seatTablet } from '../staff/staff-kit';
import { expect, type Page, test } from '../support/box-test';
import { cancelLine, cardOf, kitchenSpecSetup, stationPage } from './kitchen-kit';

const spec = kitchenSpecSetup();
const { suffix } = spec;

/** Columns the card grid lays out at this width. */
async function gridColumns(page: Page): Promise<number> {
  return page
    .locator('article')
    .first()
    .evaluate((card) => {
      const grid = card.parentElement;
      return grid ? getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length : 0;
    });
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a busy grill at three sizes: cards fill the width, nothing scrolls sideways', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const { kitchen } = spec;
  const tables = [];
  for (const n of [1, 2, 3, 4, 5, 6, 7]) tables.push(await seatTablet(browser, spec.api, baseURL!, `E2E画${n}${suffix}`));
  const orders = [];
  for (const [i, tablet] of tables.entries()) {
    orders.push(
      await tablet.order([
        { id: kitchen.yakitori.id, quantity: (i % 3) + 1 },
        { id: kitchen.tsukune.id, quantity: 1 },
        { id: kitchen.highball.id, quantity: 2 },
      ]),
    );
  }
  // A later order (追加) and a 取消 to see.
  await tables[0]!.order([{ id: kitchen.tsukune.id, quantity: 4 }]);
  await cancelLine(spec.api, orders[1]!.order.items[1]!.id);

  const { context, page } = await stationPage(browser, baseURL!, kitchen.grill.name);
  await expectLive(page);
  // One line bumped, so the picture shows a done line too.
  await cardOf(page, tables[2]!.table.label)
    .getByRole('button', { name: `${kitchen.yakitori.label}を完了にする` })
    .click();

  for (const [width, height, min, max] of [
    [1920, 1080, 4, 6],
    [1280, 800, 2, 3],
    [390, 844, 1, 1],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.getByRole('article')).toHaveCount(8);
    const columns = await gridColumns(page);
    expect(columns).toBeGreaterThanOrEqual(min);
    expect(columns).toBeLessThanOrEqual(max);
    await noSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`kitchen-${width}x${height}.png`) });
  }

  // The expo view, with what was bumped.
  await cardOf(page, tables[3]!.table.label)
    .getByRole('button', { name: `${tables[3]!.table.label}の注文をすべて完了にする` })
    .click();
  await page.getByRole('link', { name: '提供待ち' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('提供待ち');
  for (const [width, height] of [
    [1920, 1080],
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(cardOf(page, tables[3]!.table.label)).toBeVisible();
    await noSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`expo-${width}x${height}.png`) });
  }

  // The station choice.
  await page.getByRole('link', { name: '調理' }).click();
  await page.getByRole('button', { name: 'ステーション変更' }).click();
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.getByRole('heading', { name: 'ステーションを選択', exact: true })).toBeVisible();
    await noSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`stations-${width}x${height}.png`) });
  }
  await context.close();
  for (const t of tables) await t.context.close();
});
