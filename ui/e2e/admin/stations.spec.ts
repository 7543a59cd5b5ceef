import type { KitchenCardsResponse } from '../../../appliance/src/contract/kitchen';
import type { OrderItemListResponse } from '../../../appliance/src/contract/orders';
import type { StationListResponse } from '../../../appliance/src/contract/stations';
import { createStaffMenu, type StaffMenu, seatTablet, type Tablet } from '../staff/staff-kit';
import { expect, type Page, test } from '../support/box-test';
import { message, ownerPage, unique } from './admin-session';

/*
 * The owner sets up stations on /admin/stations: adds them, sets when a kitchen card turns yellow
 * and red, sends a genre to one and an item of it to another, and removes them. This file makes its
 * own genre, items, stations and table, and looks only at those.
 */

const id = unique();
const grill = `E2E焼き場${id}`;
const bar = `E2Eバー${id}`;

let page: Page;
let menu: StaffMenu;
let genre: string;
const tablets: Tablet[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, baseURL }) => {
  page = await ownerPage(browser, baseURL!, '/admin/stations', 'ステーション管理');
  // The owner page's own session (login + page password) makes the menu: logins are rate-limited.
  menu = await createStaffMenu(page.request, id);
  genre = `E2E厨房${id}`;
  await page.reload();
  await expect(page.getByRole('combobox', { name: `${genre}のステーション` })).toBeVisible();
});

test.afterAll(async () => {
  for (const tablet of tablets) await tablet.context.close();
  await page.context().close();
});

const stationList = () => page.getByRole('list', { name: 'ステーション一覧' });
const stationRow = (name: string) => stationList().getByRole('listitem').filter({ hasText: name });
const genreSelect = () => page.getByRole('combobox', { name: `${genre}のステーション` });
const overrides = () => page.getByRole('list', { name: `${genre}の商品ごとの振り分け` });
const chosen = (select: ReturnType<Page['getByRole']>) => select.locator('option:checked');

async function register(name: string) {
  const form = page.getByRole('form', { name: '新規登録' });
  if (!(await form.isVisible())) await page.getByText('新規登録', { exact: true }).click();
  await form.getByLabel('ステーション名').fill(name);
  await form.getByRole('button', { name: '登録する' }).click();
  return form;
}

async function stationId(name: string): Promise<number> {
  const res = await page.request.get('/v1/station/get/list');
  expect(res.ok()).toBe(true);
  const station = ((await res.json()) as StationListResponse).list.data.find((s) => s.name === name);
  if (!station) throw new Error(`no station ${name}`);
  return station.id;
}

/** The lines the station's kitchen display shows for this table. */
async function kitchenLines(station: number, tableLabel: string) {
  const res = await page.request.get(`/v1/kitchen/get/cards?station_id=${station}`);
  expect(res.ok()).toBe(true);
  const cards = ((await res.json()) as KitchenCardsResponse).cards.filter((c) => c.table_label === tableLabel);
  return cards.flatMap((c) => c.lines.map((l) => ({ name: l.name, quantity: l.quantity })));
}

test('adds stations with the default colours and refuses a name already in use, in Japanese', async () => {
  await register(grill);
  await expect(message(page, 'ステーションを登録しました。')).toBeVisible();
  await expect(stationRow(grill)).toContainText('経過10分で黄色、20分で赤');

  const form = await register(bar);
  await expect(stationRow(bar)).toBeVisible();
  // The new station comes last: its sort order was left blank.
  await expect(stationList().getByRole('listitem').last()).toContainText(bar);

  await form.getByLabel('ステーション名').fill(grill);
  await form.getByRole('button', { name: '登録する' }).click();
  await expect(form.getByRole('alert')).toHaveText('ステーション名が重複しています。');
  await expect(stationList().getByRole('listitem').filter({ hasText: grill })).toHaveCount(1);
});

test('sets when a card turns yellow and red; red not after yellow is refused', async () => {
  await stationRow(grill)
    .getByRole('button', { name: `${grill} 変更` })
    .click();
  const edit = page.getByRole('form', { name: `${grill}を編集中` });
  const update = edit.getByRole('button', { name: '更新' });
  await edit.getByLabel('黄色になるまで（分）').fill('20');
  await edit.getByLabel('赤になるまで（分）').fill('20');
  await expect(edit.getByText('赤になる時間は、黄色になる時間より長くしてください。')).toBeVisible();
  await expect(update).toBeDisabled();
  await edit.getByLabel('赤になるまで（分）').fill('10');
  await expect(edit.getByText('赤になる時間は、黄色になる時間より長くしてください。')).toBeVisible();
  await expect(update).toBeDisabled();
  await edit.getByLabel('赤になるまで（分）').fill('300');
  await expect(edit.getByText('1〜240の整数で入力してください。')).toBeVisible();
  await expect(update).toBeDisabled();

  await edit.getByLabel('黄色になるまで（分）').fill('8');
  await edit.getByLabel('赤になるまで（分）').fill('15');
  await expect(edit).toContainText('経過8分で黄色、15分で赤');
  await update.click();
  await expect(message(page, 'ステーション情報を更新しました。')).toBeVisible();
  await expect(stationRow(grill)).toContainText('経過8分で黄色、15分で赤');
  // What the owner saw is what the box keeps.
  await page.reload();
  await expect(stationRow(grill)).toContainText('経過8分で黄色、15分で赤');
});

