import sharp from 'sharp';
import type { MenuItemListResponse } from '../../../appliance/src/contract/menu-items';
import { createTable, pairByApi } from '../support/box-api';
import { type BrowserContext, expect, type Page, test } from '../support/box-test';
import { message, ownerPage, pagePassword, unique } from './admin-session';

const id = unique();
const genre = { label: `E2E麺${id}`, name: `e2e-noodles-${id}` };
const item = { label: `E2Eラーメン${id}`, name: `e2e-ramen-${id}`, price: '880' };

let page: Page;
let tablet: BrowserContext;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, baseURL }) => {
  page = await ownerPage(browser, baseURL!, '/admin/menus', 'メニュー管理');
  tablet = await browser.newContext({ baseURL });
  // The owner page's own session (login + page password) makes the tablet: logins are rate-limited.
  const table = await createTable(page.request);
  await pairByApi(tablet, page.request, table.id, baseURL!);
});

test.afterAll(async () => {
  await page.context().close();
  await tablet.close();
});

/** What the paired tablet's menu shows: items on sale, as the diner menu asks. */
async function tabletMenu(): Promise<MenuItemListResponse['list']['data']> {
  const res = await tablet.request.get('/v1/menuitem/get/list?flags[]=1');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as MenuItemListResponse).list.data;
}

test('registers a genre, refuses a duplicate management name, edits it in place', async () => {
  await page.getByText('新規登録', { exact: true }).click();
  const form = page.getByRole('form', { name: '新規登録' });
  const register = form.getByRole('button', { name: '登録する' });
  await expect(register).toBeDisabled();
  await form.getByRole('textbox', { name: 'メニュー名', exact: true }).fill(genre.label);
  await form.getByLabel('メニュー名(管理)').fill(genre.name);
  await register.click();
  await expect(message(page, 'メニューを登録しました。')).toBeVisible();
  const list = page.getByRole('list', { name: 'メニュー一覧' });
  await expect(list.getByText(genre.name, { exact: true })).toBeVisible();

  await form.getByRole('textbox', { name: 'メニュー名', exact: true }).fill('重複テスト');
  await form.getByLabel('メニュー名(管理)').fill(genre.name);
  await register.click();
  await expect(form.getByRole('alert')).toHaveText('メニュー名(管理)が重複しています。');

  await list.getByRole('button', { name: `${genre.label} 変更` }).click();
  const edit = page.getByRole('form', { name: `${genre.label}を編集中` });
  await edit.getByRole('textbox', { name: 'メニュー名', exact: true }).fill(`${genre.label}改`);
  await edit.getByRole('button', { name: '更新' }).click();
  await expect(message(page, 'メニュー情報を更新しました。')).toBeVisible();
  await expect(list.getByText(`${genre.label}改`, { exact: true })).toBeVisible();
  genre.label = `${genre.label}改`;

  await page.getByRole('search').getByLabel('キーワード').fill(genre.name);
  await page.getByRole('search').getByRole('button', { name: '検索する' }).click();
  await expect(page.getByText('1件', { exact: true })).toBeVisible();
});

