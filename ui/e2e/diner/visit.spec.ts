import { type APIRequestContext, expect } from '@playwright/test';
import { enterMenu } from '../support/welcome';
import {
  createItem,
  createMenu,
  createOwnTable,
  markPaid,
  markServed,
  openSessionOf,
  pairByQr,
  tableOrderLines,
  test,
  uniqueSuffix,
} from './diner-fixture';
import { DinerMenu } from './menu-page';

const suffix = uniqueSuffix();
const FOOD = `E2E料理${suffix}`;
const DRINKS = `E2E飲物${suffix}`;

let api: APIRequestContext;
let table: { id: number; label: string };

test.beforeAll(async ({ owner }) => {
  api = owner;
  const food = await createMenu(api, FOOD);
  const drinks = await createMenu(api, DRINKS);
  // 10 items in the food genre: a grid of 8, then a second page of 2.
  await createItem(api, {
    label: '<b>特製</b>からあげ<img src="x" onerror="alert(1)">',
    price: 880,
    menuId: food.id,
    description: '外はかりっと、中はじゅわっと。',
  });
  await createItem(api, { label: '塩だれキャベツ', price: 500, menuId: food.id });
  for (let i = 3; i <= 8; i++) await createItem(api, { label: `小鉢${i}号`, price: 300 + i, menuId: food.id });
  await createItem(api, { label: '鯛めし', price: 1200, menuId: food.id });
  await createItem(api, { label: 'ドリンク飲み放題', price: 1100, menuId: food.id, planMenuIds: [drinks.id] });
  await createItem(api, { label: '烏龍茶', price: 330, menuId: drinks.id });
  table = await createOwnTable(api, `E2E卓${suffix}`);
});