test('routes a genre and overrides one item; an order from a tablet is split accordingly', async ({ browser, baseURL }) => {
  await genreSelect().selectOption({ label: grill });
  await expect(message(page, `${genre}を${grill}に振り分けました。`)).toBeVisible();

  await page.getByRole('button', { name: `${genre} 商品ごとに変える` }).click();
  const add = page.getByRole('form', { name: `${genre} 商品ごとに変える` });
  await add.getByRole('combobox', { name: `${genre}の商品` }).selectOption({ label: menu.drink.label });
  await add.getByRole('combobox', { name: 'ステーションを選択' }).selectOption({ label: bar });
  await add.getByRole('button', { name: '追加' }).click();
  await expect(message(page, `${menu.drink.label}を${bar}に振り分けました。`)).toBeVisible();
  await expect(add).toBeHidden();
  await expect(overrides().getByRole('listitem')).toHaveCount(1);
  await expect(chosen(overrides().getByRole('combobox', { name: `${menu.drink.label}のステーション` }))).toHaveText(bar);

  // Saved at once: a fresh load shows the same routes.
  await page.reload();
  await expect(chosen(genreSelect())).toHaveText(grill);
  await expect(overrides()).toContainText(menu.drink.label);

  const tablet = await seatTablet(browser, page.request, baseURL!, `E2E駅卓${id}`);
  tablets.push(tablet);
  await tablet.order([
    { id: menu.food.id, quantity: 1 },
    { id: menu.drink.id, quantity: 2 },
  ]);
  expect(await kitchenLines(await stationId(grill), tablet.table.label)).toEqual([{ name: menu.food.label, quantity: 1 }]);
  expect(await kitchenLines(await stationId(bar), tablet.table.label)).toEqual([{ name: menu.drink.label, quantity: 2 }]);
});

test('removing a station says where its genres and items go, and they go to none', async () => {
  const barId = await stationId(bar);
  const grillId = await stationId(grill);
  await stationRow(bar)
    .getByRole('button', { name: `${bar} 削除` })
    .click();
  let confirm = page.getByRole('dialog', { name: `${bar}を削除しますか？` });
  await expect(confirm).toContainText(
    `商品ごとの振り分け（${menu.drink.label}）は解除され、それぞれのメニューの振り分けに従います。`,
  );
  await confirm.getByRole('button', { name: 'キャンセル' }).click();
  await expect(confirm).toBeHidden();
  await expect(stationRow(bar)).toBeVisible();

  await stationRow(bar)
    .getByRole('button', { name: `${bar} 削除` })
    .click();
  await confirm.getByRole('button', { name: '削除する' }).click();
  await expect(message(page, `${bar}を削除しました。`)).toBeVisible();
  await expect(stationRow(bar)).toHaveCount(0);
  await expect(overrides()).toHaveCount(0);

  await stationRow(grill)
    .getByRole('button', { name: `${grill} 削除` })
    .click();
  confirm = page.getByRole('dialog', { name: `${grill}を削除しますか？` });
  await expect(confirm).toContainText(`このステーションに振り分けているメニュー（${genre}）は「未設定」になります。`);
  await confirm.getByRole('button', { name: '削除する' }).click();
  await expect(message(page, `${grill}を削除しました。`)).toBeVisible();
  await expect(chosen(genreSelect())).toHaveText('未設定');

  // The next order goes to no station; the lines ordered before keep theirs.
  const tablet = tablets[0]!;
  const next = await tablet.order([{ id: menu.drink.id, quantity: 1 }]);
  expect(next.order.items.map((line) => line.station_id)).toEqual([null]);
  const res = await page.request.get(`/v1/orderitem/get/list?includeSession[]=${tablet.session.id}&order=id&orderBy=asc`);
  expect(res.ok()).toBe(true);
  const lines = ((await res.json()) as OrderItemListResponse).list.data;
  expect(lines.map((l) => [l.menuitems.id, l.quantity, l.station_id])).toEqual([
    [menu.food.id, 1, grillId],
    [menu.drink.id, 2, barId],
    [menu.drink.id, 1, null],
  ]);
});
