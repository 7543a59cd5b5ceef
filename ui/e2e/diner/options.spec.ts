import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { OptionGroupSaveResponse } from '../../../appliance/src/contract/option-groups';
import type { OrderItemListResponse } from '../../../appliance/src/contract/orders';
import { createItem, createMenu, expectNoSidewaysScroll, seatAtMenu, test, uniqueSuffix } from './diner-fixture';
import { DinerMenu } from './menu-page';

/*
 * Item options on the tablet (issue 15): the detail asks for the required 焼き方, the price follows
 * the choices, each variant is its own cart line, the cart keeps them over a reload, the order
 * carries them to the box, and the history and the bill check show them. At tablet and phone size.
 */

const suffix = uniqueSuffix();
const GENRE = `E2E選択${suffix}`;

let api: APIRequestContext;
let yakitori: { id: number; label: string };
let rice: { id: number; label: string };

async function group(body: Record<string, unknown>) {
  const res = await api.post('/v1/optiongroup/create', { data: { name: `e2e-${uniqueSuffix()}`, ...body } });
  if (!res.ok()) throw new Error(`optiongroup/create ${res.status()} ${await res.text()}`);
  return ((await res.json()) as OptionGroupSaveResponse).optionGroup;
}

test.beforeAll(async ({ owner }) => {
  api = owner;
  const genre = await createMenu(api, GENRE);
  yakitori = await createItem(api, { label: `焼き鳥${suffix}`, price: 968, menuId: genre.id });
  rice = await createItem(api, { label: `白ごはん${suffix}`, price: 253, menuId: genre.id });
  await api.post('/v1/menuitem/update', {
    data: { id: rice.id, label: rice.label, name: `e2e-rice-${suffix}`, price: 253, menu_id: genre.id, flag: 1, accepts_note: 1 },
  });
  await group({
    label: '焼き方',
    min_picks: 1,
    max_picks: 1,
    choices: [
      { label: '塩', price_delta: 0 },
      { label: 'タレ', price_delta: 0 },
    ],
    item_ids: [yakitori.id],
  });
  await group({
    label: 'ご飯の量',
    min_picks: 1,
    max_picks: 1,
    choices: [
      { label: '少なめ', price_delta: -50 },
      { label: '普通', price_delta: 0, is_default: 1 },
      { label: '大盛り', price_delta: 110 },
      { label: '特盛り', price_delta: 220, flag: 0 },
    ],
    item_ids: [rice.id],
  });
});

async function orderedLines(tableSessionId: number) {
  const res = await api.get('/v1/orderitem/get/list', { params: { 'includeSession[]': tableSessionId, orderBy: 'asc' } });
  return ((await res.json()) as OrderItemListResponse).list.data;
}

