import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import type { VisitJoinCodeResponse } from '../../../appliance/src/contract/guests';
import type { TableSessionCreateResponse } from '../../../appliance/src/contract/table-sessions';
import {
  createItem,
  createMenu,
  createOwnTable,
  markPaid,
  moveVisit,
  seatAtMenu,
  tableOrderLines,
  test,
  uniqueSuffix,
} from './diner-fixture';
import { DinerMenu } from './menu-page';

/*
 * Issue 35: guests order from their own phones. The tablet shows the visit's QR code; three phones
 * scan it (one set to English), each orders from its own cart onto the table's one bill, and every
 * device's history shows every order as it lands. Staff see which phone sent what; a phone of
 * another table's visit and a paid visit's code are refused in the diner's words.
 */

const suffix = uniqueSuffix();
const GENRE = `E2Eスマホ${suffix}`;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

let api: APIRequestContext;

test.beforeAll(async ({ owner }) => {
  api = owner;
  const genre = await createMenu(api, GENRE);
  for (const [label, price] of [
    ['たこわさ', 420],
    ['ししゃも', 480],
    ['厚焼き玉子', 550],
  ] as const) {
    await createItem(api, { label, price, menuId: genre.id });
  }
});

/** A guest's phone in its own browser, opening what the visit's QR code holds. */
async function phoneScanning(browser: Browser, baseURL: string, joinPath: string, locale = 'ja-JP') {
  const context = await browser.newContext({ baseURL, ...PHONE, locale, timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  await page.goto(joinPath);
  return { page, close: () => context.close() };
}

function historyLine(page: Page, label: string) {
  return page.getByRole('dialog').getByTestId('history-line').filter({ hasText: label });
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

test('a tablet and three phones at one table: own carts, one bill, every history live; a paid visit’s code is refused', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const { table, session } = await seatAtMenu(page, api, `E2Eスマホ卓${suffix}`);

  // The tablet shows the visit's code.
  await page.getByRole('button', { name: 'スマホで注文' }).click();
  const qr = page.getByTestId('visit-qr');
  await expect(qr.getByRole('img', { name: 'このテーブルの注文用QRコード' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('tablet-visit-qr-1280x800.png') });
  const joinPath = pathOf((await qr.getAttribute('data-url'))!);
  expect(joinPath).toMatch(/^\/join\?v=/);
  await page.getByRole('dialog').getByRole('button', { name: '閉じる' }).click();
  // The tablet's history stays open: the phones' orders must appear in it as they land.
  await page.getByRole('button', { name: '注文履歴' }).click();

  const phones = [
    await phoneScanning(browser, baseURL!, joinPath),
    await phoneScanning(browser, baseURL!, joinPath, 'en-US'),
    await phoneScanning(browser, baseURL!, joinPath),
  ];
  for (const phone of phones) {
    await expect(phone.page).toHaveURL('/menu');
    await expect(phone.page.getByTestId('table-label')).toHaveText(table.label);
  }
  const [first, english, third] = phones as [(typeof phones)[0], (typeof phones)[0], (typeof phones)[0]];
  // The phone set to English reads the menu in English at once; party size was asked once, at the tablet.
  await expect(english.page.getByRole('button', { name: 'My orders' })).toBeVisible();
  await english.page.screenshot({ path: testInfo.outputPath('phone-menu-en-390x844.png') });

  // Each phone's cart is its own.
  const firstMenu = new DinerMenu(first.page);
  await firstMenu.openTab(GENRE);
  await firstMenu.add('たこわさ');
  await expect(third.page.getByTestId('cart-count')).toHaveText('0点');
  await firstMenu.order();
  await expect(historyLine(page, 'たこわさ')).toBeVisible();

  await english.page.getByRole('tab', { name: GENRE }).click();
  await english.page.getByTestId('menu-item').filter({ hasText: 'ししゃも' }).click();
  await english.page.getByRole('dialog').getByRole('button', { name: 'One more' }).click();
  await english.page.getByRole('dialog').getByRole('button', { name: 'Add to cart' }).click();
  await english.page.getByTestId('cart').getByRole('button', { name: 'Place order' }).click();
  await english.page.getByRole('dialog').getByRole('button', { name: 'Order', exact: true }).click();
  await expect(english.page).toHaveURL('/order-complete');
  await expect(historyLine(page, 'ししゃも')).toContainText('× 2');

  // The first phone watches its history while the third orders.
  await first.page.goto('/menu');
  await first.page.getByRole('button', { name: '注文履歴' }).click();
  await expect(historyLine(first.page, 'ししゃも')).toBeVisible();
  const thirdMenu = new DinerMenu(third.page);
  await thirdMenu.openTab(GENRE);
  await thirdMenu.add('厚焼き玉子');
  await thirdMenu.order();
  await expect(historyLine(first.page, '厚焼き玉子')).toBeVisible();
  await expect(historyLine(page, '厚焼き玉子')).toBeVisible();
  await first.page.screenshot({ path: testInfo.outputPath('phone-history-390x844.png') });
  // The other two phones' histories hold every order of the table too, the English one in English.
  await english.page.goto('/menu');
  await english.page.getByRole('button', { name: 'My orders' }).click();
  await third.page.goto('/menu');
  await third.page.getByRole('button', { name: '注文履歴' }).click();
  for (const phone of [english, third]) {
    for (const label of ['たこわさ', 'ししゃも', '厚焼き玉子']) await expect(historyLine(phone.page, label)).toBeVisible();
  }

  // One bill, and staff know which phone sent what.
  const lines = await tableOrderLines(api, table.id);
  expect(
    lines.map((line) => [line.menuitems.label, line.quantity, line.orders.table_session_id, line.orders.guest_number]),
  ).toEqual([
    ['たこわさ', 1, session.id, 1],
    ['ししゃも', 2, session.id, 2],
    ['厚焼き玉子', 1, session.id, 3],
  ]);

  // Another table's code on a phone still ordering here: refused, in the phone's words.
  const other = await createOwnTable(api, `E2Eスマホ隣${suffix}`);
  const otherVisit = (await (
    await api.post('/v1/tablesession/create', { data: { dining_table_id: other.id, status: 0 } })
  ).json()) as TableSessionCreateResponse;
  const otherCode = (await (
    await api.post('/v1/tablesession/join-code', { data: { table_session_id: otherVisit.tableSession.id } })
  ).json()) as VisitJoinCodeResponse;
  await third.page.goto(pathOf(otherCode.url));
  await expect(
    third.page.getByText(
      'このスマホは別のテーブルのご注文に参加しています。このテーブルでご注文の際は、スタッフにお声がけください。',
    ),
  ).toBeVisible();

  // Checkout: the phones' ordering ends, and the paid visit's code joins nothing.
  await markPaid(api, session.id);
  await expect(first.page.getByTestId('guest-ended')).toBeVisible();
  await first.page.screenshot({ path: testInfo.outputPath('phone-ended-390x844.png') });
  const late = await phoneScanning(browser, baseURL!, joinPath);
  await expect(
    late.page.getByText('このQRコードは使えません。お会計済みか、新しいQRコードが発行されています。スタッフにお声がけください。'),
  ).toBeVisible();
  for (const phone of [...phones, late]) await phone.close();
});

test('a phone follows its visit when staff move the table (席移動), cart and all', async ({ page, browser, baseURL }) => {
  const { table, session } = await seatAtMenu(page, api, `E2Eスマホ移動元${suffix}`);
  const code = (await (
    await api.post('/v1/tablesession/join-code', { data: { table_session_id: session.id } })
  ).json()) as VisitJoinCodeResponse;
  const phone = await phoneScanning(browser, baseURL!, pathOf(code.url));
  await expect(phone.page.getByTestId('table-label')).toHaveText(table.label);
  const menu = new DinerMenu(phone.page);
  await menu.openTab(GENRE);
  await menu.add('たこわさ');
  await expect(phone.page.getByTestId('cart-count')).toHaveText('1点');

  const to = await createOwnTable(api, `E2Eスマホ移動先${suffix}`);
  await moveVisit(api, session.id, to.id);
  // The tablet left behind greets the next guests; the phone is at the new table with its cart.
  await expect(page.getByRole('heading', { name: 'いらっしゃいませ！' })).toBeVisible();
  await expect(phone.page.getByTestId('table-label')).toHaveText(to.label);
  await expect(phone.page.getByTestId('cart-count')).toHaveText('1点');
  await menu.order();
  const lines = await tableOrderLines(api, to.id);
  expect(lines.map((line) => [line.menuitems.label, line.orders.table_session_id, line.orders.guest_number])).toEqual([
    ['たこわさ', session.id, 1],
  ]);
  await phone.close();
});
