import { businessDateOf } from '../../../appliance/src/contract/business-day';
import { cancelLine } from '../kitchen/kitchen-kit';
import { type BrowserContext, expect, type Page, test } from '../support/box-test';
import { countRequests } from '../support/request-count';
import { acknowledgeOtherBills, expectLive, seatTablet, staffContext, staffSpecSetup, type Tablet } from './staff-kit';

const spec = staffSpecSetup();
const { suffix } = spec;
let waiting: Tablet;
let paid: Tablet;
let seated: Tablet;
let staffCtx: BrowserContext;

test.beforeAll(async ({ browser, baseURL }) => {
  const { api, menu } = spec;
  waiting = await seatTablet(browser, api, baseURL!, `E2E待ち卓${suffix}`);
  paid = await seatTablet(browser, api, baseURL!, `E2E済み卓${suffix}`);
  seated = await seatTablet(browser, api, baseURL!, `E2E利用中卓${suffix}`);
  await waiting.order([{ id: menu.food.id, quantity: 1 }]);
  await waiting.requestBill();
  await paid.order([{ id: menu.drink.id, quantity: 2 }]);
  await paid.requestBill();
  await api.post('/v1/tablesession/update', { data: { id: paid.session.id, status: 2 }, headers: { origin: baseURL! } });
  await seated.order([{ id: menu.drink.id, quantity: 1 }]);
  await acknowledgeOtherBills(api);
  staffCtx = await staffContext(browser, baseURL!);
});

test.afterAll(async () => {
  for (const t of [waiting, paid, seated]) await t?.context.close();
  await staffCtx?.close();
});

const rows = (page: Page) => page.locator('tbody tr');
const row = (page: Page, tablet: Tablet) => rows(page).filter({ hasText: tablet.table.label });

async function openList(): Promise<Page> {
  const page = await staffCtx.newPage();
  await page.goto('/checkout-list');
  await expect(page).toHaveTitle('お会計一覧 | スマオーダー');
  await expect(page.getByLabel('状態')).toBeVisible();
  return page;
}

test("opens on today's waiting bills with SPEC.md's filters and columns, one row per bill", async () => {
  const page = await openList();
  const today = businessDateOf(Date.now(), 'Asia/Tokyo');
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  await expect(page.getByLabel('状態')).toHaveValue('waiting');
  await expect(page.getByLabel('状態').locator('option')).toHaveText(['すべて', 'お会計待ち', 'お会計済み']);
  await expect(page.getByLabel('年')).toHaveValue(String(year));
  await expect(page.getByLabel('年').locator('option')).toHaveText([0, 1, 2, 3, 4].map((i) => `${year - i}年`));
  await expect(page.getByLabel('月')).toHaveValue(String(month));
  await expect(page.getByLabel('月').locator('option')).toHaveCount(12);
  await expect(page.getByLabel('日')).toHaveValue(String(day));
  await expect(page.getByLabel('日').locator('option')).toHaveCount(31);
  await expect(page.getByLabel('テーブル').locator('option').first()).toHaveText('すべて');

  await expect(row(page, waiting)).toContainText('お会計待ち');
  await expect(row(page, waiting)).toContainText('¥980');
  await expect(row(page, waiting)).toContainText(/\d{1,2}\/\d{1,2} \d{2}:\d{2}/);
  await expect(row(page, paid)).toHaveCount(0);
  await expect(row(page, seated)).toHaveCount(0);

  // One row per bill, no blank filler rows (issue 30; SPEC.md's 'padded to 10 rows' read as missing bills).
  await page.getByLabel('テーブル').selectOption({ label: waiting.table.label });
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(waiting.table.label);

  await expect(page.getByRole('link', { name: '管理ページTOP' })).toHaveAttribute('href', '/admin');
  await expect(page.getByRole('link', { name: '注文確認画面' })).toHaveAttribute('href', '/order-list');
  await page.close();
});