async function walkThrough(page: Page, tableLabel: string) {
  const menu = new DinerMenu(page);
  const { session } = await seatAtMenu(page, api, tableLabel);
  await menu.openTab(GENRE);

  await test.step('焼き鳥: the add button waits for 焼き方, marked 必須', async () => {
    await menu.item(yakitori.label).click();
    const dialog = menu.dialog;
    const add = dialog.getByRole('button', { name: 'カートに追加' });
    await expect(dialog.getByRole('radiogroup', { name: '焼き方 必須' })).toBeVisible();
    await expect(add).toBeDisabled();
    await expect(dialog.getByText('焼き方を選択してください')).toBeVisible();
    await expect(dialog.getByRole('radiogroup', { name: '焼き方 必須' }).getByRole('radio', { checked: true })).toHaveCount(0);
    await dialog.getByRole('radio', { name: 'タレ' }).click();
    await expect(dialog.getByRole('radio', { name: 'タレ' })).toBeChecked();
    await expect(add).toBeEnabled();
    await dialog.getByRole('button', { name: '1つ増やす' }).click();
    await expect(dialog.getByTestId('detail-subtotal')).toHaveText('¥1,936');
    await add.click();
    await expect(dialog).toBeHidden();
    await menu.item(yakitori.label).click();
    await dialog.getByRole('radio', { name: '塩' }).click();
    await dialog.getByRole('button', { name: 'カートに追加' }).click();
    await expect(menu.line(yakitori.label)).toHaveCount(2);
    await expect(menu.line('タレ').getByTestId('cart-line-subtotal')).toHaveText('¥1,936');
    await expect(menu.line('塩').getByTestId('cart-line-subtotal')).toHaveText('¥968');
  });

  await test.step('白ごはん: 普通 picked first, 大盛り +¥110 moves the price, 特盛り sold out, a note', async () => {
    await menu.item(rice.label).click();
    const dialog = menu.dialog;
    await expect(dialog.getByRole('radio', { name: '普通' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /特盛り/ })).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: /特盛り/ })).toHaveAccessibleName('特盛り 品切れ');
    await expect(dialog.getByTestId('detail-subtotal')).toHaveText('¥253');
    await dialog.getByRole('radio', { name: /大盛り/ }).click();
    await expect(dialog.getByRole('radio', { name: /大盛り/ })).toHaveAccessibleName('大盛り +¥110');
    await expect(dialog.getByTestId('detail-subtotal')).toHaveText('¥363');
    await dialog.getByLabel('備考（ネギ抜きなど）').fill('かために炊いてください');
    await dialog.getByRole('button', { name: 'カートに追加' }).click();
    const line = menu.line(rice.label);
    await expect(line.getByTestId('line-options')).toHaveText('大盛り +¥110');
    await expect(line.getByTestId('line-note')).toHaveText('備考: かために炊いてください');
    await expect(menu.total).toHaveText('¥3,267');
  });

  await test.step('the cart keeps the variants over a reload', async () => {
    await page.reload();
    await expect(menu.line(yakitori.label)).toHaveCount(2);
    await expect(menu.line(rice.label).getByTestId('line-options')).toHaveText('大盛り +¥110');
    await expect(menu.total).toHaveText('¥3,267');
  });

  await test.step('the order confirm shows the choices; the box stores and prices them', async () => {
    await menu.orderButton.click();
    await expect(menu.dialog.getByText('大盛り +¥110')).toBeVisible();
    await expect(menu.dialog.getByText('備考: かために炊いてください')).toBeVisible();
    await menu.dialog.getByRole('button', { name: '注文する' }).click();
    await expect(page).toHaveURL('/order-complete');
    const lines = await orderedLines(session.id);
    expect(lines.map((l) => [l.menuitems.id, l.options.map((o) => o.label), l.note, l.quantity, l.subtotal]).sort()).toEqual(
      [
        [yakitori.id, ['塩'], null, 1, 968],
        [yakitori.id, ['タレ'], null, 2, 1936],
        [rice.id, ['大盛り'], 'かために炊いてください', 1, 363],
      ].sort(),
    );
    await page.getByRole('link', { name: 'メニューに戻る' }).click();
  });

  await test.step('注文履歴 and the bill check show each variant with its choices', async () => {
    await page.getByRole('button', { name: '注文履歴' }).click();
    const history = page.getByRole('dialog', { name: '注文履歴' });
    await expect(history.getByTestId('history-line')).toHaveCount(3);
    await expect(history.getByTestId('history-line').filter({ hasText: 'タレ' })).toContainText('× 2');
    await expect(history.getByTestId('history-line').filter({ hasText: '大盛り' })).toContainText('備考: かために炊いてください');
    await history.getByRole('button', { name: '閉じる', exact: true }).last().click();
    await expect(history).toBeHidden();

    await page.getByRole('button', { name: 'お会計する' }).click();
    await expect(page).toHaveTitle('お会計確認 | スマオーダー');
    const rows = page.getByTestId('history-row');
    // お通し for the two adults, then the three variants.
    await expect(rows).toHaveCount(4);
    await expect(rows.filter({ hasText: 'タレ' })).toContainText('¥1,936');
    await expect(rows.filter({ hasText: '塩' })).toContainText('¥968');
    await expect(rows.filter({ hasText: '大盛り' })).toContainText('¥363');
    await expect(page.getByTestId('checkout-total')).toHaveText('¥3,927');
    await expectNoSidewaysScroll(page);
  });
}

test('on a tablet (1280x800): choose, cart, order, history and bill with options', async ({ page }) => {
  await walkThrough(page, `E2E選択卓${suffix}`);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('(390x844): the same, with the cart as a sheet', async ({ page }) => {
    await walkThrough(page, `E2E選択携帯${suffix}`);
  });
});
