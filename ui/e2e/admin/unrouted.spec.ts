import type { KitchenCardsResponse } from '../../../appliance/src/contract/kitchen';
import type { StationListResponse } from '../../../appliance/src/contract/stations';
import { createStaffMenu, type StaffMenu, seatTablet, staffContext, type Tablet } from '../staff/staff-kit';
import { expect, type Page, test } from '../support/box-test';
import { message, ownerPage, unique } from './admin-session';

/*
 * Issue 30: a genre or item routed to no station prints no ticket and shows on no kitchen display.
 * The owner is warned in the item's form and on /admin/stations; without a default station such a
 * line shows on the staff board under 未設定; with one, it goes to that station's display. This
 * file makes its own genre, items, station and table, and leaves no default station behind.
 */

const id = unique();
const station = `E2E既定${id}`;
let page: Page;
let menu: StaffMenu;
let genre: string;
const tablets: Tablet[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  page = await ownerPage(browser, baseURL!, '/admin/stations', 'ステーション管理');
  menu = await createStaffMenu(page.request, id);
  genre = `E2E厨房${id}`;
  const created = await page.request.post('/v1/station/create', { data: { name: station } });
  expect(created.ok()).toBe(true);
});

test.afterAll(async () => {
  await page.request.post('/v1/station/default', { data: { station_id: null } });
  for (const tablet of tablets) await tablet.context.close();
  await page.context().close();
});

const unroutedList = () => page.getByRole('region', { name: '出力先のないメニュー・商品' });
const defaultSelect = () => page.getByRole('combobox', { name: '既定のキッチン' });

async function stationId(name: string): Promise<number> {
  const res = await page.request.get('/v1/station/get/list');
  const found = ((await res.json()) as StationListResponse).list.data.find((s) => s.name === name);
  if (!found) throw new Error(`no station ${name}`);
  return found.id;
}

test('the owner is warned: the item form and /admin/stations name what reaches no kitchen', async () => {
  test.setTimeout(60_000);
  await page.reload();
  await expect(unroutedList()).toContainText(genre);
  await expect(unroutedList()).toContainText(menu.food.label);
  await expect(unroutedList()).toContainText('注文は伝票・キッチン画面に出ません');
  // The staff call's service genre reaches the board by itself: not listed.
  await expect(unroutedList()).not.toContainText(menu.call.label);

  await page.goto('/admin/menu-items');
  const search = page.getByRole('search');
  await search.getByLabel('キーワード').fill(menu.food.label);
  await search.getByRole('button', { name: '検索する' }).click();
  const row = page.getByRole('list', { name: '商品一覧' }).getByRole('listitem').filter({ hasText: menu.food.label });
  await row.getByRole('button', { name: `${menu.food.label} 変更` }).click();
  const edit = page.getByRole('form', { name: `${menu.food.label}を編集中` });
  await expect(edit.getByText('キッチン（出力先）が未設定です。注文は伝票・キッチン画面に出ません')).toBeVisible();
});

test('without a default station the line shows under 未設定 on the board; with one it reaches that display', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const tablet = await seatTablet(browser, page.request, baseURL!, `未設定卓${id}`);
  tablets.push(tablet);
  const first = await tablet.order([{ id: menu.food.id, quantity: 2 }]);
  expect(first.order.items[0]?.station_id).toBeNull();

  const staff = await staffContext(browser, baseURL!);
  const board = await staff.newPage();
  await board.goto('/order-list');
  // The board's first load can be slow on a busy box.
  await expect(board.getByText(menu.food.label).first()).toBeVisible({ timeout: 15_000 });
  const lane = board.getByRole('region', { name: 'キッチン未設定のご注文' });
  // On a box where other specs left unrouted lines, the lane is folded to one row: open it.
  const more = lane.getByRole('button', { name: '一覧を表示' });
  if (await more.isVisible()) await more.click();
  await expect(lane.getByRole('listitem').filter({ hasText: `未設定卓${id}` })).toContainText(menu.food.label);
  await expect(lane).toContainText('未設定');

  // The owner picks a default station: the next such line goes to its kitchen display.
  await page.goto('/admin/stations');
  await defaultSelect().selectOption({ label: station });
  await expect(message(page, `既定のキッチンを${station}にしました。`)).toBeVisible();
  await expect(unroutedList()).toContainText(`これらの注文は既定のキッチン（${station}）に送られます。`);

  const second = await tablet.order([{ id: menu.drink.id, quantity: 1 }]);
  const target = await stationId(station);
  expect(second.order.items[0]?.station_id).toBe(target);
  const cards = (await (await page.request.get(`/v1/kitchen/get/cards?station_id=${target}`)).json()) as KitchenCardsResponse;
  const lines = cards.cards.filter((c) => c.table_label === `未設定卓${id}`).flatMap((c) => c.lines.map((l) => l.name));
  expect(lines).toEqual([menu.drink.label]);
  // On the board the drink is not under 未設定; the first line still is.
  await expect(lane).toContainText(menu.food.label);
  await expect(lane).not.toContainText(menu.drink.label);

  await defaultSelect().selectOption({ index: 0 });
  await expect(message(page, '既定のキッチンを解除しました。')).toBeVisible();
  await staff.close();
});
