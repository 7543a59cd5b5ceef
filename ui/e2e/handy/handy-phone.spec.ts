import { orderRow } from '../staff/staff-kit';
import { expect, type Request, test } from '../support/box-test';
import { handy, handySpecSetup, logInAsStaff, openSessionOf, PHONE, staffUserId, tableLines } from './handy-kit';

const kit = handySpecSetup();
const KARAAGE = '若鶏の唐揚げ';

test.use({ viewport: PHONE });

test('a waiter on a phone seats a table of 3, finds からあげ, sends; the box and the order list have the order', async ({
  page,
}) => {
  const table = await kit.table('ハンディ卓');
  const { yakisoba, soldOut, genre } = kit.menu;
  const h = handy(page);
  await logInAsStaff(page);
  const waiterId = await staffUserId(page);

  await page.goto('/handy');
  await expect(page).toHaveTitle('ハンディ | スマオーダー');
  // One tap back to the waiter's home, the order list (which links here).
  await expect(page.getByRole('link', { name: '注文確認画面' })).toHaveAttribute('href', '/order-list');
  await expect(h.tile(table.label)).toContainText('空席');
  await h.tile(table.label).click();
  const dialog = h.guestDialog(table.label);
  await expect(dialog.getByRole('button', { name: '人数を入力' })).toBeDisabled();
  await dialog.getByRole('button', { name: '3', exact: true }).click();
  // The demo counts children apart (no お通し for them): one of the three.
  await dialog.getByRole('button', { name: '子供を1名増やす' }).click();
  await expect(dialog.getByRole('status').last()).toHaveText('1');
  await dialog.getByRole('button', { name: '3名で開始' }).click();
  await expect(page).toHaveURL(`/handy?table=${table.id}`);
  await expect(page.getByRole('heading', { level: 1, name: table.label })).toBeVisible();
  await expect(page.getByRole('button', { name: /^3名/ })).toBeVisible();
  await expect(h.emptyCartBar).toBeDisabled();

  // Search across genres, in hiragana, katakana or half-width kana: the item's romaji name matches.
  await h.search.fill('からあげ');
  await expect(h.item(KARAAGE)).toBeVisible();
  await h.item(KARAAGE).click();
  await h.item(KARAAGE).click();
  await expect(h.item(KARAAGE)).toContainText('×2');
  await h.search.fill('ｶﾗｱｹﾞ');
  await expect(h.item(KARAAGE)).toBeVisible();
  await page.getByRole('button', { name: '検索をクリア' }).click();

  // The genre's tab: the sold-out item is shown 品切れ and takes no tap (issue 30: staff see it, with its switch).
  await page.getByRole('tab', { name: genre.label }).click();
  await expect(h.item(yakisoba.label)).toBeVisible();
  await expect(h.item(soldOut.label)).toContainText('品切れ');
  await expect(h.item(soldOut.label)).toBeDisabled();
  await h.item(yakisoba.label).click();

  await h.cartBar.click();
  await expect(h.review.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: `${yakisoba.label}を1つ増やす` }).click();
  await expect(page.getByText('¥780 × 2')).toBeVisible();
  await page.getByRole('button', { name: '4点を送信' }).click();

  await expect(page.getByRole('heading', { name: '送信しました' })).toBeVisible();
  await expect(h.sentLines.getByRole('listitem')).toHaveText([`${KARAAGE}×2`, `${yakisoba.label}×2`]);

  // The box: one order of the waiter's, the visit seated with 3 guests.
  const session = await openSessionOf(kit.api, table.id);
  expect(session?.guest_count).toBe(3);
  expect(session?.child_count).toBe(1);
  expect(session?.cover).toMatchObject({ label: 'お通し', quantity: 2, subtotal: 660 });
  const lines = await tableLines(kit.api, table.id);
  expect(lines.map((l) => [l.menuitems.label, l.quantity, l.orders.entered_by_user_id])).toEqual([
    [KARAAGE, 2, waiterId],
    [yakisoba.label, 2, waiterId],
  ]);

  // Keep ordering for the same table: an empty cart, the same table.
  await page.getByRole('button', { name: '続けて注文する' }).click();
  await expect(h.emptyCartBar).toBeDisabled();
  await expect(page.getByRole('heading', { level: 1, name: table.label })).toBeVisible();

  // The staff order list shows it like any tablet order; the table picker shows the table seated.
  await page.goto('/order-list');
  await expect(orderRow(page, KARAAGE, table.label)).toBeVisible();
  await expect(orderRow(page, yakisoba.label, table.label)).toBeVisible();
  await page.goto('/handy');
  await expect(h.tile(table.label)).toContainText('利用中');
  await expect(h.tile(table.label)).toContainText('3名');
});

test('a send whose answer is lost is retried with the same key, even after a reload: one order', async ({ page }) => {
  const table = await kit.table('再送卓');
  const { yakisoba, genre } = kit.menu;
  const h = handy(page);
  await logInAsStaff(page);
  await page.goto('/handy');
  await h.tile(table.label).click();
  await h.guestDialog(table.label).getByRole('button', { name: '2', exact: true }).click();
  await h.guestDialog(table.label).getByRole('button', { name: '2名で開始' }).click();
  await page.getByRole('tab', { name: genre.label }).click();
  await h.item(yakisoba.label).click();
  await h.cartBar.click();

  // The box takes the first try, but its answer never reaches the phone.
  const sends: Request[] = [];
  let cut = true;
  await page.route('**/v1/order/create', async (route) => {
    sends.push(route.request());
    if (!cut) return route.continue();
    cut = false;
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: '1点を送信' }).click();
  await expect(page.getByRole('alert')).toContainText('送信結果を確認できませんでした。');
  expect(await tableLines(kit.api, table.id)).toHaveLength(1);
  // The cart is kept as it was sent: no changes until the box has answered.
  await expect(page.getByRole('button', { name: `${yakisoba.label}を1つ増やす` })).toBeDisabled();

  // A reload (the phone's browser restarted) keeps the cart and its key.
  await page.reload();
  await page.getByRole('button', { name: /^注文内容を確認（1点）/ }).click();
  await expect(page.getByRole('alert')).toContainText('送信結果を確認できませんでした。');
  await page.getByRole('button', { name: '再送信する' }).click();
  await expect(page.getByRole('heading', { name: '送信しました' })).toBeVisible();
  await expect(h.sentLines).toHaveText(`${yakisoba.label}×1`);

  expect(sends).toHaveLength(2);
  const key = await sends[0]!.headerValue('idempotency-key');
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
  expect(await sends[1]!.headerValue('idempotency-key')).toBe(key);
  const lines = await tableLines(kit.api, table.id);
  expect(lines.map((l) => [l.menuitems.label, l.quantity])).toEqual([[yakisoba.label, 1]]);
});
