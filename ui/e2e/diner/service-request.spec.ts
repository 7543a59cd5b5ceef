import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { SERVICE_MENU_ID, STAFF_CALL_ITEM_NAME } from '../../../appliance/src/contract/constants';
import {
  createItem,
  expectNoSidewaysScroll,
  requestBill,
  seatAtMenu,
  tableOrderLines,
  test,
  uniqueSuffix,
  updateItem,
} from './diner-fixture';

const suffix = uniqueSuffix();
const PLATES = `取り皿${suffix}`;
const TOWELS = `おしぼり${suffix}`;
const APRON = `紙エプロン${suffix}`;

let api: APIRequestContext;

test.beforeAll(async ({ owner }) => {
  api = owner;
  // What the owner lists in the service genre is what a call may bring; a stopped one is not offered.
  await createItem(api, { label: PLATES, price: 0, menuId: SERVICE_MENU_ID });
  await createItem(api, { label: TOWELS, price: 0, menuId: SERVICE_MENU_ID });
  await updateItem(api, await createItem(api, { label: APRON, price: 0, menuId: SERVICE_MENU_ID }), { flag: 0 });
});

/** Opens スタッフ呼び出し and sets the quantities of the service items named. */
async function callWith(page: Page, picks: Record<string, number>) {
  await page.getByRole('button', { name: 'スタッフ呼び出し' }).click();
  const dialog = page.getByRole('dialog', { name: 'スタッフ呼び出し' });
  await expect(dialog.getByText('スタッフをお呼びしますか？')).toBeVisible();
  for (const [label, quantity] of Object.entries(picks)) {
    const row = dialog.getByTestId('service-item').filter({ hasText: label });
    await expect(row.locator('output')).toHaveText('0');
    for (let i = 0; i < quantity; i++) await row.getByRole('button', { name: `${label}を1つ増やす` }).click();
    await expect(row.locator('output')).toHaveText(String(quantity));
  }
  return dialog;
}

async function expectStaffCalled(page: Page) {
  await expect(page).toHaveURL('/staff-called');
  await expect(page.getByRole('heading', { name: 'スタッフをお呼びしました' })).toBeVisible();
  await expect(page.getByText('しばらくお待ちください')).toBeVisible();
}

test.describe('on a tablet', () => {
  test('a staff call brings the service items picked (取り皿 x3) as one order, or is a plain call', async ({ page }) => {
    const { table } = await seatAtMenu(page, api, `E2E呼出卓${suffix}`);

    const dialog = await callWith(page, { [PLATES]: 3, [TOWELS]: 1 });
    await expect(dialog.getByTestId('service-item').filter({ hasText: APRON })).toHaveCount(0);
    // The staff-call item itself is the plain call, not something to bring.
    await expect(dialog.getByTestId('service-item').filter({ hasText: 'スタッフ呼び出し' })).toHaveCount(0);
    await dialog.getByRole('button', { name: '呼び出す' }).click();
    await expectStaffCalled(page);

    const lines = await tableOrderLines(api, table.id);
    expect(lines.map((l) => [l.menuitems.label, l.quantity, l.subtotal])).toEqual([
      [PLATES, 3, 0],
      [TOWELS, 1, 0],
    ]);
    expect(new Set(lines.map((l) => l.orders.id)).size).toBe(1);

    // Back at the menu the cart was never touched; a call with nothing picked is the plain call.
    await page.getByRole('link', { name: 'メニューに戻る' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('0点');
    const plain = await callWith(page, {});
    await expect(plain.getByText('お選びがなければ、スタッフがお席に伺います。')).toBeVisible();
    await plain.getByRole('button', { name: '呼び出す' }).click();
    await expectStaffCalled(page);
    const after = await tableOrderLines(api, table.id);
    expect(after).toHaveLength(3);
    expect([after[2]!.menuitems.name, after[2]!.quantity]).toEqual([STAFF_CALL_ITEM_NAME, 1]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('after the bill is requested, おしぼり and 取り皿 can still be asked for', async ({ page }) => {
    const { table, session } = await seatAtMenu(page, api, `E2E携帯呼出${suffix}`);
    await requestBill(api, session.id);
    await page.reload();
    await expect(page.getByText('お会計のお手続き中です。', { exact: false })).toBeVisible();

    const dialog = await callWith(page, { [PLATES]: 2, [TOWELS]: 4 });
    await expectNoSidewaysScroll(page);
    await expect(dialog.getByRole('button', { name: '呼び出す' })).toBeInViewport();
    await dialog.getByRole('button', { name: '呼び出す' }).click();
    await expectStaffCalled(page);
    const lines = await tableOrderLines(api, table.id);
    expect(lines.map((l) => [l.menuitems.label, l.quantity])).toEqual([
      [PLATES, 2],
      [TOWELS, 4],
    ]);
  });
});