test('a whole visit: pair, browse, order, a plan, staff call, the bill, and the next guests', async ({ page }) => {
  // One evening from pairing to the next guests, a dozen screens: near 30 s on a busy 2-core machine.
  test.setTimeout(60_000);
  const menu = new DinerMenu(page);

  await test.step('pair by the table QR code and greet', async () => {
    await pairByQr(page, api, table);
    await expect(page).toHaveTitle('トップ | スマオーダー');
    await expect(page.getByText(table.label)).toBeVisible();
    await enterMenu(page);
    await expect(page).toHaveURL(/\/menu/);
    await expect(page).toHaveTitle('メニュー | スマオーダー');
    await expect(page.getByTestId('table-label')).toHaveText(table.label);
    await expect(page.getByRole('button', { name: 'スタッフ呼び出し' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'お会計する' })).toBeVisible();
  });

  await test.step('tabs are the published genres, not the service genre', async () => {
    await expect(menu.tab(FOOD)).toBeVisible();
    await expect(menu.tab('サービス')).toHaveCount(0);
    await expect(menu.orderButton).toBeDisabled();
    await expect(menu.cart.getByText('カートが空です。商品を追加してください。')).toBeVisible();
  });

  await test.step('grid of 4 x 2, paged by 8; drinks in a list', async () => {
    await menu.openTab(FOOD);
    await expect(menu.items).toHaveCount(8);
    const boxes = await menu.items.evaluateAll((cards) =>
      cards.map((c) => c.getBoundingClientRect()).map((r) => [Math.round(r.x), Math.round(r.y)]),
    );
    expect(new Set(boxes.map(([x]) => x)).size).toBe(4);
    expect(new Set(boxes.map(([, y]) => y)).size).toBe(2);
    await page.getByRole('button', { name: '2ページ目' }).click();
    await expect(menu.items).toHaveCount(2);
    await expect(menu.item('鯛めし')).toBeVisible();
    await page.getByRole('button', { name: '前のページ' }).click();
    await expect(menu.items).toHaveCount(8);

    await menu.openTab('アルコール');
    await expect(page.locator('[data-layout="list"]')).toBeVisible();
    expect(await menu.items.count()).toBeLessThanOrEqual(16);
    await menu.openTab(FOOD);
  });

  await test.step('item detail: sanitized label, both prices, stepper', async () => {
    await menu.item('からあげ').click();
    const dialog = menu.dialog;
    await expect(dialog.getByRole('heading', { name: '特製からあげ' })).toBeVisible();
    await expect(dialog.locator('h2 b')).toHaveText('特製');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(dialog.getByText('¥880', { exact: true })).toBeVisible();
    await expect(dialog.getByText('税抜 ¥800')).toBeVisible();
    await expect(dialog.getByText('外はかりっと、中はじゅわっと。')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '1つ減らす' })).toBeDisabled();
    await dialog.getByRole('button', { name: '1つ増やす' }).click();
    await dialog.getByRole('button', { name: '1つ増やす' }).click();
    await expect(dialog.locator('output')).toHaveText('3');
    await dialog.getByRole('button', { name: '戻る' }).click();
    await expect(dialog).toBeHidden();
    await expect(menu.cart.getByTestId('cart-line')).toHaveCount(0);
  });

  await test.step('cart: add, +, -, and - at 1 removes', async () => {
    await menu.add('からあげ', 3);
    await expect(menu.line('からあげ').getByTestId('cart-line-subtotal')).toHaveText('¥2,640');
    await menu.add('塩だれキャベツ');
    await expect(menu.total).toHaveText('¥3,140');
    await expect(page.getByTestId('cart-count')).toHaveText('4点');
    await menu.cart.getByRole('button', { name: '特製からあげを1つ増やす' }).click();
    await expect(menu.total).toHaveText('¥4,020');
    await menu.cart.getByRole('button', { name: '特製からあげを1つ減らす' }).click();
    await menu.cart.getByRole('button', { name: '塩だれキャベツを1つ減らす' }).click();
    await expect(menu.line('塩だれキャベツ')).toHaveCount(0);
    await expect(menu.total).toHaveText('¥2,640');
  });

  await test.step('the cart survives a reload', async () => {
    await page.reload();
    await expect(menu.line('からあげ')).toBeVisible();
    await expect(menu.total).toHaveText('¥2,640');
  });

  await test.step('order: confirm, thanks, the cart moves to the history', async () => {
    await menu.order();
    await page.getByRole('link', { name: 'メニューに戻る' }).click();
    await expect(menu.orderButton).toBeDisabled();
    await expect(menu.cart.getByTestId('cart-line')).toHaveCount(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('orderHistory') ?? '[]').length)).toBe(1);
  });

  await test.step('a plan makes its drinks free', async () => {
    await menu.openTab(FOOD);
    await page.getByRole('button', { name: '2ページ目' }).click();
    // A plan is per person: offered to the two guests counted at the welcome.
    await menu.item('ドリンク飲み放題').click();
    await expect(menu.dialog.getByText('ご利用人数')).toBeVisible();
    await expect(menu.dialog.locator('output')).toHaveText('2');
    await menu.dialog.getByRole('button', { name: 'カートに追加' }).click();
    await expect(menu.dialog).toBeHidden();
    await menu.order();
    await page.getByRole('link', { name: 'メニューに戻る' }).click();
    await menu.openTab(DRINKS);
    await expect(menu.item('烏龍茶')).toContainText('¥0');
    await expect(menu.item('烏龍茶')).toContainText('飲み放題・プラン対象');
    await menu.add('烏龍茶', 2);
    await expect(menu.line('烏龍茶').getByTestId('cart-line-subtotal')).toHaveText('¥0');
    await expect(menu.total).toHaveText('¥0');
    await menu.order();
    await page.getByRole('link', { name: 'メニューに戻る' }).click();
    // Back at the genre the guests ordered from: the next round of drinks starts at the drinks.
    await expect(menu.tab(DRINKS)).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('staff call', async () => {
    await page.getByRole('button', { name: 'スタッフ呼び出し' }).click();
    await expect(menu.dialog.getByText('スタッフをお呼びしますか？')).toBeVisible();
    await menu.dialog.getByRole('button', { name: '呼び出す' }).click();
    await expect(page).toHaveURL('/staff-called');
    await expect(page).toHaveTitle('スタッフ呼び出し | スマオーダー');
    await expect(page.getByRole('heading', { name: 'スタッフをお呼びしました' })).toBeVisible();
    await expect(page.getByText('しばらくお待ちください')).toBeVisible();
    await page.getByRole('link', { name: 'メニューに戻る' }).click();
    await expect(page).toHaveURL(/\/menu/);
  });

  await test.step('checkout confirm: the history from the box, no blank rows, the total with the plan', async () => {
    await page.getByRole('button', { name: 'お会計する' }).click();
    await expect(page).toHaveURL('/checkout-confirm');
    await expect(page).toHaveTitle('お会計確認 | スマオーダー');
    const rows = page.getByTestId('history-row');
    await expect(rows).toHaveCount(4);
    // One row per line, no blank filler rows (issue 30).
    await expect(page.getByTestId('order-history').locator('tbody tr')).toHaveCount(4);
    await expect(rows.filter({ hasText: 'お通し' })).toContainText('¥660');
    await expect(rows.filter({ hasText: 'からあげ' })).toContainText('¥2,640');
    await expect(rows.filter({ hasText: 'ドリンク飲み放題' })).toContainText('¥2,200');
    await expect(rows.filter({ hasText: '烏龍茶' })).toContainText('¥0');
    await expect(page.getByTestId('checkout-total')).toHaveText('¥5,500');
    await expect(page.getByTestId('history-row').getByText('済')).toHaveCount(0);

    // Staff serve the karaage: the mark appears without a reload.
    const karaage = (await tableOrderLines(api, table.id)).find((line) => line.menuitems.label.includes('からあげ'));
    await markServed(api, karaage!.id);
    await expect(rows.filter({ hasText: 'からあげ' }).getByText('済')).toBeVisible();
  });

  await test.step('the bill: confirm, thanks, and the box froze the same total', async () => {
    await page.getByRole('button', { name: 'お会計を確定する' }).click();
    await expect(menu.dialog.getByText('スタッフにお会計を依頼しますか？', { exact: false })).toBeVisible();
    await menu.dialog.getByRole('button', { name: 'お会計を依頼する' }).click();
    await expect(page).toHaveURL('/checkout');
    await expect(page).toHaveTitle('お会計完了 | スマオーダー');
    await expect(page.getByRole('heading', { name: 'ご来店ありがとうございました！ レジにお進みください' })).toBeVisible();
    // The amount to have ready at the register, large.
    await expect(page.getByTestId('checkout-amount')).toHaveText('お会計金額¥5,500（税込）');
    const session = await openSessionOf(api, table.id);
    expect(session?.status).toBe(1);
    expect(session?.total_amount).toBe(5500);
    expect(await page.evaluate(() => [localStorage.getItem('orderHistory'), localStorage.getItem('activePlans')])).toEqual([
      null,
      null,
    ]);
  });

  await test.step('staff mark it paid: the tablet greets the next guests', async () => {
    const session = await openSessionOf(api, table.id);
    await markPaid(api, session!.id);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'いらっしゃいませ！' })).toBeVisible();
    // No visit is opened for nobody: the next one starts with the next guests' tap.
    expect(await openSessionOf(api, table.id)).toBeNull();
    await enterMenu(page);
    await expect(menu.orderButton).toBeDisabled();
    // The next guests start at the first genre, not where the last party left off.
    await expect(page.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    const next = await openSessionOf(api, table.id);
    expect(next?.id).not.toBe(session!.id);
    // The next party starts with only their own お通し (two adults).
    expect(next?.total_amount).toBe(660);
    expect(next?.guest_count).toBe(2);
  });
});
