import { z } from 'zod';
import { zIgnoredUserId, zQueryInt } from './common';
import { zOrderItem } from './orders';
import { zSessionCover } from './table-sessions';
import { TAX_ROUNDING_MODES } from './tax-rules';

/** One rate of the bill: its tax-included total, the tax in it (once per rate) and the rest. */
export const zBillRate = z.object({
  rate: z.number().int(),
  total: z.number().int(),
  tax: z.number().int(),
  ex_tax: z.number().int(),
});
export type BillRate = z.infer<typeof zBillRate>;

/**
 * A visit's bill as a receipt or bill slip (適格簡易請求書) reads it: the shop and its registration
 * number, the lines (each with the rate it was ordered at; 8% ones are marked on paper), the cover
 * charge, the total, and the totals and taxes per rate with the owner's rounding.
 */
export const zBill = z.object({
  table_session_id: z.number().int(),
  dining_table_id: z.number().int(),
  table_label: z.string(),
  status: z.number().int(),
  guest_count: z.number().int().nullable(),
  child_count: z.number().int().nullable(),
  shop_name: z.string(),
  invoice_number: z.string().nullable(),
  tax_rounding: z.enum(TAX_ROUNDING_MODES),
  lines: z.array(zOrderItem),
  cover: zSessionCover.nullable(),
  total: z.number().int(),
  rates: z.array(zBillRate),
  /** The box's clock when it answered. */
  at: z.number().int(),
});
export type Bill = z.infer<typeof zBill>;

/**
 * GET /v1/bill/show: one visit's bill. A tablet sees its own table's open visit only (another is a
 * 404); staff any visit. The total is the visit's total (as the bill list shows it).
 */
export const zBillShowQuery = z.object({ table_session_id: zQueryInt, user_id: zIgnoredUserId });
export type BillShowQuery = z.infer<typeof zBillShowQuery>;
export const zBillShowResponse = z.object({ bill: zBill });
export type BillShowResponse = z.infer<typeof zBillShowResponse>;
