import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { TableSession } from '../../../appliance/src/contract/table-sessions';
import {
  bump,
  cancelLine,
  createItem,
  createMenu,
  createStation,
  deleteStation,
  expectNoSidewaysScroll,
  markServed,
  openSessionOf,
  orderFromTablet,
  seatAtMenu,
  test,
  uniqueSuffix,
} from './diner-fixture';

const suffix = uniqueSuffix();
const GENRE = `E2E履歴${suffix}`;

let api: APIRequestContext;
let station: { id: number };
let edamame: { id: number };
let karaage: { id: number };
let beer: { id: number };
/** Enough other items for a visit longer than the screen. */
let sides: { id: number; label: string }[];

test.beforeAll(async ({ owner }) => {
  api = owner;
  const genre = await createMenu(api, GENRE);
  station = await createStation(api, `E2E履歴場${suffix}`, genre.id);
  edamame = await createItem(api, { label: '枝豆', price: 390, menuId: genre.id });
  karaage = await createItem(api, { label: '若鶏の唐揚げ', price: 680, menuId: genre.id });
  beer = await createItem(api, { label: '生ビール', price: 600, menuId: genre.id });
  sides = [];
  for (let i = 1; i <= 14; i++) sides.push(await createItem(api, { label: `小皿${i}号`, price: 100 + i, menuId: genre.id }));
});

test.afterAll(async () => {
  await deleteStation(api, station.id);
});

function historyOf(page: Page) {
  const dialog = page.getByRole('dialog', { name: '注文履歴' });
  return {
    dialog,
    total: dialog.getByTestId('history-total'),
    row: (label: string, state: string) =>
      dialog.getByTestId('history-line').filter({ hasText: label }).filter({ hasText: state }),
  };
}

test.describe('on a tablet', () => {
  test('注文履歴 lists the visit merged by item, follows the kitchen and the floor live, and closes back to the menu', async ({
    page,
  }) => {
    const { session } = await seatAtMenu(page, api, `E2E履歴卓${suffix}`);
    const history = historyOf(page);

    await page.getByRole('button', { name: '注文履歴' }).click();
    await expect(history.dialog.getByText('まだご注文はありません。')).toBeVisible();
    // Nothing ordered yet: the お通し of the two adults is the whole bill so far.
    await expect(history.total).toHaveText('¥660');

    // Two orders arrive while the history is open: 枝豆 ordered twice reads as one row of 3.
    const first = await orderFromTablet(page, session, [
      { id: edamame.id, quantity: 2 },
      { id: karaage.id, quantity: 1 },
    ]);
    await orderFromTablet(page, session, [
      { id: beer.id, quantity: 2 },
      { id: edamame.id, quantity: 1 },
    ]);
    await expect(history.row('枝豆', '注文済み')).toContainText('× 3');
    await expect(history.row('枝豆', '注文済み')).toContainText('¥1,170');
    await expect(history.row('若鶏の唐揚げ', '注文済み')).toBeVisible();
    await expect(history.row('生ビール', '注文済み')).toContainText('× 2');
    await expect(history.dialog.getByTestId('history-line')).toHaveCount(3);
    // With お通し ¥330 for each of the two adults counted at the welcome.
    await expect(history.dialog.getByTestId('history-cover')).toContainText('¥660');
    await expect(history.total).toHaveText('¥3,710');
    expect((await openSessionOf(api, session.dining_table_id))?.total_amount).toBe(3710);

    // The grill bumps the karaage, then the floor serves it.
    const karaageLine = first.items.find((line) => line.menuitems.id === karaage.id)!;
    await bump(api, station.id, first.id, [karaageLine.id]);
    await expect(history.row('若鶏の唐揚げ', '調理完了')).toBeVisible();
    await markServed(api, karaageLine.id);
    await expect(history.row('若鶏の唐揚げ', '提供済み')).toBeVisible();
    await expect(history.row('若鶏の唐揚げ', '調理完了')).toHaveCount(0);

    // Two of the three edamame are served: the served ones and the one still to come are told apart.
    const edamameLine = first.items.find((line) => line.menuitems.id === edamame.id)!;
    await markServed(api, edamameLine.id);
    await expect(history.row('枝豆', '提供済み')).toContainText('× 2');
    await expect(history.row('枝豆', '注文済み')).toContainText('× 1');

    // Staff take the beer back: struck through, no amount, and off the total.
    const beerLine = (await openLinesOf(session.id)).find((line) => line.menuitems.id === beer.id)!;
    await cancelLine(api, beerLine.id);
    const cancelled = history.row('生ビール', '取消');
    await expect(cancelled).toBeVisible();
    await expect(cancelled.locator('span').first()).toHaveCSS('text-decoration-line', 'line-through');
    await expect(cancelled).not.toContainText('¥');
    await expect(history.dialog.getByText('取消の商品は合計に含まれません。')).toBeVisible();
    await expect(history.total).toHaveText('¥2,510');

    await history.dialog.getByRole('button', { name: '閉じる' }).last().click();
    await expect(history.dialog).toBeHidden();
    await expect(page.getByTestId('cart')).toBeVisible();
    await expect(page).toHaveURL(/\/menu/);
  });

  test('a long visit scrolls inside the history, with the total and the close button in view', async ({ page }) => {
    const { session } = await seatAtMenu(page, api, `E2E長卓${suffix}`);
    await orderFromTablet(
      page,
      session,
      sides.map((item) => ({ id: item.id, quantity: 1 })),
    );
    await longVisitChecks(page, session);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('注文履歴 from the top bar: states, a long visit, the total in view, back to the menu', async ({ page }) => {
    const { session } = await seatAtMenu(page, api, `E2E携帯履歴${suffix}`);
    const order = await orderFromTablet(page, session, [
      { id: karaage.id, quantity: 1 },
      ...sides.map((item) => ({ id: item.id, quantity: 2 })),
    ]);
    await markServed(api, order.items[0]!.id);
    await longVisitChecks(page, session);
    const history = historyOf(page);
    await page.getByRole('button', { name: '注文履歴' }).click();
    await expect(history.row('若鶏の唐揚げ', '提供済み')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await history.dialog.getByRole('button', { name: '閉じる' }).last().click();
    await expect(history.dialog).toBeHidden();
  });
});

async function openLinesOf(tableSessionId: number) {
  const response = await api.get(`/v1/orderitem/get/list?includeSession[]=${tableSessionId}&order=id&orderBy=asc`);
  return ((await response.json()) as { list: { data: { id: number; menuitems: { id: number } }[] } }).list.data;
}

/** Opens the history of a visit longer than the screen and checks its ends are reachable. */
async function longVisitChecks(page: Page, visit: TableSession) {
  const history = historyOf(page);
  await page.getByRole('button', { name: '注文履歴' }).click();
  const lines = history.dialog.getByTestId('history-line');
  await expect(lines).toHaveCount((await openLinesOf(visit.id)).length);
  const { total_amount } = (await openSessionOf(api, visit.dining_table_id))!;
  await expect(history.total).toHaveText(`¥${total_amount.toLocaleString('ja-JP')}`);
  // The rows run past the dialog: the last one is out of view until scrolled to.
  await expect(lines.last()).not.toBeInViewport();
  await lines.last().scrollIntoViewIfNeeded();
  await expect(lines.last()).toBeInViewport();
  await expect(history.total).toBeInViewport();
  await expect(history.dialog.getByRole('button', { name: '閉じる' }).last()).toBeInViewport();
  await history.dialog.getByRole('button', { name: '閉じる' }).last().click();
  await expect(history.dialog).toBeHidden();
}
