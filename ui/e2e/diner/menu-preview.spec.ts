import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { staff } from '../demo-logins';
import { createItem, createMenu, expectNoSidewaysScroll, test, uniqueSuffix, updateItem } from './diner-fixture';

/*
 * Staff look at the diner menu from any browser (the admin home's menu card): the same tabs, items
 * and detail as a table's tablet, with nothing to order, and no tablet pairing needed.
 */

const suffix = uniqueSuffix();
const GENRE = `E2E見本${suffix}`;

let api: APIRequestContext;

test.beforeAll(async ({ owner }) => {
  api = owner;
  const genre = await createMenu(api, GENRE);
  await createItem(api, { label: '炙りしめ鯖', price: 880, menuId: genre.id, description: '皮目を香ばしく炙りました。' });
  await updateItem(api, await createItem(api, { label: '白子天ぷら', price: 990, menuId: genre.id }), { flag: 0 });
});

async function logInAsStaff(page: Page, baseURL: string) {
  const response = await page.request.post(`${baseURL}/v1/auth/login`, {
    data: { email: staff.email, password: staff.password },
    headers: { origin: baseURL },
  });
  expect(response.ok()).toBe(true);
}

/** The preview as a staff member reads it, and proof that it never orders or opens a visit. */
async function previewTheMenu(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') calls.push(new URL(request.url()).pathname);
  });
  await page.goto('/menu-preview');
  await expect(page).toHaveTitle('メニューのプレビュー | スマオーダー');
  await expect(page.getByTestId('preview-banner')).toContainText('プレビュー（注文はできません）');

  await page.getByRole('tab', { name: GENRE }).click();
  await expect(page.getByRole('tab', { name: GENRE })).toHaveAttribute('aria-selected', 'true');
  const items = page.getByTestId('menu-item');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: '白子天ぷら' })).toContainText('売り切れ');
  await items.filter({ hasText: '炙りしめ鯖' }).click();
  const detail = page.getByRole('dialog', { name: '炙りしめ鯖' });
  await expect(detail.getByText('¥880', { exact: true })).toBeVisible();
  await expect(detail.getByText('皮目を香ばしく炙りました。')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'カートに追加' })).toHaveCount(0);
  await expect(detail.getByRole('button', { name: '1つ増やす' })).toHaveCount(0);
  await detail.getByRole('button', { name: '戻る' }).click();
  await expect(detail).toBeHidden();

  for (const name of ['注文確定', 'スタッフ呼び出し', 'お会計する', '注文履歴']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(page.getByTestId('cart')).toHaveCount(0);
  await expect(page.getByText('このデバイスは登録されていません', { exact: false })).toHaveCount(0);
  expect(calls.filter((path) => !path.startsWith('/v1/auth/'))).toEqual([]);
  await expect(page.getByRole('link', { name: '管理ページへ戻る' })).toHaveAttribute('href', '/admin');
}

test.describe('on a staff browser', () => {
  test('the preview shows the diner menu read only, without a tablet pairing', async ({ page, baseURL }) => {
    await logInAsStaff(page, baseURL!);
    await previewTheMenu(page);
    // The diner menu itself still needs a paired tablet.
    await page.goto('/menu');
    await expect(page.getByText('このデバイスは登録されていません。管理ページで登録してください。')).toBeVisible();
  });

  test('without a login the preview asks for one', async ({ page }) => {
    await page.goto('/menu-preview');
    await expect(page).toHaveURL('/login');
    await expect(page.getByTestId('preview-banner')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the preview fits a phone', async ({ page, baseURL }) => {
    await logInAsStaff(page, baseURL!);
    await previewTheMenu(page);
    await expectNoSidewaysScroll(page);
  });
});
