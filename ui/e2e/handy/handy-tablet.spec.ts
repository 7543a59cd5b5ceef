import { expect, test } from '../support/box-test';
import { handy, handySpecSetup, logInAsStaff, openSessionOf, seatTable, setItemFlag, TABLET, tableLines } from './handy-kit';

const kit = handySpecSetup();

test.use({ viewport: TABLET });

test('a seated table opens straight to ordering; its guest count is corrected; a bill asked shows お会計中', async ({ page }) => {
  const table = await kit.table('着席卓');
  const session = await seatTable(kit.api, table.id, 2);
  const h = handy(page);
  await logInAsStaff(page);
  await page.goto('/handy');
  await expect(h.tile(table.label)).toContainText('利用中');
  await expect(h.tile(table.label)).toContainText('2名');
  await h.tile(table.label).click();
  await expect(page).toHaveURL(`/handy?table=${table.id}`);
  await expect(h.guestDialog(table.label)).toBeHidden();
  await expect(h.search).toBeVisible();

  await page.getByRole('button', { name: /人数を変更/ }).click();
  const dialog = h.guestDialog(table.label);
  await expect(dialog.getByRole('status', { name: '人数の入力' })).toContainText('2');
  // The first digit replaces the count shown.
  await dialog.getByRole('button', { name: '1', exact: true }).click();
  await expect(dialog.getByRole('status', { name: '人数の入力' })).toContainText('1');
  await expect(dialog.getByRole('status', { name: '人数の入力' })).not.toContainText('21');
  await dialog.getByRole('button', { name: '2', exact: true }).click();
  await dialog.getByRole('button', { name: '12名に変更' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^12名/ })).toBeVisible();
  await expect.poll(async () => (await openSessionOf(kit.api, table.id))?.guest_count).toBe(12);

  // Katakana finds the item by its romaji name; a sold-out item is found, marked 品切れ, and adds
  // nothing (the waiter puts it back on sale with its switch).
  await h.search.fill('カラアゲ');
  await expect(h.item('若鶏の唐揚げ')).toBeVisible();
  await h.search.fill(kit.menu.soldOut.label);
  await expect(h.item(kit.menu.soldOut.label)).toContainText('品切れ');
  await expect(h.item(kit.menu.soldOut.label)).toBeDisabled();
  await expect(page.getByRole('button', { name: `販売再開（${kit.menu.soldOut.label}）` })).toBeVisible();

  // The table's tablet asks for the bill: the picker says so at once and takes no order for it.
  await kit.api.post('/v1/tablesession/update', { data: { id: session.id, status: 1 } });
  await page.getByRole('link', { name: '卓一覧', exact: true }).click();
  await expect(h.tile(table.label)).toContainText('お会計中');
  await h.tile(table.label).click();
  await expect(page.getByText('この卓はお会計中のため、注文を入力できません。')).toBeVisible();
  await expect(h.search).toHaveCount(0);
});

test('an item sold out while in the cart is named by the box; the waiter removes it and sends the rest', async ({ page }) => {
  const table = await kit.table('売切卓');
  await seatTable(kit.api, table.id, 4);
  const { yakisoba, genre } = kit.menu;
  const h = handy(page);
  await logInAsStaff(page);
  await page.goto(`/handy?table=${table.id}`);
  await page.getByRole('tab', { name: genre.label }).click();
  await h.item(yakisoba.label).click();
  await h.search.fill('からあげ');
  await h.item('若鶏の唐揚げ').click();
  await h.cartBar.click();

  await setItemFlag(kit.api, yakisoba, 0);
  try {
    await page.getByRole('button', { name: '2点を送信' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(`販売停止中の商品があります：${yakisoba.label}。`);
    await expect(h.review.getByRole('listitem').filter({ hasText: yakisoba.label })).toContainText('販売停止中');
    await expect(page.getByRole('button', { name: '2点を送信' })).toBeDisabled();
    await alert.getByRole('button', { name: '販売停止中の商品を削除' }).click();
    await expect(h.review.getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: '1点を送信' }).click();
    await expect(page.getByRole('heading', { name: '送信しました' })).toBeVisible();
    const lines = await tableLines(kit.api, table.id);
    expect(lines.map((l) => [l.menuitems.label, l.quantity])).toEqual([['若鶏の唐揚げ', 1]]);
  } finally {
    await setItemFlag(kit.api, yakisoba, 1);
  }
});