test('the state filter: completed and all; a paid bill goes back to waiting from its detail', async () => {
  const page = await openList();
  await page.getByLabel('状態').selectOption('completed');
  await expect(row(page, paid)).toContainText('お会計済み');
  await expect(row(page, waiting)).toHaveCount(0);

  await page.getByLabel('状態').selectOption('all');
  await expect(row(page, waiting)).toContainText('お会計待ち');
  await expect(row(page, paid)).toContainText('お会計済み');
  await expect(row(page, seated)).toContainText('ご利用中');

  await page.getByLabel('状態').selectOption('completed');
  // The completed list has arrived (not the one before it, still on screen while it loads).
  await expect(row(page, waiting)).toHaveCount(0);
  await row(page, paid).getByRole('button', { name: '開く' }).click();
  const detail = page.getByRole('dialog', { name: `${paid.table.label}のご注文` });
  // The bill's own rows only: no blank filler rows (issue 30).
  await expect(detail.getByRole('row').filter({ hasText: '合計' })).toHaveCount(1);
  await expect(detail.getByRole('row').filter({ hasNotText: /\S/ })).toHaveCount(0);
  await expect(detail.getByTestId('bill-rate')).toHaveText(['10%対象 ¥980（内消費税 ¥89）']);
  await expect(detail.getByRole('row').filter({ hasText: '合計' })).toContainText('¥980');
  await detail.getByRole('button', { name: 'お会計待ちに戻す' }).click();
  await expect(page.getByText(`${paid.table.label}をお会計待ちに戻しました。`)).toBeVisible();
  await expect(detail.getByRole('button', { name: 'お会計済みにする' })).toBeVisible();
  await detail.getByRole('button', { name: '戻る' }).click();
  await expect(row(page, paid)).toHaveCount(0);
  await page.getByLabel('状態').selectOption('waiting');
  await expect(row(page, paid)).toContainText('お会計待ち');
  await page.close();
});

test('a day past the end of the month becomes its last day; 更新 reloads', async () => {
  const page = await openList();
  // Last year's months: the demo's past week of sales never reaches them (this year's February would, in early March).
  const thisYear = Number(await page.getByLabel('年').inputValue());
  await page.getByLabel('年').selectOption(String(thisYear - 1));
  // Days past the month's end cannot be picked (November has no 31st) ...
  await page.getByLabel('月').selectOption('11');
  await expect(page.getByLabel('日').locator('option[value="31"]')).toBeDisabled();
  // ... and a month change moves the 31st to the new month's last day.
  await page.getByLabel('月').selectOption('1');
  await page.getByLabel('日').selectOption('31');
  await page.getByLabel('月').selectOption('2');
  const year = Number(await page.getByLabel('年').inputValue());
  const lastOfFebruary = new Date(Date.UTC(year, 2, 0)).getUTCDate();
  await expect(page.getByLabel('日')).toHaveValue(String(lastOfFebruary));
  await expect(page.getByText('※該当するお会計はありません。')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);

  const reload = page.waitForRequest((r) => r.url().includes('/v1/tablesession/get/list'));
  await page.getByRole('button', { name: '更新' }).click();
  expect(new URL((await reload).url()).searchParams.get('date')).toBe(`${year}-02-${lastOfFebruary}`);
  await page.close();
});

test('the list follows the orders and 取消 of the bills it shows; orders of tables it does not show load nothing', async ({
  browser,
  baseURL,
}) => {
  const { api, menu } = spec;
  const late = await seatTablet(browser, api, baseURL!, `E2E取消卓${suffix}`);
  const eating = await seatTablet(browser, api, baseURL!, `E2E食事中卓${suffix}`);
  const ordered = await late.order([
    { id: menu.food.id, quantity: 1 },
    { id: menu.drink.id, quantity: 1 },
  ]);
  await late.requestBill();
  await acknowledgeOtherBills(api);
  await eating.order([{ id: menu.drink.id, quantity: 2 }]);
  const context = await staffContext(browser, baseURL!);
  const listLoads = countRequests(context, '/v1/tablesession/get/list');
  const page = await context.newPage();
  await page.goto('/checkout-list');
  await expect(row(page, late)).toContainText('¥1,470');
  await expectLive(page);
  // The socket's first hello asks for a load too, spaced 2 s after the page's own.
  await page.waitForTimeout(2_500);
  const opening = await listLoads.settled();

  // A table still eating orders: the list of waiting bills does not show it, and does not load.
  // (The list spaces its loads 2 s apart: a load this order caused would have come by then.)
  await eating.order([{ id: menu.drink.id, quantity: 1 }]);
  await page.waitForTimeout(2_500);
  expect(listLoads.total()).toBe(opening);

  // Staff take the waiting table's drink back (取消): its total follows.
  const [, drink] = ordered.order.items;
  await cancelLine(api, drink!.id);
  await expect(row(page, late)).toContainText('¥980');

  // All visits: the eating table is shown now, and its next order moves its total.
  await page.getByLabel('状態').selectOption('all');
  await expect(row(page, eating)).toContainText('¥1,470');
  await eating.order([{ id: menu.drink.id, quantity: 1 }]);
  await expect(row(page, eating)).toContainText('¥1,960');
  await context.close();
  await late.context.close();
  await eating.context.close();
});
