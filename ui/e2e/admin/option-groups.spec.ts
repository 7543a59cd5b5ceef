import type { MenuItemListResponse } from '../../../appliance/src/contract/menu-items';
import { createStaffMenu, type StaffMenu } from '../staff/staff-kit';
import { expect, type Page, test } from '../support/box-test';
import { message, ownerPage, unique } from './admin-session';

/*
 * The owner sets up a choice on /admin/option-groups: registers ご飯の量 with a cheaper and a dearer
 * choice and a default, attaches it to an item of this file's own genre, sees the item offer it,
 * reorders, marks one 品切れ, removes one, meets the duplicate-name message and deletes the group.
 * Then the same list and editor on a phone.
 */

const id = unique();
const groupLabel = `E2E量${id}`;
const groupName = `e2e-size-${id}`;

let page: Page;
let menu: StaffMenu;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, baseURL }) => {
  page = await ownerPage(browser, baseURL!, '/admin/option-groups', 'オプション管理');
  menu = await createStaffMenu(page.request, id);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'オプション管理' })).toBeVisible();
});

test.afterAll(async () => {
  await page.context().close();
});

const card = (p: Page, label: string) => p.getByTestId('option-group').filter({ has: p.getByRole('heading', { name: label }) });
const editor = (p: Page) => p.getByRole('dialog');

async function itemGroups(p: Page, itemId: number) {
  const res = await p.request.get('/v1/menuitem/get/list');
  const body = (await res.json()) as MenuItemListResponse;
  return body.list.data.find((i) => i.id === itemId)!.option_groups;
}

test('register a group with choices and attach it to an item; the item offers it', async () => {
  await page.getByRole('button', { name: '新しいオプションを登録' }).click();
  const dialog = editor(page);
  await expect(dialog.getByRole('heading', { name: '新しいオプション' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: '保存する' })).toBeDisabled();
  await expect(dialog.getByText('表示名を入力してください。')).toBeVisible();
  await dialog.getByLabel('表示名（お客様が見る名前）').fill(groupLabel);
  await dialog.getByLabel('管理名').fill(groupName);
  await dialog.getByLabel('必須（選ばないと注文できない）').check();
  await dialog.getByLabel('選択肢1の名前').fill('少なめ');
  await dialog.getByLabel('選択肢1の価格差（円）').fill('-50');
  await dialog.getByLabel('選択肢2の名前').fill('普通');
  await dialog.getByRole('checkbox', { name: '普通を最初から選択' }).check();
  await dialog.getByRole('button', { name: '選択肢を追加' }).click();
  await dialog.getByLabel('選択肢3の名前').fill('大盛り');
  await dialog.getByLabel('選択肢3の価格差（円）').fill('１１０');
  await dialog.getByRole('checkbox', { name: menu.food.label }).check();
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(message(page, 'オプションを登録しました。')).toBeVisible();
  await expect(dialog).toBeHidden();

  const saved = card(page, groupLabel);
  await expect(saved).toContainText('必須');
  await expect(saved).toContainText('1つ選ぶ');
  await expect(saved).toContainText('少なめ−¥50');
  await expect(saved).toContainText('大盛り+¥110');
  await expect(saved).toContainText(`商品: ${menu.food.label}`);

  const offered = await itemGroups(page, menu.food.id);
  expect(offered.map((g) => [g.label, g.min_picks, g.max_picks])).toEqual([[groupLabel, 1, 1]]);
  expect(offered[0]!.choices.map((c) => [c.label, c.price_delta, c.is_default])).toEqual([
    ['少なめ', -50, 0],
    ['普通', 0, 1],
    ['大盛り', 110, 0],
  ]);
});

test('edit: move 大盛り up, mark it 品切れ, remove 少なめ; the list 品切れ switch puts it back on sale', async () => {
  await card(page, groupLabel)
    .getByRole('button', { name: `${groupLabel}を変更` })
    .click();
  const dialog = editor(page);
  await dialog.getByRole('button', { name: '大盛りを上へ' }).click();
  await dialog.getByRole('checkbox', { name: '大盛りを品切れ' }).check();
  await dialog.getByRole('button', { name: '少なめを削除' }).click();
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(message(page, 'オプションを更新しました。')).toBeVisible();

  const choices = (await itemGroups(page, menu.food.id))[0]!.choices;
  expect(choices.map((c) => [c.label, c.flag])).toEqual([
    ['大盛り', 0],
    ['普通', 1],
  ]);
  const saved = card(page, groupLabel);
  await expect(saved).toContainText('品切れ');
  await saved.getByRole('button', { name: '大盛りの販売を再開する' }).click();
  await expect(saved.getByRole('button', { name: '大盛りを品切れにする' })).toBeVisible();
  expect((await itemGroups(page, menu.food.id))[0]!.choices.map((c) => c.flag)).toEqual([1, 1]);
});

test('a duplicate management name is refused with its message; the group is deleted after a confirmation', async () => {
  await page.getByRole('button', { name: '新しいオプションを登録' }).click();
  const dialog = editor(page);
  await dialog.getByLabel('表示名（お客様が見る名前）').fill(`${groupLabel}2`);
  await dialog.getByLabel('管理名').fill(groupName);
  await dialog.getByLabel('選択肢1の名前').fill('氷なし');
  await dialog.getByRole('button', { name: '保存する' }).click();
  await expect(dialog.getByText('オプション名(管理)が重複しています。')).toBeVisible();
  await dialog.getByRole('button', { name: 'キャンセル' }).click();

  await card(page, groupLabel)
    .getByRole('button', { name: `${groupLabel}を削除` })
    .click();
  await expect(page.getByText(`「${groupLabel}」を削除しますか？`, { exact: false })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: '削除する' }).click();
  await expect(message(page, 'オプションを削除しました。')).toBeVisible();
  await expect(card(page, groupLabel)).toHaveCount(0);
  expect(await itemGroups(page, menu.food.id)).toEqual([]);
});

test('on a phone (390x844): the list and the editor fit, nothing sideways', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('option-group').first()).toBeVisible();
  await page.getByRole('button', { name: '新しいオプションを登録' }).click();
  const dialog = editor(page);
  await expect(dialog.getByLabel('選択肢1の名前')).toBeVisible();
  const box = await dialog.getByLabel('選択肢1の名前').boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await page.setViewportSize({ width: 1280, height: 800 });
});
