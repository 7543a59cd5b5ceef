import { and, eq } from 'drizzle-orm';
import { type ReceiptSettings, type ReceiptSettingsUpdateBody, zReceiptSettings } from '../../contract/receipts';
import { invoiceNumberOf } from '../../contract/tax-rules';
import type { Db } from '../../db/client';
import { printers } from '../../db/schema';
import { AppError } from '../../shared/app-error';
import type { SettingsRepo } from '../../shared/settings.repo';
import { SETTING } from '../../shared/shop-settings';

/** A new box has no registration number yet, rounds each rate's tax down (切り捨て), and no receipt printer. */
export const DEFAULT_RECEIPT_SETTINGS: ReceiptSettings = {
  invoice_number: null,
  tax_rounding: 'floor',
  printer_id: null,
  footer_message: null,
};

export function receiptSettings(repo: SettingsRepo): ReceiptSettings {
  return repo.get(SETTING.receipts, zReceiptSettings) ?? DEFAULT_RECEIPT_SETTINGS;
}

function isActivePrinter(db: Db, id: number): boolean {
  return (
    db
      .select({ id: printers.id })
      .from(printers)
      .where(and(eq(printers.id, id), eq(printers.active, 1)))
      .get() !== undefined
  );
}

/**
 * Saves the owner's number (normalized: T and 13 digits), rounding, receipt printer and footer; a
 * bad number (INVALID_INVOICE_NUMBER) or a printer that is not one of the shop's (VALIDATION)
 * changes nothing. A printer or footer left out stays as it was.
 */
export function saveReceiptSettings(
  db: Db,
  repo: SettingsRepo,
  typed: Omit<ReceiptSettingsUpdateBody, 'user_id'>,
): ReceiptSettings {
  const invoice = invoiceNumberOf(typed.invoice_number);
  if (invoice === undefined) throw new AppError('INVALID_INVOICE_NUMBER');
  const current = receiptSettings(repo);
  const printerId = typed.printer_id === undefined ? current.printer_id : typed.printer_id;
  if (printerId !== null && printerId !== current.printer_id && !isActivePrinter(db, printerId)) {
    throw new AppError('VALIDATION');
  }
  const footer = typed.footer_message === undefined ? current.footer_message : typed.footer_message || null;
  const settings: ReceiptSettings = {
    invoice_number: invoice,
    tax_rounding: typed.tax_rounding,
    printer_id: printerId,
    footer_message: footer,
  };
  repo.set(SETTING.receipts, settings);
  return settings;
}
