import { z } from 'zod';
import { zId, zIgnoredUserId, zIntLike, zQueryInt, zText } from './common';
import { DISCOUNT_KINDS, DISCOUNT_NOTE_MAX, DISCOUNT_REASONS } from './discount-rules';
import { zOrderItem } from './orders';
import { zSessionCover } from './table-sessions';
import { TAX_ROUNDING_MODES } from './tax-rules';

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

/** A discount on the bill as it stands: what it is, why, who gave it, and the yen it takes now. */
export const zBillDiscount = z.object({
  id: z.number().int(),
  /** The line it is on, or null for the whole bill. */
  order_item_id: z.number().int().nullable(),
  /** That line's item as the bill names it (with its options), or null. */
  item_label: z.string().nullable(),
  kind: z.enum(DISCOUNT_KINDS),
  /** Yen, or a percent. */
  value: z.number().int(),
  /** Yen it takes off the bill now (never more than what it is on). */
  amount: z.number().int(),
  reason: z.enum(DISCOUNT_REASONS),
  note: z.string().nullable(),
  staff_name: z.string(),
  at: z.number().int(),
});
export type BillDiscount = z.infer<typeof zBillDiscount>;

/** The receipt number a paid visit got at the register (gapless per box), and its copies so far. */
export const zBillReceipt = z.object({
  number: z.number().int(),
  issued_at: z.number().int(),
  /** Paper copies printed: a copy after the first says 再発行. */
  print_count: z.number().int(),
  /** 宛名 of the last 領収書, or null. */
  payer_name: z.string().nullable(),
});
export type BillReceipt = z.infer<typeof zBillReceipt>;

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
  /** Lines and cover before discounts. */
  subtotal: z.number().int(),
  discounts: z.array(zBillDiscount),
  discount_total: z.number().int(),
  /** What the guests pay: subtotal minus discounts. */
  total: z.number().int(),
  /** Totals and taxes per rate, after discounts (a bill-wide discount is spread over the rates). */
  rates: z.array(zBillRate),
  /** How it was paid (empty until paid at the register). */
  payments: z.array(zPayment),
  /** Its receipt number once paid at the register, else null. */
  receipt: zBillReceipt.nullable(),
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

/**
 * POST /v1/bill/discount (staff): a discount on one line (`order_item_id`) or on the whole bill,
 * `kind` amount (yen) or percent (1 to 100), with a reason (`note` required for `other`). A line
 * holds one discount and the bill one: a new one replaces the old. Money given away needs a
 * manager: role >= 21, the /admin page grant, or `page_password` for this one call
 * (DISCOUNT_NEEDS_AUTHORITY / PAGE_AUTH_FAILED, as for a 取消). Yen above what it is on:
 * 409 DISCOUNT_TOO_LARGE; a paid visit: SESSION_CLOSED; a line not on this visit's bill: 404.
 * Written to the audit log (割引). Answers the bill.
 */
export const zBillDiscountBody = z
  .object({
    table_session_id: zId,
    order_item_id: zId.nullable().optional(),
    kind: z.enum(DISCOUNT_KINDS),
    value: zIntLike.pipe(z.number().int().min(1).max(100_000_000)),
    reason: z.enum(DISCOUNT_REASONS),
    note: zText(DISCOUNT_NOTE_MAX).optional(),
    page_password: z.string().min(1).max(200).optional(),
    user_id: zIgnoredUserId,
  })
  .refine((b) => b.kind !== 'percent' || b.value <= 100, { message: 'a percent is 1 to 100', path: ['value'] })
  .refine((b) => b.reason !== 'other' || (b.note ?? '') !== '', {
    message: 'a note is required for reason other',
    path: ['note'],
  });
export type BillDiscountBody = z.infer<typeof zBillDiscountBody>;

/** POST /v1/bill/discount/remove (staff, a manager as for adding one): the discount taken off the bill (割引取消). */
export const zBillDiscountRemoveBody = z.object({
  id: zId,
  page_password: z.string().min(1).max(200).optional(),
  user_id: zIgnoredUserId,
});
export type BillDiscountRemoveBody = z.infer<typeof zBillDiscountRemoveBody>;
export const zBillDiscountResponse = z.object({ bill: zBill });
export type BillDiscountResponse = z.infer<typeof zBillDiscountResponse>;
