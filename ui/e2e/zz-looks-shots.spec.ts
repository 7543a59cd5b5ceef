import { expect, type Page, test } from '@playwright/test';
import { ownerPage } from './admin/admin-session';
import { createOwnTable, pairByQr } from './diner/diner-fixture';
import { DinerMenu } from './diner/menu-page';
import { handy, logInAsStaff } from './handy/handy-kit';
import { staffContext } from './staff/staff-kit';
import { createTable, ownerApi } from './support/box-api';
import { enterMenu } from './support/welcome';

// Throwaway: screenshots for issue 30's look items (not committed).
const P = process.env.SHOT_PREFIX ?? 'before';
const dir = '/work/shots/looks';
const sizes = [
  { name: '1280', width: 1280, height: 800 },
  { name: '390', width: 390, height: 844 },
];
const shot = (page: Page, name: string, size: string) => page.screenshot({ path: `${dir}/${P}-${name}-${size}.png` });

for (const size of sizes) {
  test(`diner ${size.name}`, async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const api = await ownerApi(baseURL!);
    const ctx = await browser.newContext({ baseURL, viewport: size, locale: 'ja-JP' });
    const page = await ctx.newPage();
    const table = await createOwnTable(api, `見た目卓${Date.now() % 100000}`);
    await pairByQr(page, api, table);
    await page.waitForTimeout(800);
    await shot(page, 'welcome', size.name);
    await enterMenu(page);
    const menu = new DinerMenu(page);
    await menu.openTab('揚げ物・焼き物');
    await menu.add('若鶏の唐揚げ');
    await page.waitForTimeout(500);
    await shot(page, 'menu-grill', size.name);
    await menu.item('焼き鳥盛り合わせ').click();
    await page.waitForTimeout(500);
    await shot(page, 'detail-yakitori', size.name);
    await menu.dialog.getByRole('radio', { name: 'タレ' }).click();
    await page.waitForTimeout(300);
    await shot(page, 'detail-yakitori-picked', size.name);
    await menu.dialog.getByRole('button', { name: 'カートに追加' }).click();
    await menu.openTab('アルコール');
    await page.waitForTimeout(500);
    await shot(page, 'menu-alcohol', size.name);
    await menu.item('ハイボール').first().click();
    await page.waitForTimeout(500);
    await shot(page, 'detail-highball', size.name);
    await page.keyboard.press('Escape');
    await page.goto('/checkout-confirm');
    await page.waitForTimeout(800);
    await shot(page, 'bill', size.name);
    await ctx.close();
    await api.dispose();
  });

  test(`admin ${size.name}`, async ({ browser, baseURL }) => {
    const page = await ownerPage(browser, baseURL!, '/admin/menu-items', '商品管理');
    await page.setViewportSize(size);
    await page.waitForTimeout(800);
    await shot(page, 'admin-items', size.name);
    await page.getByText('新規登録', { exact: true }).click();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${dir}/${P}-admin-item-form-${size.name}.png`, fullPage: true });
    await page.context().close();
  });

  test(`staff ${size.name}`, async ({ browser, baseURL }) => {
    const ctx = await staffContext(browser, baseURL!);
    const page = await ctx.newPage();
    await page.setViewportSize(size);
    await page.goto('/checkout-list');
    await expect(page.getByLabel('状態')).toBeVisible();
    await page.waitForTimeout(800);
    await shot(page, 'checkout-list', size.name);
    await ctx.close();
  });

  test(`handy ${size.name}`, async ({ browser, baseURL }) => {
    const api = await ownerApi(baseURL!);
    const table = await createTable(api, `見た目H${Date.now() % 100000}`);
    const ctx = await browser.newContext({ baseURL, viewport: size, locale: 'ja-JP' });
    const page = await ctx.newPage();
    const h = handy(page);
    await logInAsStaff(page);
    await page.goto('/handy');
    await h.tile(table.label).click();
    const guests = h.guestDialog(table.label);
    await guests.getByRole('button', { name: '2', exact: true }).click();
    await guests.getByRole('button', { name: '2名で開始' }).click();
    await page.getByRole('tab', { name: '揚げ物・焼き物' }).click();
    await h.item('焼き鳥盛り合わせ').click();
    await page.waitForTimeout(500);
    await shot(page, 'handy-yakitori', size.name);
    await page.getByRole('dialog').getByRole('radio', { name: 'タレ' }).click();
    await page.waitForTimeout(300);
    await shot(page, 'handy-yakitori-picked', size.name);
    await ctx.close();
    await api.dispose();
  });
}
