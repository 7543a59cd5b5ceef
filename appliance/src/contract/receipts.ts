import { z } from 'zod';
import { zBill } from './bills';
import { zId, zIgnoredUserId, zText } from './common';
import { RECEIPT_DOCUMENTS } from './receipt-document';
import { TAX_ROUNDING_MODES } from './tax-rules';

/** The owner's message under every receipt (ご来店ありがとうございました), one short line. */
export const RECEIPT_FOOTER_MAX = 60;
/** 宛名 and 但し書き of a 領収書. */
export const RECEIPT_NAME_MAX = 40;

/**
 * What the shop's receipts and bill slips (適格簡易請求書) need beside the company details: its
 * invoice registration number (T + 13 digits; null until registered), how the tax of each
 * rate is rounded (切り捨て by default), the printer receipts come out of (null: none yet) and
 * the owner's message under them (null: none). Settings saved before the last two read as null.
 */
export const zReceiptSettings = z.object({
  invoice_number: z.string().nullable(),
  tax_rounding: z.enum(TAX_ROUNDING_MODES),
  printer_id: z.number().int().nullable().default(null),
  footer_message: z.string().nullable().default(null),
});
export type ReceiptSettings = z.infer<typeof zReceiptSettings>;

/** GET /v1/receipt/settings (staff). */
export const zReceiptSettingsResponse = z.object({ settings: zReceiptSettings });
export type ReceiptSettingsResponse = z.infer<typeof zReceiptSettingsResponse>;

/**
 * POST /v1/receipt/settings/update (admin). The number as a person types it (full-width, spaces
 * and hyphens are fine) or '' / null for none; anything but T and 13 digits is a 400
 * INVALID_INVOICE_NUMBER and changes nothing. `printer_id` one of the active printers or null
 * (another id is a 400 VALIDATION), `footer_message` '' or null for none; either left out stays
 * as it is.
 */
export const zReceiptSettingsUpdateBody = z.object({
  invoice_number: z.string().max(40).nullable(),
  tax_rounding: z.enum(TAX_ROUNDING_MODES),
  printer_id: zId.nullable().optional(),
  footer_message: zText(RECEIPT_FOOTER_MAX).nullable().optional(),
  user_id: zIgnoredUserId,
});
export type ReceiptSettingsUpdateBody = z.infer<typeof zReceiptSettingsUpdateBody>;

/**
 * POST /v1/receipt/print (staff): a レシート (`receipt`), a 領収書 (`invoice`, with 宛名 and
 * 但し書き; 上様 and お食事代として when left out) or an お会計票 (`slip`, any visit, no number) on
 * the receipt printer, through the print queue. A receipt or 領収書 needs the visit paid at the
 * register with its receipt number standing (409 RECEIPT_NOT_ISSUED); each one counts a copy
 * (the second and later print 再発行) and a 領収書 keeps its 宛名. No receipt printer set: 409
 * NO_RECEIPT_PRINTER. The same `request_id` again (a retried request) prints and counts nothing
 * more. A 領収書 of one payer of a split bill names its payment (`payment_id`, one of the visit's
 * standing payments, else 404 NOT_FOUND; only with `invoice`, else 400 VALIDATION): its amount and
 * method come from the stored payment, never from the caller. Answers the bill as it now is.
 */
export const zReceiptPrintBody = z.object({
  table_session_id: zId,
  document: z.enum(RECEIPT_DOCUMENTS),
  payer_name: zText(RECEIPT_NAME_MAX).optional(),
  proviso: zText(RECEIPT_NAME_MAX).optional(),
  payment_id: zId.optional(),
  request_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
  user_id: zIgnoredUserId,
});
export type ReceiptPrintBody = z.infer<typeof zReceiptPrintBody>;
export const zReceiptPrintResponse = z.object({ bill: zBill });
export type ReceiptPrintResponse = z.infer<typeof zReceiptPrintResponse>;
