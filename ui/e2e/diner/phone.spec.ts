import { type APIRequestContext, expect } from '@playwright/test';
import { enterMenu } from '../support/welcome';
import { createItem, createMenu, createOwnTable, pairByQr, tableOrderLines, test, uniqueSuffix } from './diner-fixture';
import { DinerMenu } from './menu-page';

const suffix = uniqueSuffix();
const GENRE = `E2E携帯${suffix}`;

let api: APIRequestContext;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeAll(async ({ owner }) => {
  api = owner;
  const genre = await createMenu(api, GENRE);
  for (const [label, price] of [
    ['たこわさ', 420],
    ['ししゃも', 480],
    ['厚焼き玉子', 550],
  ] as const) {
    await createItem(api, { label, price, menuId: genre.id });
  }
});

test('on a phone: two columns, the cart as a bottom sheet, and an order', async ({ page }) => {
  const table = await createOwnTable(api, `E2E携帯卓${suffix}`);
  const menu = new DinerMenu(page);
  await pairByQr(page, api, table);
  await enterMenu(page);
  await menu.openTab(GENRE);

  const boxes = await menu.items.evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().x)));
  expect(new Set(boxes).size).toBe(2);
  const sheet = await menu.cart.boundingBox();
  expect(sheet!.y + sheet!.height).toBeCloseTo(844, -1);
  // Nothing wider than the phone: no sideways scrolling of the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await menu.add('ししゃも', 2);
  await expect(menu.total).toHaveText('¥960');
  await expect(menu.line('ししゃも')).toBeHidden();
  await menu.cart.getByRole('button', { name: 'カートを見る' }).click();
  await expect(menu.line('ししゃも')).toBeVisible();
  await menu.cart.getByRole('button', { name: 'ししゃもを1つ増やす' }).click();
  await expect(menu.total).toHaveText('¥1,440');
  await menu.cart.getByRole('button', { name: 'カートを閉じる' }).click();

  await menu.order();
  const lines = await tableOrderLines(api, table.id);
  expect(lines.map((l) => [l.menuitems.label, l.quantity])).toEqual([['ししゃも', 3]]);
});
