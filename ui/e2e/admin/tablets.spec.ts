import { randomUUID } from 'node:crypto';
import type { DeviceMeResponse } from '../../../appliance/src/contract/dining-tables';
import { type BrowserContext, expect, type Page, test } from '../support/box-test';
import { message, ownerPage, unique } from './admin-session';

const id = unique();
const here = { label: `E2Eこの端末${id}`, name: `e2e-here-${id}` };
const paired = { label: `E2E QR卓${id}`, name: `e2e-qr-${id}` };

let page: Page;
let secondTablet: BrowserContext;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, baseURL }) => {
  page = await ownerPage(browser, baseURL!, '/admin/tablets', 'デバイス管理');
  secondTablet = await browser.newContext({ baseURL });
});

test.afterAll(async () => {
  await page.context().close();
  await secondTablet.close();
});

const list = () => page.getByRole('list', { name: 'デバイス一覧' });
const row = (label: string) => list().getByRole('listitem').filter({ hasText: label });
const stored = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function register(table: { label: string; name: string }, bindThisBrowser: boolean) {
  const card = page.getByText('新規登録', { exact: true });
  const form = page.getByRole('form', { name: '新規登録' });
  if (!(await form.isVisible())) await card.click();
  await form.getByRole('textbox', { name: 'テーブル名', exact: true }).fill(table.label);
  await form.getByLabel('テーブル名(管理)').fill(table.name);
  await form.getByLabel('この端末をこのテーブルのタブレットとして登録する').setChecked(bindThisBrowser);
  await form.getByRole('button', { name: '登録する' }).click();
}

test('registers this browser as a table tablet and marks it 登録済み', async () => {
  await register(here, true);
  await expect(message(page, 'デバイスを登録しました。')).toBeVisible();
  const deviceUUID = JSON.parse((await stored('deviceUUID')) ?? 'null') as string;
  expect(deviceUUID).toMatch(/^[0-9a-f-]{36}$/);
  await expect(row(here.label)).toContainText('登録済み');
  await expect(row(here.label)).toContainText(`デバイスID: ${deviceUUID}`);

  await row(here.label)
    .getByRole('button', { name: `${here.label} 編集・再登録` })
    .click();
  const edit = page.getByRole('form', { name: `${here.label}を編集中` });
  await edit.getByRole('textbox', { name: 'テーブル名', exact: true }).fill(`${here.label}改`);
  await edit.getByRole('button', { name: '更新' }).click();
  await expect(message(page, 'デバイス情報を更新しました。')).toBeVisible();
  here.label = `${here.label}改`;
  await expect(row(here.label)).toContainText('登録済み');
});

test('a browser already bound to a table cannot register another; without a table id it forgets its uuid', async () => {
  await register({ label: `E2E重複${id}`, name: `e2e-dup-${id}` }, true);
  const duplicate = '登録デバイスが重複しています。別デバイスでログイン後、再度登録してください。';
  await expect(page.getByRole('form', { name: '新規登録' }).getByRole('alert')).toHaveText(duplicate);
  expect(await stored('deviceUUID')).not.toBeNull();

  const tableId = await stored('diningTableID');
  await page.evaluate(() => localStorage.removeItem('diningTableID'));
  await page.getByRole('form', { name: '新規登録' }).getByRole('button', { name: '登録する' }).click();
  await expect(page.getByRole('form', { name: '新規登録' }).getByRole('alert')).toHaveText(duplicate);
  expect(await stored('deviceUUID')).toBeNull();
  await page.evaluate(() => localStorage.clear());
  expect(tableId).not.toBeNull();
});

test('pairs a second browser by the QR code URL; only that tablet may edit the table then', async ({ baseURL }) => {
  await register(paired, false);
  await expect(message(page, 'デバイスを登録しました。')).toBeVisible();
  await expect(row(paired.label)).toContainText('デバイスID: 未登録');

  await row(paired.label)
    .getByRole('button', { name: `${paired.label} QRコード` })
    .click();
  const dialog = page.getByRole('dialog', { name: `${paired.label}のQRコード` });
  await expect(dialog.getByRole('img', { name: `${paired.label}のQRコード` })).toBeVisible();
  await expect(dialog).toContainText('1回だけ・10分間有効');
  await expect(dialog).toContainText(/有効期限 \d{2}:\d{2}/);
  const first = await dialog.getByLabel('登録用URL').inputValue();
  // The code is single-use: refreshing gives a new one.
  await dialog.getByRole('button', { name: '新しいQRコードを表示' }).click();
  await expect.poll(() => dialog.getByLabel('登録用URL').inputValue()).not.toBe(first);
  const url = new URL(await dialog.getByLabel('登録用URL').inputValue());
  expect(url.pathname).toBe('/pair');

  // The second tablet opens the scanned URL on the box under test and claims the token, as /pair does.
  const deviceUuid = randomUUID();
  expect((await secondTablet.request.get(`${baseURL}${url.pathname}${url.search}`)).ok()).toBe(true);
  const claim = await secondTablet.request.post('/v1/pairing/claim', {
    data: { token: url.searchParams.get('t'), device_uuid: deviceUuid },
    headers: { origin: baseURL! },
  });
  expect(claim.ok()).toBe(true);
  const me = (await (await secondTablet.request.get('/v1/device/me')).json()) as DeviceMeResponse;
  expect(me.diningTable.label).toBe(paired.label);

  // The open modal notices the pairing (issue 30).
  await expect(dialog.getByRole('status')).toContainText('ペアリングしました', { timeout: 10_000 });
  await dialog.getByRole('button', { name: '閉じる' }).last().click();

  await expect(row(paired.label)).toContainText(`デバイスID: ${deviceUuid}`);
  await row(paired.label)
    .getByRole('button', { name: `${paired.label} 編集・再登録` })
    .click();
  await expect(message(page, '登録されたデバイス本体からログインして、更新してください。')).toBeVisible();
  await expect(page.getByRole('form', { name: `${paired.label}を編集中` })).toHaveCount(0);
});

test('prints a sheet of every available table code, and only the sheet', async () => {
  await page.getByRole('button', { name: 'QRコードを印刷' }).click();
  const sheet = page.getByRole('dialog', { name: 'タブレット登録用QRコード' });
  await expect(sheet).toContainText('各QRコードは1回だけ、発行から10分間有効です。');
  await expect(sheet.getByRole('img', { name: `${paired.label}のQRコード` })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#root')).toBeHidden();
  await expect(sheet.getByRole('button', { name: '印刷する' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await sheet.getByRole('button', { name: '閉じる' }).last().click();
  await expect(sheet).toHaveCount(0);
});
