import { z } from 'zod';
import { zBusinessDate, zId, zIgnoredUserId, zIntLike, zListOf, zQueryInt, zText } from './common';
import { MAX_LINE_QUANTITY } from './constants';
import { CANCEL_REASONS, CORRECTION_KINDS, CORRECTION_NOTE_MAX } from './correction-labels';
import { zLineState, zOrderItem } from './orders';

export * from './correction-labels';

export const zCancelReason = z.enum(CANCEL_REASONS);

/**
 * POST /v1/orderitem/cancel (staff): 取消 of a line, all of it or `quantity` of it (a reduction:
 * the line keeps the rest, and the part taken back becomes a cancelled line of its own), with a
 * reason (`note` required for `other`). Reason `soldOut` also marks the item 品切れ on every tablet
 * (as menuItem.flag does; logged as its own entry). The cancelled part leaves the bill (a bill already
 * requested is re-totalled), its station sees the 取消 (display and ticket), and the correction is
 * written to the audit log (correction.list).
 * - A served line, or any line of a visit whose bill is requested, needs role >= 21 or the /admin
 *   page password (CORRECTION_NEEDS_AUTHORITY, 403): a login that holds the page grant, or
 *   `page_password` sent with this one cancel (a manager types it on the waiter's phone; it grants
 *   nothing beyond this call; wrong: PAGE_AUTH_FAILED, rate-limited as the page login is). A paid
 *   visit's lines cannot be corrected (SESSION_CLOSED: reopen the bill first).
 * - `quantity` above the line's quantity is a VALIDATION error; the line's whole quantity is a
 *   full cancel. Cancelling a cancelled line changes nothing and answers it.
 * `orderItem` is the line after the change (the remaining part, or the cancelled line), and
 * `cancelledItem` the cancelled line.
 */
export const zOrderItemCancelBody = z
  .object({
    id: zId,
    quantity: zIntLike.pipe(z.number().int().min(1).max(MAX_LINE_QUANTITY)).optional(),
    reason: zCancelReason,
    note: zText(CORRECTION_NOTE_MAX).optional(),
    page_password: z.string().min(1).max(200).optional(),
    user_id: zIgnoredUserId,
  })
  .refine((b) => b.reason !== 'other' || (b.note ?? '') !== '', {
    message: 'a note is required for reason other',
    path: ['note'],
  });
export type OrderItemCancelBody = z.infer<typeof zOrderItemCancelBody>;
export const zOrderItemCancelResponse = z.object({
  cancelled: z.literal(true),
  orderItem: zOrderItem,
  cancelledItem: zOrderItem,
});
export type OrderItemCancelResponse = z.infer<typeof zOrderItemCancelResponse>;

export const zCorrectionKind = z.enum(CORRECTION_KINDS);

/**
 * One entry of the audit log, as it was when written (names and labels are copied, so a renamed
 * item or a removed account still reads as it did).
 * - `staff`: who made it; `authorizedBy`: 'role' (role >= 21) or 'pagePassword' when the
 *   correction needed authority, else null.
 * - cancel / reduce: `itemLabel`, `quantityBefore` -> `quantityAfter` (0 for a full cancel),
 *   `amount` the yen taken off the bill, `lineState` what the line was (ordered, ready, served),
 *   `reason` and `note`.
 * - move: `tableLabel` the table it left, `toTableLabel` the one it went to; merge: the visit of
 *   `tableLabel` merged into the one at `toTableLabel`.
 * - soldOut / onSale: `itemLabel` the item stopped or put back on sale (menuItem.flag, or a 取消
 *   with reason 品切れ, then `orderItemId` names the line); no visit (`tableSessionId` null).
 */
export const zCorrection = z.object({
  id: z.number().int(),
  at: z.number().int(),
  kind: zCorrectionKind,
  staff: z.object({ id: z.number().int().nullable(), name: z.string() }),
  authorizedBy: z.enum(['role', 'pagePassword']).nullable(),
  /** null for an item marked 品切れ or back on sale: a change of the menu, of no visit. */
  tableSessionId: z.number().int().nullable(),
  tableLabel: z.string().nullable(),
  toTableLabel: z.string().nullable(),
  orderItemId: z.number().int().nullable(),
  itemLabel: z.string().nullable(),
  quantityBefore: z.number().int().nullable(),
  quantityAfter: z.number().int().nullable(),
  amount: z.number().int(),
  lineState: zLineState.nullable(),
  reason: zCancelReason.nullable(),
  note: z.string().nullable(),
});
export type Correction = z.infer<typeof zCorrection>;

/**
 * GET /v1/correction/get/list (owner: login and the /admin page password): newest first.
 * `date` the business day (05:00 to 05:00 in the shop's time zone), `tableSession` one visit's,
 * `limit` (default 200).
 */
export const zCorrectionListQuery = z.object({
  user_id: zIgnoredUserId,
  date: zBusinessDate.optional(),
  tableSession: zQueryInt.optional(),
  limit: zQueryInt.pipe(z.number().int().min(1).max(1000)).optional(),
});
export type CorrectionListQuery = z.infer<typeof zCorrectionListQuery>;
export const zCorrectionListResponse = zListOf(zCorrection);
export type CorrectionListResponse = z.infer<typeof zCorrectionListResponse>;

/**
 * POST /v1/menuitem/flag (staff): the floor marks an item 品切れ (`flag` 0) or back on sale (1)
 * mid-service. Every tablet's menu reloads at once (`menu.changed`): it shows the item 品切れ and a
 * cart holding it is refused (ITEM_UNAVAILABLE). A change is written to the audit log (soldOut /
 * onSale, who and when); the flag it already has changes nothing and logs nothing. Unknown id: 404.
 */
export const zMenuItemFlagBody = z.object({
  id: zId,
  flag: zIntLike.pipe(z.union([z.literal(0), z.literal(1)])),
  user_id: zIgnoredUserId,
});
export type MenuItemFlagBody = z.infer<typeof zMenuItemFlagBody>;
export const zMenuItemFlagResponse = z.object({
  menuItem: z.object({ id: z.number().int(), label: z.string(), flag: z.number().int() }),
  changed: z.boolean(),
});
export type MenuItemFlagResponse = z.infer<typeof zMenuItemFlagResponse>;
