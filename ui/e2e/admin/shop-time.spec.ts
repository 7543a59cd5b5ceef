import type { PairingCreateResponse } from '../../../appliance/src/contract/dining-tables';
import { createTable, ownerApi } from '../support/box-api';
import { type APIRequestContext, expect, type Page, test } from '../support/box-test';
import { signInThroughUi, unique } from './admin-session';

/*
 * Issue 30 item 4: an owner whose browser is in another time zone (here Los Angeles) reads every
 * time in /admin in the shop's (the demo box's Asia/Tokyo), and the QR modal notices the pairing.
 */

let page: Page;
let api: APIRequestContext;

test.beforeAll(async ({ browser, baseURL }) => {
  api = await ownerApi(baseURL!);
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: 'ja-JP',
    timezoneId: 'America/Los_Angeles',
  });
  page = await context.newPage();
  await signInThroughUi(page, '/admin/tablets', 'デバイス管理');
});

test.afterAll(async () => {
  await page.context().close();
  await api.dispose();
});

const clockIn = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat('ja-JP', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);

test("the QR code's expiry is in the shop's zone, and the modal says when a tablet has paired", async ({ browser, baseURL }) => {
  const table = await createTable(api, `E2E時刻卓${unique()}`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'デバイス管理' })).toBeVisible();

  const issued = page.waitForResponse((r) => r.url().endsWith('/v1/pairing/create') && r.ok());
  await page.getByRole('button', { name: `${table.label} QRコード` }).click();
  const { expiresAt, url } = (await (await issued).json()) as PairingCreateResponse;
  const dialog = page.getByRole('dialog', { name: `${table.label}のQRコード` });
  const tokyo = clockIn(expiresAt, 'Asia/Tokyo');
  expect(tokyo).not.toBe(clockIn(expiresAt, 'America/Los_Angeles'));
  await expect(dialog).toContainText(`有効期限 ${tokyo}`);
  await expect(dialog.getByRole('status')).toHaveCount(0);

  // The tablet scans the code: a browser of its own opens the URL's path on the box under test.
  const tablet = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'ja-JP' });
  const scanned = new URL(url);
  await (await tablet.newPage()).goto(`${scanned.pathname}${scanned.search}`);

  await expect(dialog.getByRole('status')).toContainText('ペアリングしました', { timeout: 10_000 });
  await expect(dialog.getByRole('img', { name: `${table.label}のQRコード` })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/shop-time/paired.png' });
  await dialog.getByRole('button', { name: '閉じる' }).last().click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'デバイス一覧' }).getByRole('listitem').filter({ hasText: table.label }),
  ).not.toContainText('デバイスID: 未登録');
  await tablet.close();
});
