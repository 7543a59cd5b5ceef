import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contract/errors';
import type { ReceiptSettingsResponse } from '../../src/contract/receipts';
import type { ApiClient } from '../helpers/api-client';
import { startTestBox, type TestBox } from '../helpers/test-box';
import { addPrinter, CLOSED_PORT } from '../printing/printer-fixtures';

let box: TestBox;
let owner: ApiClient;
let staff: ApiClient;

beforeAll(async () => {
  box = await startTestBox();
  owner = await box.staff('owner', { page: true });
  staff = await box.staff('staff');
});
afterAll(() => box.stop());

const read = async () => (await staff.get<ReceiptSettingsResponse>('/v1/receipt/settings')).body.settings;

describe('receipt settings: the invoice registration number and the tax rounding', () => {
  it('a new box has no number and rounds down (切り捨て)', async () => {
    expect(await read()).toEqual({ invoice_number: null, tax_rounding: 'floor', printer_id: null, footer_message: null });
  });

  it('keeps the number as T and 13 digits whatever the owner typed, and the rounding chosen', async () => {
    const res = await owner.post<ReceiptSettingsResponse>('/v1/receipt/settings/update', {
      invoice_number: 'ｔ１２３４ ５６７８-９０１２３',
      tax_rounding: 'round',
    });
    expect(res.status).toBe(200);
    const saved = { invoice_number: 'T1234567890123', tax_rounding: 'round', printer_id: null, footer_message: null };
    expect(res.body.settings).toEqual(saved);
    expect(await read()).toEqual(saved);
  });

  it('refuses a number that is not T and 13 digits, with the message, and changes nothing', async () => {
    const before = await read();
    for (const bad of ['1234567890123', 'T123', 'T12345678901234', 'TT234567890123']) {
      const res = await owner.post('/v1/receipt/settings/update', { invoice_number: bad, tax_rounding: 'ceil' });
      expect(res.status).toBe(400);
      expect((res.body as ErrorBody).error).toMatchObject({
        code: 'INVALID_INVOICE_NUMBER',
        message: '登録番号は「T」と13桁の数字で入力してください。',
      });
    }
    const unknownMode = await owner.post('/v1/receipt/settings/update', { invoice_number: null, tax_rounding: 'banker' });
    expect(unknownMode.status).toBe(400);
    expect(await read()).toEqual(before);
  });

  it('an empty number clears it; staff without the page password cannot change it', async () => {
    const cleared = await owner.post<ReceiptSettingsResponse>('/v1/receipt/settings/update', {
      invoice_number: ' ',
      tax_rounding: 'floor',
    });
    expect(cleared.body.settings.invoice_number).toBeNull();
    const refused = await staff.post('/v1/receipt/settings/update', { invoice_number: 'T1234567890123', tax_rounding: 'floor' });
    expect([401, 403]).toContain(refused.status);
    expect((await read()).invoice_number).toBeNull();
  });
});

describe('receipt settings: the receipt printer and the footer message', () => {
  const base = { invoice_number: 'T1234567890123', tax_rounding: 'floor' };

  it('sets one of the shop printers and a footer; left out, both stay; null and empty clear them', async () => {
    const printer = addPrinter(box, { name: 'レジ', port: CLOSED_PORT });
    const res = await owner.post<ReceiptSettingsResponse>('/v1/receipt/settings/update', {
      ...base,
      printer_id: printer,
      footer_message: ' またのお越しをお待ちしております。 ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.settings).toMatchObject({ printer_id: printer, footer_message: 'またのお越しをお待ちしております。' });
    // An older screen that knows only the number and the rounding changes neither.
    await owner.post('/v1/receipt/settings/update', { ...base, tax_rounding: 'ceil' });
    expect(await read()).toMatchObject({
      tax_rounding: 'ceil',
      printer_id: printer,
      footer_message: 'またのお越しをお待ちしております。',
    });
    await owner.post('/v1/receipt/settings/update', { ...base, printer_id: null, footer_message: '' });
    expect(await read()).toMatchObject({ printer_id: null, footer_message: null });
  });

  it('refuses a printer that is not the shop’s and a footer too long or with control characters, changing nothing', async () => {
    const before = await read();
    for (const bad of [
      { printer_id: 999_999 },
      { printer_id: 0 },
      { printer_id: 'レジ' },
      { footer_message: 'あ'.repeat(61) },
      { footer_message: 'ご来店\u0007ありがとう' },
    ]) {
      const res = await owner.post('/v1/receipt/settings/update', { ...base, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect((res.body as ErrorBody).error.code).toBe('VALIDATION');
    }
    expect(await read()).toEqual(before);
  });
});
