import { type ReceiptSettings, zReceiptSettings } from '../../contract/receipts';
import { invoiceNumberOf } from '../../contract/tax-rules';
import { AppError } from '../../shared/app-error';
import type { SettingsRepo } from '../../shared/settings.repo';
import { SETTING } from '../../shared/shop-settings';

/** A new box has no registration number yet and rounds each rate's tax down (切り捨て). */
export const DEFAULT_RECEIPT_SETTINGS: ReceiptSettings = { invoice_number: null, tax_rounding: 'floor' };

export function receiptSettings(repo: SettingsRepo): ReceiptSettings {
  return repo.get(SETTING.receipts, zReceiptSettings) ?? DEFAULT_RECEIPT_SETTINGS;
}

/** Saves the owner's number (normalized: T and 13 digits) and rounding; a bad number changes nothing. */
export function saveReceiptSettings(
  repo: SettingsRepo,
  typed: { invoice_number: string | null; tax_rounding: ReceiptSettings['tax_rounding'] },
): ReceiptSettings {
  const invoice = invoiceNumberOf(typed.invoice_number);
  if (invoice === undefined) throw new AppError('INVALID_INVOICE_NUMBER');
  const settings: ReceiptSettings = { invoice_number: invoice, tax_rounding: typed.tax_rounding };
  repo.set(SETTING.receipts, settings);
  return settings;
}