test('registers an item with a photo; the tablet sees it; stopping it takes it off the tablet', async () => {
  await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '商品管理' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '商品管理' })).toBeVisible();
  await page.getByText('新規登録', { exact: true }).click();
  const form = page.getByRole('form', { name: '新規登録' });
  const price = form.getByLabel('価格(税込)');

  // The service genre fixes the price at 0; leaving it brings the typed price back.
  await price.fill(item.price);
  await form.getByRole('combobox', { name: 'メニュー', exact: true }).selectOption({ label: 'サービス' });
  await expect(price).toBeDisabled();
  await expect(price).toHaveValue('0');
  await form.getByRole('combobox', { name: 'メニュー', exact: true }).selectOption({ label: genre.label });
  await expect(price).toBeEnabled();
  await expect(price).toHaveValue(item.price);

  await form.getByRole('textbox', { name: '商品名', exact: true }).fill(item.label);
  await form.getByLabel('商品名(管理)').fill(item.name);
  await form.getByLabel('説明').fill('濃厚な豚骨スープ');

  // Bytes that are not a picture: the box answers 422 and SPEC.md's message shows.
  await form
    .getByLabel('画像', { exact: true })
    .setInputFiles({ name: 'fake.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo') });
  await form.getByRole('button', { name: '登録する' }).click();
  await expect(form.getByRole('alert')).toHaveText('不正な画像形式です。');

  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 190, g: 120, b: 60 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
  await form.getByLabel('画像', { exact: true }).setInputFiles({ name: 'ramen.jpg', mimeType: 'image/jpeg', buffer: photo });
  // A slow box (a Pi resizing a phone photo): the form shows where the upload stands meanwhile.
  await page.route('**/v1/menuitem/create', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await form.getByRole('button', { name: '登録する' }).click();
  await expect(form.getByRole('status').filter({ hasText: /画像を(送信|処理)しています/ })).toBeVisible();
  await expect(form.getByRole('button', { name: '登録する' })).toBeDisabled();
  await expect(message(page, '商品を登録しました。')).toBeVisible();
  await page.unroute('**/v1/menuitem/create');

  const search = page.getByRole('search');
  await search.getByLabel('キーワード').fill(item.name);
  await search.getByRole('button', { name: '検索する' }).click();
  const list = page.getByRole('list', { name: '商品一覧' });
  const row = list.getByRole('listitem').filter({ hasText: item.name });
  await expect(row).toHaveCount(1);
  await expect(row.locator('img')).toHaveAttribute('src', /^\/images\/.+-thumb\.webp$/);
  await expect(row).toContainText('¥800(税抜)');
  await expect(row).toContainText('¥880(税込)');

  const onTablet = (await tabletMenu()).find((i) => i.name === item.name);
  expect(onTablet).toMatchObject({ label: item.label, price: 880, flag: 1, menus: { label: genre.label } });
  expect(onTablet?.image_url).toMatch(/-detail\.webp$/);
  const picture = await tablet.request.get(onTablet!.thumb_url!);
  expect(picture.headers()['content-type']).toBe('image/webp');
  expect(picture.headers()['cache-control']).toContain('immutable');

  await row.getByRole('button', { name: `${item.label} 変更` }).click();
  const edit = page.getByRole('form', { name: `${item.label}を編集中` });
  await edit.getByLabel('ステータス').selectOption({ label: '停止' });
  await edit.getByRole('button', { name: '更新' }).click();
  await expect(message(page, '商品情報を更新しました。')).toBeVisible();
  // The search (its name, on sale) matches nothing now: the list says so, not that the shop has no items.
  await expect(page.getByText('※検索条件に一致するものはありません。条件を変えてお試しください。')).toBeVisible();
  expect((await tabletMenu()).some((i) => i.name === item.name)).toBe(false);

  await search.getByLabel('ステータス').selectOption({ label: 'すべて' });
  await search.getByRole('button', { name: '検索する' }).click();
  await expect(list.getByRole('listitem').filter({ hasText: item.name })).toContainText('停止');

  // A search that matches nothing says so; it must not read as a menu with no items at all.
  await search.getByLabel('キーワード').fill(`該当なし${item.name}zzz`);
  await search.getByRole('button', { name: '検索する' }).click();
  await expect(page.getByText('※検索条件に一致するものはありません。条件を変えてお試しください。')).toBeVisible();
  await expect(page.getByText('※商品が登録されていません。新規登録してください。')).toHaveCount(0);
});

test('a lapsed page password brings the prompt back over the form, which keeps what was typed', async () => {
  await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: 'メニュー管理' }).click();
  await page.getByText('新規登録', { exact: true }).click();
  const form = page.getByRole('form', { name: '新規登録' });
  await form.getByRole('textbox', { name: 'メニュー名', exact: true }).fill(`E2E失効${id}`);
  await form.getByLabel('メニュー名(管理)').fill(`e2e-lapse-${id}`);
  await page.context().clearCookies({ name: 'so_pa' });
  await form.getByRole('button', { name: '登録する' }).click();

  const prompt = page.getByRole('dialog', { name: 'ページ認証' });
  await expect(prompt).toBeVisible();
  await prompt.getByLabel('ページパスワード').fill(pagePassword);
  await prompt.getByRole('button', { name: '認証する' }).click();
  await expect(prompt).toBeHidden();
  await expect(form.getByLabel('メニュー名(管理)')).toHaveValue(`e2e-lapse-${id}`);
  await form.getByRole('button', { name: '登録する' }).click();
  await expect(message(page, 'メニューを登録しました。')).toBeVisible();
});
