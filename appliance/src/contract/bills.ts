import { z } from 'zod';
import { zId, zIgnoredUserId, zIntLike, zQueryInt } from './common';
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

/** How a payment was made at the register. */
export const PAYMENT_METHODS = ['cash', 'card', 'qr', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const zPayment = z.object({
  id: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  /** Cash handed over and the change (cash only); null otherwise. */
  tendered: z.number().int().nullable(),
  change: z.number().int().nullable(),
  at: z.number().int(),
});
export type Payment = z.infer<typeof zPayment>;

const zYen = zIntLike.pipe(z.number().int().min(0).max(100_000_000));

/**
 * POST /v1/bill/pay (staff): the visit's bill paid, in one payment or several (割り勘, or part cash
 * part card). The payments must add up to the bill's total as the box computes it (else 409
 * PAYMENT_MISMATCH); cash may come with what was handed over (at least its amount: the change is
 * worked out), other methods without. The visit is then paid (status 2) and its table free; a
 * visit already paid is SESSION_CLOSED. Nothing is written when anything is refused.
 */
export const zBillPayBody = z.object({
  table_session_id: zId,
  payments: z
    .array(
      z.object({
        method: z.enum(PAYMENT_METHODS),
        amount: zYen,
        tendered: zYen.optional(),
      }),
    )
    .min(1)
    .max(99),
  user_id: zIgnoredUserId,
});
export type BillPayBody = z.infer<typeof zBillPayBody>;
export const zBillPayResponse = z.object({ bill: zBill, payments: z.array(zPayment) });
export type BillPayResponse = z.infer<typeof zBillPayResponse>;
