import type { OptionGroupSaveResponse } from '../../../appliance/src/contract/option-groups';
import { expect, test } from '../support/box-test';
import { handy, handySpecSetup, logInAsStaff, PHONE, tableLines } from './handy-kit';

/*
 * A waiter keys in an item with options on the handy (issue 15): the item asks for its required
 * choice before it goes in, each variant is its own line, a kitchen note on any line, and the box
 * gets the choices and notes.
 */

const kit = handySpecSetup();

test.use({ viewport: PHONE });

test('on a phone: 醤油 and 塩 of one item are two lines, each with its choice and note, and reach the box', async ({ page }) => {
  const { yakisoba, genre } = kit.menu;
  const created = await kit.api.post('/v1/optiongroup/create', {
    data: {
      name: `e2e-handy-${kit.suffix}`,
      label: '味付け',
      min_picks: 1,
      max_picks: 1,
      choices: [
        { label: '醤油', price_delta: 0 },
        { label: '塩', price_delta: 0 },
        { label: '大盛り', price_delta: 200 },
      ],
      item_ids: [yakisoba.id],
    },
  });
  expect(created.ok()).toBe(true);
  const group = ((await created.json()) as OptionGroupSaveResponse).optionGroup;
  const table = await kit.table('選択卓');
  const h = handy(page);
  await logInAsStaff(page);
  await page.goto('/handy');
  await h.tile(table.label).click();
  const guests = h.guestDialog(table.label);
  await guests.getByRole('button', { name: '2', exact: true }).click();
  await guests.getByRole('button', { name: '2名で開始' }).click();
  await page.getByRole('tab', { name: genre.label }).click();

  await h.item(yakisoba.label).click();
  const sheet = page.getByRole('dialog', { name: yakisoba.label });
  await expect(sheet.getByRole('radiogroup', { name: '味付け 必須' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'カートに追加' })).toBeDisabled();
  await expect(sheet.getByText('味付けを選択してください')).toBeVisible();
  // The chosen 味付け looks chosen (border and background), the others as before (issue 30).
  const lookOf = (name: string) =>
    sheet
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: new RegExp(`^${name}`) }) })
      .evaluate((el) => `${getComputedStyle(el).borderColor} ${getComputedStyle(el).backgroundColor}`);
  const unchosen = await lookOf('醤油');
  await sheet.getByRole('radio', { name: '醤油' }).click();
  await expect.poll(() => lookOf('醤油')).not.toBe(unchosen);
  expect(await lookOf('塩')).toBe(unchosen);
  await sheet.getByLabel('備考（キッチンへ）').fill('麺かため');
  await sheet.getByRole('button', { name: 'カートに追加' }).click();
  await expect(sheet).toBeHidden();
  await h.item(yakisoba.label).click();
  await sheet.getByRole('radio', { name: '塩' }).click();
  await sheet.getByRole('button', { name: 'カートに追加' }).click();
  await expect(h.item(yakisoba.label)).toContainText('×2');

  await h.cartBar.click();
  const lines = h.review.getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: '醤油' })).toContainText('備考: 麺かため');
  await page
    .getByRole('button', { name: `${yakisoba.label}の備考` })
    .last()
    .click();
  const note = page.getByRole('dialog', { name: `${yakisoba.label}の備考` });
  await note.getByLabel('備考（キッチンへ）').fill('アレルギー: えび');
  await note.getByRole('button', { name: '備考を保存' }).click();
  await expect(lines.filter({ hasText: '塩' })).toContainText('備考: アレルギー: えび');
  await page.getByRole('button', { name: '2点を送信' }).click();

  await expect(page.getByRole('heading', { name: '送信しました' })).toBeVisible();
  await expect(h.sentLines).toContainText('醤油');
  await expect(h.sentLines).toContainText('備考: 麺かため');
  const sent = await tableLines(kit.api, table.id);
  expect(sent.map((l) => [l.menuitems.id, l.options.map((o) => o.label), l.note]).sort()).toEqual(
    [
      [yakisoba.id, ['醤油'], '麺かため'],
      [yakisoba.id, ['塩'], 'アレルギー: えび'],
    ].sort(),
  );
  expect(sent.every((l) => l.orders.entered_by_user_id !== null)).toBe(true);
  await kit.api.post('/v1/optiongroup/delete', { data: { id: group.id } });
});
