import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { enterMenu } from '../support/welcome';
import {
  createItem,
  createMenu,
  createOwnTable,
  mergeVisit,
  moveVisit,
  openSessionOf,
  orderFromTablet,
  pairByQr,
  seatAtMenu,
  test,
  uniqueSuffix,
} from './diner-fixture';
import { DinerMenu } from './menu-page';

/*
 * Staff move a table's guests to another table (席移動) or put two tables on one bill (合算). The
 * tablet left behind belongs to no one now: it returns to the welcome screen with an empty cart,
 * and the tablet at the table the orders went to shows them.
 */

const suffix = uniqueSuffix();
const GENRE = `E2E移動${suffix}`;

let api: APIRequestContext;
let edamame: { id: number };

test.beforeAll(async ({ owner }) => {
  api = owner;
  const genre = await createMenu(api, GENRE);
  edamame = await createItem(api, { label: '枝豆', price: 390, menuId: genre.id });
  await createItem(api, { label: '若鶏の唐揚げ', price: 680, menuId: genre.id });
});

/** A second tablet, at another table, in its own browser. */
async function secondTablet(browser: Browser, baseURL: string, viewport: { width: number; height: number }, label: string) {
  const context = await browser.newContext({ baseURL, viewport, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  const table = await createOwnTable(api, label);
  await pairByQr(page, api, table);
  return { page, table, close: () => context.close() };
}

/** Back on the welcome screen, without an error, the cart empty, and a new visit when the next guests tap. */
async function expectWelcomedAgain(page: Page, tableId: number, oldVisitId: number) {
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'いらっしゃいませ！' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('saved') ?? '{}').cart)).toEqual([]);
  await enterMenu(page);
  await expect(page.getByTestId('cart-count')).toHaveText('0点');
  await page.getByRole('button', { name: '注文履歴' }).click();
  await expect(page.getByRole('dialog', { name: '注文履歴' }).getByText('まだご注文はありません。')).toBeVisible();
  const next = await openSessionOf(api, tableId);
  expect(next?.id).not.toBe(oldVisitId);
}

function historyRow(page: Page, label: string) {
  return page.getByRole('dialog', { name: '注文履歴' }).getByTestId('history-line').filter({ hasText: label });
}

test.describe('on a tablet', () => {
  const viewport = { width: 1280, height: 800 };

  test('席移動 with the history open: the tablet left behind greets the next guests; the new table shows the orders', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { table, session } = await seatAtMenu(page, api, `E2E移動元${suffix}`);
    await orderFromTablet(page, session, [{ id: edamame.id, quantity: 2 }]);
    const menu = new DinerMenu(page);
    await menu.openTab(GENRE);
    await menu.add('若鶏の唐揚げ');
    await expect(page.getByTestId('cart-count')).toHaveText('1点');
    const other = await secondTablet(browser, baseURL!, viewport, `E2E移動先${suffix}`);
    await page.getByRole('button', { name: '注文履歴' }).click();
    await expect(historyRow(page, '枝豆')).toBeVisible();

    await moveVisit(api, session.id, other.table.id);
    await expectWelcomedAgain(page, table.id, session.id);

    await enterMenu(other.page);
    await other.page.getByRole('button', { name: '注文履歴' }).click();
    await expect(historyRow(other.page, '枝豆')).toContainText('× 2');
    expect((await openSessionOf(api, other.table.id))?.id).toBe(session.id);
    await other.close();
  });

  test('合算 while the diner reads the order thanks: the tablet greets the next guests; the other bill takes its orders live', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { table, session } = await seatAtMenu(page, api, `E2E合算元${suffix}`);
    const menu = new DinerMenu(page);
    await menu.openTab(GENRE);
    await menu.add('若鶏の唐揚げ');
    await menu.order();
    const other = await secondTablet(browser, baseURL!, viewport, `E2E合算先${suffix}`);
    await enterMenu(other.page);
    // The visit starts as the menu opens: read it once the menu shows, not while it is loading.
    await expect(other.page.getByTestId('table-label')).toHaveText(other.table.label);
    const into = (await openSessionOf(api, other.table.id))!;
    await orderFromTablet(other.page, into, [{ id: edamame.id, quantity: 1 }]);
    await other.page.getByRole('button', { name: '注文履歴' }).click();
    await expect(historyRow(other.page, '枝豆')).toBeVisible();
    // 枝豆 and the お通し of the two adults counted at this tablet's welcome.
    await expect(other.page.getByTestId('history-total')).toHaveText('¥1,050');

    await mergeVisit(api, session.id, into.id);
    await expectWelcomedAgain(page, table.id, session.id);
    await expect(historyRow(other.page, '若鶏の唐揚げ')).toBeVisible();
    // Both parties on one bill: 唐揚げ, 枝豆 and the お通し of all four adults.
    await expect(other.page.getByTestId('history-total')).toHaveText('¥2,390');
    await other.close();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('席移動 right after a staff call: back to the welcome screen', async ({ page }) => {
    const { table, session } = await seatAtMenu(page, api, `E2E携帯移動${suffix}`);
    await orderFromTablet(page, session, [{ id: edamame.id, quantity: 1 }]);
    await page.getByRole('button', { name: 'スタッフ呼び出し' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '呼び出す' }).click();
    await expect(page.getByRole('heading', { name: 'スタッフをお呼びしました' })).toBeVisible();
    const free = await createOwnTable(api, `E2E携帯移動先${suffix}`);

    await moveVisit(api, session.id, free.id);
    await expectWelcomedAgain(page, table.id, session.id);
  });
});
