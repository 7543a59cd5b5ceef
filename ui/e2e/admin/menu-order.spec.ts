import type { MenuListResponse } from '../../../appliance/src/contract/menus';
import { seatTablet, type Tablet } from '../staff/staff-kit';
import { expect, type Page, test } from '../support/box-test';
import { message, ownerPage, unique } from './admin-session';

/*
 * Issue 30: the owner puts genres in order. A genre registered now lands last (not as the first,
 * landing tab of every tablet); moving it up with 上へ (a button a finger can press) is saved at
 * once and the tablet's tabs follow. The register form warns that a new genre has no station.
 */

const id = unique();
const genre = `並び${id}`;
let page: Page;
let tablet: Tablet;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  page = await ownerPage(browser, baseURL!, '/admin/menus', 'メニュー管理');
  tablet = await seatTablet(browser, page.request, baseURL!, `並び卓${id}`);
});

test.afterAll(async () => {
  await tablet.context.close();
  await page.context().close();
});

const genreList = () => page.getByRole('list', { name: 'メニュー一覧' });
const tabNames = (diner: Page) => diner.getByRole('tablist').getByRole('tab').allInnerTexts();

test('a new genre lands last, the form warning it reaches no kitchen; moved up, the tablet tabs follow', async () => {
  test.setTimeout(60_000);
  await page.getByText('新規登録', { exact: true }).click();
  const form = page.getByRole('form', { name: '新規登録' });
  await expect(form.getByText('キッチン（出力先）が未設定です。注文は伝票・キッチン画面に出ません')).toBeVisible();
  await form.getByRole('textbox', { name: 'メニュー名', exact: true }).fill(genre);
  await form.getByLabel('メニュー名(管理)').fill(`order-${id}`);
  await form.getByRole('button', { name: '登録する' }).click();
  await expect(message(page, 'メニューを登録しました。')).toBeVisible();

  // Last of the owner's genres; only the service genre (999) comes after it.
  const rows = genreList().getByRole('listitem');
  await expect(rows.filter({ hasText: genre })).toBeVisible();
  const labels = await rows.allInnerTexts();
  const at = labels.findIndex((l) => l.includes(genre));
  expect(labels.slice(at + 1).every((l) => l.includes('999'))).toBe(true);

  // A genre shows as a tab once it holds an item.
  const menus = (await (await page.request.get('/v1/menu/get/list')).json()) as MenuListResponse;
  const menuId = menus.list.data.find((m) => m.label === genre)?.id;
  const item = await page.request.post('/v1/menuitem/create', {
    data: { label: `並び品${id}`, name: `order-item-${id}`, price: 300, menu_id: menuId },
  });
  expect(item.ok()).toBe(true);

  // The tablet: the new genre is the last tab, not the first.
  const diner = await tablet.context.newPage();
  await diner.goto('/menu');
  await diner.getByRole('tablist').waitFor();
  await expect(diner.getByRole('tab', { name: genre })).toBeVisible();
  const before = await tabNames(diner);
  expect(before.at(-1)).toBe(genre);
  expect(before[0]).not.toBe(genre);
  const previous = before.at(-2)!;

  // 上へ: saved at once; the tablet's tabs follow.
  await page.getByRole('button', { name: `${genre}を上へ` }).click();
  await expect(message(page, '並び順を保存しました。')).toBeVisible();
  await expect(async () => {
    const now = await genreList().getByRole('listitem').allInnerTexts();
    expect(now.findIndex((l) => l.includes(genre))).toBeLessThan(now.findIndex((l) => l.includes(previous)));
  }).toPass();
  await diner.reload();
  await expect(diner.getByRole('tab', { name: genre })).toBeVisible();
  const after = await tabNames(diner);
  expect(after.slice(-2)).toEqual([genre, previous]);
});
