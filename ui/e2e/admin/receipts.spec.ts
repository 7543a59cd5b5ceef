import type { ReceiptSettingsResponse } from '../../../appliance/src/contract/receipts';
import type { ShopInfoResponse } from '../../../appliance/src/contract/shop';
import { expect, type Page, test } from '../support/box-test';
import { message, ownerPage } from './admin-session';

/*
 * The owner's 会計・インボイス page: the registration number receipts print, the tax rounding, the
 * receipt printer and the footer. The demo starts with a number, its レジプリンター and a footer.
 */

let page: Page;
let demo: ReceiptSettingsResponse['settings'];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, baseURL }) => {
  page = await ownerPage(browser, baseURL!, '/admin/receipts', '会計・インボイス');
  demo = await saved();
});

test.afterAll(async ({ baseURL }) => {
  // Every spec shares the demo box: it goes back to the demo's settings (the receipts spec prints on them).
  await page.request.post('/v1/receipt/settings/update', { data: demo, headers: { origin: baseURL ?? '' } });
  await page.context().close();
});

async function saved() {
  return ((await (await page.request.get('/v1/receipt/settings')).json()) as ReceiptSettingsResponse).settings;
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the number is checked as typed, saved as T and 13 digits, with the rounding (${size.width}x${size.height})`, async () => {
    await page.setViewportSize(size);
    await page.goto('/admin/receipts');
    const form = page.getByRole('form', { name: '会計・インボイス' });
    const number = form.getByLabel('登録番号');
    await expect(number).toHaveValue('T1234567890123');
    await expect(form.getByLabel('端数処理')).toHaveValue('floor');
    await expect(form.getByLabel('レシートプリンター')).toHaveValue(String(demo.printer_id));
    await expect(form.getByRole('option', { name: 'レジプリンター' })).toBeAttached();
    await expect(form.getByLabel('レシート下部のメッセージ')).toHaveValue(demo.footer_message ?? '');

    await number.fill('T12345');
    await expect(form.getByText('登録番号は「T」と13桁の数字で入力してください。')).toBeVisible();
    await expect(form.getByRole('button', { name: '保存する' })).toBeDisabled();

    await number.fill('ｔ１２３４-５６７８-９０１２３');
    await form.getByLabel('端数処理').selectOption({ label: '四捨五入' });
    await form.getByRole('button', { name: '保存する' }).click();
    await expect(message(page, '会計・インボイスの設定を保存しました。')).toBeVisible();
    await expect(number).toHaveValue('T1234567890123');
    expect(await saved()).toEqual({ ...demo, invoice_number: 'T1234567890123', tax_rounding: 'round' });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(size.width);

    // No number, no receipt printer, no footer: all cleared.
    await number.fill('');
    await form.getByLabel('端数処理').selectOption({ label: '切り捨て' });
    await form.getByLabel('レシートプリンター').selectOption({ label: '設定しない' });
    await form.getByLabel('レシート下部のメッセージ').fill('');
    await form.getByRole('button', { name: '保存する' }).click();
    await expect(message(page, '会計・インボイスの設定を保存しました。')).toBeVisible();
    expect(await saved()).toEqual({ invoice_number: null, tax_rounding: 'floor', printer_id: null, footer_message: null });

    // The demo's again, through the form, for the next size (and the other specs).
    await number.fill('T1234567890123');
    await form.getByLabel('レシートプリンター').selectOption({ label: 'レジプリンター' });
    await form.getByLabel('レシート下部のメッセージ').fill(demo.footer_message ?? '');
    await form.getByRole('button', { name: '保存する' }).click();
    await expect(message(page, '会計・インボイスの設定を保存しました。')).toBeVisible();
    expect(await saved()).toEqual(demo);
  });
}

test('店舗・会社情報: the company receipts print is corrected here, and a blank field cannot be saved', async ({ baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/receipts');
  const form = page.getByRole('form', { name: '店舗・会社情報' });
  const before = (await (await page.request.get('/v1/shop/info')).json()) as ShopInfoResponse;
  await expect(form.getByLabel('店舗名')).toHaveValue(before.shop.name);
  const address = form.getByLabel('住所');
  await address.fill('');
  await expect(form.getByRole('button', { name: '店舗・会社情報を保存する' })).toBeDisabled();
  await address.fill('東京都千代田区外神田9-9-9');
  await form.getByRole('button', { name: '店舗・会社情報を保存する' }).click();
  await expect(message(page, '店舗・会社情報を保存しました。')).toBeVisible();
  const after = (await (await page.request.get('/v1/shop/info')).json()) as ShopInfoResponse;
  expect(after.shop.company?.address).toBe('東京都千代田区外神田9-9-9');
  await page.request.post('/v1/shop/update', {
    data: { shopName: before.shop.name, company: before.shop.company },
    headers: { origin: baseURL ?? '' },
  });
});
