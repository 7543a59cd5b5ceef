import { z } from 'zod';
import { zIgnoredUserId } from './common';
import { TAX_ROUNDING_MODES } from './tax-rules';

/**
 * What the shop's receipts and bill slips (適格簡易請求書) need beside the company details: its
 * invoice registration number (T + 13 digits; null until registered) and how the tax of each
 * rate is rounded (切り捨て by default).
 */
export const zReceiptSettings = z.object({
  invoice_number: z.string().nullable(),
  tax_rounding: z.enum(TAX_ROUNDING_MODES),
});
export type ReceiptSettings = z.infer<typeof zReceiptSettings>;

/** GET /v1/receipt/settings (staff). */
export const zReceiptSettingsResponse = z.object({ settings: zReceiptSettings });
export type ReceiptSettingsResponse = z.infer<typeof zReceiptSettingsResponse>;

/**
 * POST /v1/receipt/settings/update (admin). The number as a person types it (full-width, spaces
 * and hyphens are fine) or '' / null for none; anything but T and 13 digits is a 400
 * INVALID_INVOICE_NUMBER and changes nothing.
 */
export const zReceiptSettingsUpdateBody = z.object({
  invoice_number: z.string().max(40).nullable(),
  tax_rounding: z.enum(TAX_ROUNDING_MODES),
  user_id: zIgnoredUserId,
});
export type ReceiptSettingsUpdateBody = z.infer<typeof zReceiptSettingsUpdateBody>;
