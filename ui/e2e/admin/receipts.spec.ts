import { expect, type Page, test } from '@playwright/test';
import type { ReceiptSettingsResponse } from '../../../appliance/src/contract/receipts';
import { message, ownerPage } from './admin-session';

/* The owner's 会計・インボイス page: the registration number receipts print, and the tax rounding. */

let page: Page;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, baseURL }) => {
  page = await ownerPage(browser, baseURL!, '/admin/receipts', '会計・インボイス');
});

test.afterAll(async ({ baseURL }) => {
  // Every spec shares the demo box: it goes back to no number and 切り捨て.
  await page.request.post('/v1/receipt/settings/update', {
    data: { invoice_number: null, tax_rounding: 'floor' },
    headers: { origin: baseURL ?? '' },
  });
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
    await expect(number).toHaveValue('');
    await expect(form.getByLabel('端数処理')).toHaveValue('floor');

    await number.fill('T12345');
    await expect(form.getByText('登録番号は「T」と13桁の数字で入力してください。')).toBeVisible();
    await expect(form.getByRole('button', { name: '保存する' })).toBeDisabled();

    await number.fill('ｔ１２３４-５６７８-９０１２３');
    await form.getByLabel('端数処理').selectOption({ label: '四捨五入' });
    await form.getByRole('button', { name: '保存する' }).click();
    await expect(message(page, '会計・インボイスの設定を保存しました。')).toBeVisible();
    await expect(number).toHaveValue('T1234567890123');
    expect(await saved()).toEqual({ invoice_number: 'T1234567890123', tax_rounding: 'round' });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(size.width);

    // Cleared again for the next size (and the other specs).
    await number.fill('');
    await form.getByLabel('端数処理').selectOption({ label: '切り捨て' });
    await form.getByRole('button', { name: '保存する' }).click();
    await expect(message(page, '会計・インボイスの設定を保存しました。')).toBeVisible();
    expect(await saved()).toEqual({ invoice_number: null, tax_rounding: 'floor' });
  });
}
