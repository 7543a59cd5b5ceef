import { randomUUID } from 'node:crypto';
import type { OrderItemCancelResponse } from '../../../appliance/src/contract/corrections';
import type { MenuItemSaveResponse } from '../../../appliance/src/contract/menu-items';
import type { MenuSaveResponse } from '../../../appliance/src/contract/menus';
import type { OrderCreateResponse, OrderItem } from '../../../appliance/src/contract/orders';
import type { StationSaveResponse } from '../../../appliance/src/contract/stations';
import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page, test } from '../support/box-test';
import { countRequests } from '../support/request-count';
import {
  boardTables,
  closeOtherVisits,
  expectLive,
  orderRow,
  seatTablet,
  staffContext,
  staffSpecSetup,
  type Tablet,
  tableBlock,
} from './staff-kit';

/*
 * The order list in a rush: one block per table, the tables that want staff first, then the
 * longest waits; counts in portions; ready lines, staff orders, 取消; the station filter; and a
 * rush of 30 orders from 4 tables (83 lines) in a shop with a dozen stations, whose oldest lines
 * all show on the pass's tablet without scrolling. Each test first marks every other open visit
 * paid, so the board holds only its own tables (spec files run one after another on the shared box).
 */

const TABLET = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  if (!response.ok()) throw new Error(`${response.url()} -> ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

// Declared before the kit's hooks, so it runs while the owner's API is still open.
test.afterAll(async () => {
  for (const id of stationIds) await spec.api.post('/v1/station/delete', { data: { id } });
});

const spec = staffSpecSetup();
const { suffix } = spec;
const stationIds: number[] = [];
/** The food goes to a quick station (yellow after 3 minutes, red after 6), the drink to one with the usual 10 / 20. */
const foodStation = `E2E揚場${suffix}`;
const drinkStation = `E2E酒場${suffix}`;

test.beforeAll(async () => {
  const { api, menu } = spec;
  const station = async (name: string, warn: number, late: number) => {
    const body = { name, warn_minutes: warn, late_minutes: late };
    const created = (await ok<StationSaveResponse>(await api.post('/v1/station/create', { data: body }))).station;
    stationIds.push(created.id);
    return created.id;
  };
  const food = await station(foodStation, 3, 6);
  const drink = await station(drinkStation, 10, 20);
  await ok(await api.post('/v1/station/route', { data: { menu_item_id: menu.food.id, station_id: food } }));
  await ok(await api.post('/v1/station/route', { data: { menu_item_id: menu.drink.id, station_id: drink } }));
});

async function staffPage(browser: import('@playwright/test').Browser, baseURL: string, viewport: typeof TABLET) {
  // A new context: nothing saved on this "device" yet (no station filter).
  const context = await staffContext(browser, baseURL);
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  return { context, page };
}

/** An order taken by staff on a handy for the tablet's visit. */
async function staffOrder(context: BrowserContext, baseURL: string, tablet: Tablet, items: { id: number; quantity: number }[]) {
  return ok<OrderCreateResponse>(
    await context.request.post('/v1/order/create', {
      data: {
        ordersData: { table_session_id: tablet.session.id, dining_table_id: tablet.table.id, status: 1 },
        orderItemsData: { items },
      },
      headers: { origin: baseURL, 'Idempotency-Key': randomUUID() },
    }),
  );
}

/** A count in the screen's bar, by its words (未提供, 調理完了, 呼び出し, お会計). */
const headerCount = (page: Page, words: string) => page.getByText(new RegExp(`^${words} \\d+(品|件|卓)$`));

/** The part of the element inside the window, without scrolling: all of it. */
async function expectInViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  expect(box, 'on screen').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(size.height);
  expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
}

for (const [size, viewport] of [
  ['tablet', TABLET],
  ['phone', PHONE],
] as const) {
  test(`${size}: tables that want staff first, marked; ready lines to carry; counts in portions; staff orders, 取消 and served on request; the station filter kept`, async ({
    browser,
    baseURL,
  }) => {
    const { api, menu } = spec;
    await closeOtherVisits(api);
    const plain = await seatTablet(browser, api, baseURL!, `E2E並${size}${suffix}`);
    const caller = await seatTablet(browser, api, baseURL!, `E2E呼${size}${suffix}`);
    const biller = await seatTablet(browser, api, baseURL!, `E2E会${size}${suffix}`);
    const { context, page } = await staffPage(browser, baseURL!, viewport);

    const first = await plain.order([
      { id: menu.food.id, quantity: 3 },
      { id: menu.drink.id, quantity: 2 },
    ]);
    await caller.order([{ id: menu.food.id, quantity: 1 }]);
    const billed = await biller.order([{ id: menu.drink.id, quantity: 2 }]);
    await staffOrder(context, baseURL!, plain, [{ id: menu.drink.id, quantity: 1 }]);
    // 取消 of one of the two drinks: the rest stays to serve, the part taken back is a line of its own.
    const cancelled = await ok<OrderItemCancelResponse>(
      await api.post('/v1/orderitem/cancel', { data: { id: billed.order.items[0]!.id, quantity: 1, reason: 'customer' } }),
    );
    // The food station has made the first table's food: ready to carry.
    const food = first.order.items.find((l) => l.menuitems.id === menu.food.id)!;
    await ok(await api.post('/v1/kitchen/bump', { data: { station_id: stationIds[0], order_id: first.order.id } }));
    await caller.order([{ id: menu.call.id, quantity: 1 }]);
    await biller.requestBill();

    await page.goto('/order-list');
    const popup = page.getByRole('dialog', { name: 'お会計のご依頼' });
    await popup.getByRole('listitem').filter({ hasText: biller.table.label }).getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();

    const mine = [plain, caller, biller].map((t) => t.table.label);
    await expect
      .poll(async () => (await boardTables(page)).filter((l) => mine.includes(l)))
      .toEqual([caller.table.label, biller.table.label, plain.table.label]);
    const callerBlock = tableBlock(page, caller.table.label);
    await expect(callerBlock.locator('header').getByText('呼び出し', { exact: true })).toBeVisible();
    await expect(callerBlock.getByRole('listitem').first()).toContainText(menu.call.label);
    await expect(tableBlock(page, biller.table.label).locator('header').getByText('お会計', { exact: true })).toBeVisible();
    await expect(tableBlock(page, plain.table.label).locator('header')).not.toContainText('お会計');

    // Portions, not lines: 3 + 2 + 1 at the first table, 1 at the caller's, 1 left at the bill's.
    await expect(headerCount(page, '未提供')).toHaveText('未提供 8品');
    await expect(headerCount(page, '調理完了')).toHaveText('調理完了 3品');
    await expect(headerCount(page, '呼び出し')).toHaveText('呼び出し 1件');
    await expect(headerCount(page, 'お会計')).toHaveText('お会計 1卓');

    const plainBlock = tableBlock(page, plain.table.label);
    const ready = plainBlock.getByRole('listitem').first();
    await expect(ready).toHaveAttribute('data-line-id', String(food.id));
    await expect(ready).toHaveAttribute('data-kind', 'ready');
    await expect(ready.getByText('調理完了', { exact: true })).toBeVisible();
    const handy = plainBlock.getByRole('listitem').filter({ hasText: 'スタッフ入力' });
    await expect(handy).toHaveCount(1);
    await expect(handy).toContainText(menu.drink.label);
    await expect(handy).toContainText('×1');

    const cancelledRow = page.locator(`[data-line-id="${cancelled.cancelledItem.id}"]`);
    await expect(cancelledRow).toHaveCount(0);
    await page.getByRole('button', { name: '提供済み・取消も表示' }).click();
    await expect(cancelledRow).toBeVisible();
    await expect(cancelledRow).toContainText('取消');
    await expect(cancelledRow.getByRole('checkbox')).toHaveCount(0);
    const struck = await cancelledRow.getByText(menu.drink.label).evaluate((el) => getComputedStyle(el).textDecorationLine);
    expect(struck).toBe('line-through');
    await page.getByRole('button', { name: '提供済み・取消も表示' }).click();
    await expect(cancelledRow).toHaveCount(0);

    // Tablet: the tables side by side; phone: one column.
    const tops = await Promise.all(mine.map(async (l) => (await tableBlock(page, l).boundingBox())!));
    if (size === 'tablet') expect(new Set(tops.map((b) => Math.round(b.y))).size).toBe(1);
    else expect(new Set(tops.map((b) => Math.round(b.x))).size).toBe(1);

    await test.step('the station filter: only that station, calls and bills still shown; kept on the device', async () => {
      await page.getByRole('button', { name: drinkStation, exact: true }).click();
      await expect(page.getByRole('button', { name: drinkStation, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(orderRow(page, menu.food.label, plain.table.label)).toHaveCount(0);
      await expect(orderRow(page, menu.drink.label, plain.table.label)).toHaveCount(2);
      await expect(orderRow(page, menu.call.label, caller.table.label)).toBeVisible();
      await expect(orderRow(page, menu.food.label, caller.table.label)).toHaveCount(0);
      await expect(headerCount(page, '未提供')).toHaveText('未提供 4品');
      await expect(headerCount(page, '調理完了')).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('button', { name: drinkStation, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(headerCount(page, '未提供')).toHaveText('未提供 4品');
      await page.getByRole('button', { name: 'すべて', exact: true }).click();
      await expect(orderRow(page, menu.food.label, plain.table.label)).toBeVisible();
      await expect(headerCount(page, '未提供')).toHaveText('未提供 8品');
    });

    await test.step("伝票 opens the table's bill detail", async () => {
      await plainBlock.getByRole('button', { name: `${plain.table.label}の伝票を開く` }).click();
      const detail = page.getByRole('dialog', { name: `${plain.table.label}のご注文` });
      await expect(detail).toBeVisible();
      await expect(detail).toContainText(menu.food.label);
      await detail.getByRole('button', { name: '戻る' }).click();
      await expect(detail).toBeHidden();
    });

    await context.close();
    for (const t of [plain, caller, biller]) await t.context.close();
  });
}

test("取消 on a phone: a line's 取消 opens the cancel dialog; once done the line leaves the list, struck through on request", async ({
  browser,
  baseURL,
}) => {
  const { api, menu } = spec;
  const tablet = await seatTablet(browser, api, baseURL!, `E2E消${suffix}`);
  const table = tablet.table.label;
  await tablet.order([
    { id: menu.food.id, quantity: 2 },
    { id: menu.drink.id, quantity: 1 },
  ]);
  const { context, page } = await staffPage(browser, baseURL!, PHONE);
  await page.goto('/order-list');
  const row = orderRow(page, menu.food.label, table);
  await row.getByRole('button', { name: `${table}の${menu.food.label}を取消する` }).click();
  const dialog = page.getByRole('dialog', { name: `${menu.food.label}の取消` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'お客様都合' }).click();
  await dialog.getByRole('button', { name: '取消する' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(orderRow(page, menu.drink.label, table)).toBeVisible();
  await page.getByRole('button', { name: '提供済み・取消も表示' }).click();
  await expect(row).toHaveAttribute('data-kind', 'cancelled');
  await expect(row).toContainText('×2');
  await context.close();
  await tablet.context.close();
});

test('a bump at the station shows the line 調理完了 on an open order list, and a recall puts it back, without loading the list again', async ({
  browser,
  baseURL,
}) => {
  const { api, menu } = spec;
  await closeOtherVisits(api);
  const tablet = await seatTablet(browser, api, baseURL!, `E2E完了${suffix}`);
  const placed = await tablet.order([{ id: menu.food.id, quantity: 2 }]);
  const food = placed.order.items[0]!;
  const { context, page } = await staffPage(browser, baseURL!, TABLET);
  const listLoads = countRequests(context, '/v1/orderitem/get/list');
  await page.goto('/order-list');
  const row = page.locator(`[data-line-id="${food.id}"]`);
  await expect(row).toHaveAttribute('data-kind', 'ordered');
  // The loads of opening the list (its first, the socket's snapshot) are over.
  await expectLive(page);
  const loadedOpening = await listLoads.settled();

  const bumped = await ok<{ bumped: number[] }>(
    await api.post('/v1/kitchen/bump', { data: { station_id: stationIds[0], order_id: placed.order.id } }),
  );
  expect(bumped.bumped).toEqual([food.id]);
  await expect(row).toHaveAttribute('data-kind', 'ready');
  await expect(row.getByText('調理完了', { exact: true })).toBeVisible();
  await expect(headerCount(page, '調理完了')).toHaveText('調理完了 2品');
  await ok(await api.post('/v1/kitchen/recall', { data: { order_item_ids: [food.id] } }));
  await expect(row).toHaveAttribute('data-kind', 'ordered');
  expect(listLoads.total()).toBe(loadedOpening);
  // What the box holds: a reload agrees.
  await page.reload();
  await expect(row).toHaveAttribute('data-kind', 'ordered');
  await context.close();
  await tablet.context.close();
});

test("each line's wait ticks on the screen's clock, coloured by its station's minutes", async ({ browser, baseURL }) => {
  const { api, menu } = spec;
  await closeOtherVisits(api);
  const tablet = await seatTablet(browser, api, baseURL!, `E2E時${suffix}`);
  await tablet.order([
    { id: menu.food.id, quantity: 1 },
    { id: menu.drink.id, quantity: 1 },
  ]);
  const { context, page } = await staffPage(browser, baseURL!, TABLET);
  await page.clock.install();
  await page.goto('/order-list');
  const food = orderRow(page, menu.food.label, tablet.table.label);
  const drink = orderRow(page, menu.drink.label, tablet.table.label);
  await expect(food).toContainText('0分');
  await expect(food).toHaveAttribute('data-band', 'normal');

  await page.clock.fastForward('04:00');
  await expect(food).toContainText('4分');
  await expect(food).toHaveAttribute('data-band', 'warn');
  await expect(drink).toHaveAttribute('data-band', 'normal');
  await expect(tableBlock(page, tablet.table.label).locator('header')).toContainText('最長4分');

  await page.clock.fastForward('08:00');
  await expect(food).toContainText('12分');
  await expect(food).toHaveAttribute('data-band', 'late');
  await expect(drink).toHaveAttribute('data-band', 'warn');
  await context.close();
  await tablet.context.close();
});

test.describe('a rush: 30 orders from 4 tables, 83 lines', () => {
  const tablets: Tablet[] = [];
  /** Per table, the id of its oldest line still to serve (the first line of its first order). */
  const oldest: number[] = [];
  let portions = 0;
  let rushItems: { id: number; label: string }[] = [];

  test.beforeAll(async ({ browser, baseURL }) => {
    const { api } = spec;
    await closeOtherVisits(api);
    // A big izakaya's stations: the filter row grows sideways, never pushing the tables down.
    for (const place of ['焼き台', '揚げ場', '刺し場', '煮方', 'デザート場', '二階バー']) {
      const body = { name: `E2E${place}${suffix}` };
      stationIds.push((await ok<StationSaveResponse>(await api.post('/v1/station/create', { data: body }))).station.id);
    }
    const genre = await ok<MenuSaveResponse>(
      await api.post('/v1/menu/create', { data: { label: `E2E繁忙${suffix}`, name: `e2e-${randomUUID()}`, flag: 1 } }),
    );
    const names = ['唐揚げ', '枝豆', '刺身盛り', 'だし巻き玉子', '生ビール', 'レモンサワー'];
    rushItems = [];
    for (const name of names) {
      const label = `${name}${suffix}`;
      const body = await ok<MenuItemSaveResponse>(
        await api.post('/v1/menuitem/create', {
          data: { label, name: `e2e-${randomUUID()}`, price: 500, menu_id: genre.menu.id },
        }),
      );
      rushItems.push({ id: body.menuItem.id, label });
    }
    for (let t = 0; t < 4; t++) tablets.push(await seatTablet(browser, api, baseURL!, `E2E繁${t + 1}${suffix}`));
    // 23 orders of 3 lines and 7 of 2: 83 lines, placed as fast as the tablets can send them.
    const placed: OrderItem[][] = [];
    for (let i = 0; i < 30; i++) {
      const lines = i < 23 ? 3 : 2;
      const items = Array.from({ length: lines }, (_, k) => ({
        id: rushItems[(i + k) % rushItems.length]!.id,
        quantity: 1 + ((i + k) % 3),
      }));
      const order = await tablets[i % 4]!.order(items);
      placed.push(order.order.items);
    }
    expect(placed.flat()).toHaveLength(83);
    portions = placed.flat().reduce((n, l) => n + l.quantity, 0);
    for (let t = 0; t < 4; t++) oldest.push(Math.min(...placed[t]!.map((l) => l.id)));
  });

  test.afterAll(async () => {
    for (const t of tablets) await t.context.close();
  });

  test('on the tablet at the pass, every table shows its oldest line without scrolling; new orders and calls arrive live', async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await staffPage(browser, baseURL!, TABLET);
    await page.goto('/order-list');
    await expect(page.getByRole('article')).toHaveCount(4);
    await expect(headerCount(page, '未提供')).toHaveText(`未提供 ${portions}品`);
    expect(await boardTables(page)).toEqual(tablets.map((t) => t.table.label));
    for (const id of oldest) await expectInViewport(page, page.locator(`[data-line-id="${id}"]`));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // A new order at the second table: counted at once, and there once its block is opened up.
    const second = tableBlock(page, tablets[1]!.table.label);
    const more = second.getByRole('button', { name: /^ほか\d+件を表示$/ });
    const hiddenBefore = Number((await more.textContent())?.match(/\d+/)?.[0]);
    const extra = await tablets[1]!.order([{ id: rushItems[0]!.id, quantity: 4 }]);
    await expect(headerCount(page, '未提供')).toHaveText(`未提供 ${portions + 4}品`);
    await expect(more).toHaveText(`ほか${hiddenBefore + 1}件を表示`);
    await more.click();
    await expect(page.locator(`[data-line-id="${extra.order.items[0]!.id}"]`)).toContainText('×4');

    // A staff call at the last table: that table moves to the top, the call on its first line.
    await tablets[3]!.order([{ id: spec.menu.call.id, quantity: 1 }]);
    await expect.poll(async () => (await boardTables(page))[0]).toBe(tablets[3]!.table.label);
    const call = tableBlock(page, tablets[3]!.table.label).getByRole('listitem').first();
    await expect(call).toContainText(spec.menu.call.label);
    await expectInViewport(page, call);
    await context.close();
  });

  test('on a phone, one column: the most urgent table and its oldest line come first', async ({ browser, baseURL }) => {
    const { context, page } = await staffPage(browser, baseURL!, PHONE);
    await page.goto('/order-list');
    await expect(page.getByRole('article')).toHaveCount(4);
    const blocks = await page.getByRole('article').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().x));
    expect(new Set(blocks).size).toBe(1);
    const [firstTable] = await boardTables(page);
    const first = tableBlock(page, firstTable!).getByRole('listitem').first();
    await expectInViewport(page, first);
    await context.close();
  });
});
