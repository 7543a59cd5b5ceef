import { type APIRequestContext, expect } from '@playwright/test';
import { pairingPath } from '../support/box-api';
import { enterMenu } from '../support/welcome';
import {
  createItem,
  createMenu,
  createOwnTable,
  openSessionOf,
  pairByQr,
  test,
  uniqueSuffix,
  updateItem,
  waiveCover,
} from './diner-fixture';
import { DinerMenu } from './menu-page';

const suffix = uniqueSuffix();
const GENRE = `E2E状態${suffix}`;

let api: APIRequestContext;
let menuId: number;

test.beforeAll(async ({ owner }) => {
  api = owner;
  menuId = (await createMenu(api, GENRE)).id;
});

test('empty cart and empty bill: the buttons stay disabled', async ({ page }) => {
  const table = await createOwnTable(api, `E2E空卓${suffix}`);
  await createItem(api, { label: '枝豆', price: 390, menuId });
  const menu = new DinerMenu(page);
  await pairByQr(page, api, table);
  await enterMenu(page);
  await expect(menu.cart.getByText('カートが空です。商品を追加してください。')).toBeVisible();
  await expect(menu.orderButton).toBeDisabled();
  await expect(menu.total).toHaveText('¥0');
  // Nothing ordered and the お通し waived by staff: the bill is empty.
  const session = await openSessionOf(api, table.id);
  await waiveCover(api, session!.id);

  await page.getByRole('button', { name: 'お会計する' }).click();
  // Only the empty-bill line, no blank filler rows (issue 30).
  await expect(page.getByTestId('order-history').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByText('まだご注文はありません。')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('¥0');
  await expect(page.getByRole('button', { name: 'お会計を確定する' })).toBeDisabled();
  await page.getByRole('link', { name: '戻る' }).click();
  await expect(page).toHaveURL(/\/menu/);
});

test('sold out and price changes show at once, and a sold-out line blocks the order', async ({ page }) => {
  const table = await createOwnTable(api, `E2E品切卓${suffix}`);
  const squid = await createItem(api, { label: 'いか焼き', price: 700, menuId });
  const soldOut = await updateItem(api, await createItem(api, { label: '白子ポン酢', price: 900, menuId }), { flag: 0 });
  const menu = new DinerMenu(page);
  await pairByQr(page, api, table);
  await enterMenu(page);
  await menu.openTab(GENRE);

  await expect(menu.item(soldOut.label)).toContainText('売り切れ');
  await menu.item(soldOut.label).click();
  await expect(menu.dialog.getByRole('button', { name: '売り切れ' })).toBeDisabled();
  await menu.dialog.getByRole('button', { name: '戻る' }).click();

  await menu.add('いか焼き', 2);
  await expect(menu.total).toHaveText('¥1,400');

  // An admin raises the price: the card and the cart follow without a reload.
  const dearer = await updateItem(api, squid, { price: 770 });
  await expect(menu.item('いか焼き')).toContainText('¥770');
  await expect(menu.total).toHaveText('¥1,540');

  // Then it sells out: the line is marked and the order cannot be sent until it is removed.
  await updateItem(api, dearer, { flag: 0 });
  await expect(menu.item('いか焼き')).toContainText('売り切れ');
  await expect(menu.line('いか焼き')).toContainText('売り切れ');
  await expect(menu.cart.getByText('売り切れのため注文できません。カートから削除してください。')).toBeVisible();
  await expect(menu.orderButton).toBeDisabled();
  await menu.line('いか焼き').getByRole('button', { name: '削除' }).click();
  await expect(menu.cart.getByTestId('cart-line')).toHaveCount(0);
});

test('after the bill is requested the menu takes no more orders', async ({ page }) => {
  const table = await createOwnTable(api, `E2E会計卓${suffix}`);
  await createItem(api, { label: 'ほうじ茶プリン', price: 480, menuId });
  const menu = new DinerMenu(page);
  await pairByQr(page, api, table);
  await enterMenu(page);
  await menu.openTab(GENRE);
  await menu.add('ほうじ茶プリン');
  await menu.order();
  const session = await openSessionOf(api, table.id);
  await api.post('/v1/tablesession/update', { data: { id: session!.id, status: 1 } });

  await page.goto('/menu');
  await expect(page.getByText('お会計のお手続き中です。', { exact: false })).toBeVisible();
  await menu.openTab(GENRE);
  await menu.add('ほうじ茶プリン');
  await expect(menu.orderButton).toBeDisabled();
  await expect(page.getByRole('button', { name: 'スタッフ呼び出し' })).toBeEnabled();
});

test('a tablet the box does not know is told so, with the way to register it', async ({ page }) => {
  await page.goto('/');
  const message = 'このデバイスは登録されていません。管理ページで登録してください。';
  await expect(page.getByText(message)).toBeVisible();
  await enterMenu(page);
  await expect(page).toHaveURL('/menu');
  await expect(page.getByText(message)).toBeVisible();
  await page.getByRole('link', { name: '管理者ログイン' }).click();
  await expect(page).toHaveURL('/login');
});

test('pairing: a used QR code and a broken link are explained in Japanese', async ({ page, browser }) => {
  const table = await createOwnTable(api, `E2E再卓${suffix}`);
  const path = await pairingPath(api, table.id);
  await page.goto(path);
  await expect(page.getByText(`このタブレットを「${table.label}」に登録しました。`)).toBeVisible();

  const other = await browser.newPage();
  await other.goto(path);
  await expect(other).toHaveTitle('タブレットの登録 | スマオーダー');
  await expect(other.getByText('タブレットを登録できませんでした。')).toBeVisible();
  await expect(other.getByText('QRコードの有効期限が切れているか、既に使用されています。', { exact: false })).toBeVisible();
  await other.goto('/pair');
  await expect(other.getByText('QRコードの読み取りに失敗しました。', { exact: false })).toBeVisible();
  await other.getByRole('link', { name: 'トップへ戻る' }).click();
  await expect(other).toHaveURL('/');
  await other.close();
});
