import { z } from 'zod';
import { zId, zIgnoredUserId, zIntLike, zListOf, zQueryArray, zQueryInt, zText } from './common';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from './constants';
import { normalizeNote, OPTION_LIMITS, ORDER_NOTE_MAX } from './option-rules';

/**
 * POST /v1/order/create with header `Idempotency-Key: <uuid>` (optional, see zIdempotencyKey;
 * malformed is IDEMPOTENCY_KEY_REQUIRED). Sending the same key again returns the first order (`replayed` true)
 * and creates nothing, even once the visit has moved on; the same key with another cart or visit
 * is a 409 IDEMPOTENCY_KEY_REUSED. Prices come from the box, never from the client. The session
 * must be the table's and active (status 0, else SESSION_NOT_OPEN; while the bill is requested,
 * status 1, an order of service-menu items only, i.e. a staff call, is still taken) and every item on sale in a
 * published or service menu (else ITEM_UNAVAILABLE with `itemIds`). Lines with the same item are
 * merged; a merged quantity over MAX_LINE_QUANTITY is a VALIDATION error. An empty list is
 * EMPTY_CART. `ordersData.status` is ignored: an order is created with status 1. A staff call is
 * an order of the service menu's staff-call item, quantity 1 (any other quantity: 400 VALIDATION).
 * Staff may order for any table (ハンディ): the order is marked `entered_by_user_id` and is
 * otherwise a tablet order everywhere (stations, tickets, bill).
 * Options: `options` are the chosen choice ids of the item's groups (left out: the groups'
 * defaults, so clients that know no options keep working); the box checks them (of the item,
 * within each group's min and max, else 400 OPTION_INVALID; on sale, else 409 OPTION_UNAVAILABLE,
 * both with `itemIds`) and prices them itself. `note` is a short note for the kitchen (one line,
 * at most ORDER_NOTE_MAX characters): from a tablet only for items with `accepts_note` 1, else 400
 * VALIDATION. Lines are merged only when item, choices and note are the same.
 */
export const zOrderCreateBody = z.object({
  ordersData: z.object({
    table_session_id: zId,
    dining_table_id: zId,
    status: zIntLike.optional(),
  }),
  orderItemsData: z.object({
    items: z
      .array(
        z.object({
          id: zId,
          quantity: zIntLike.pipe(z.number().int().min(1).max(MAX_LINE_QUANTITY)),
          options: z.array(zId).max(OPTION_LIMITS.choicesPerLine).optional(),
          note: zText(ORDER_NOTE_MAX * 2)
            .transform(normalizeNote)
            .pipe(z.string().max(ORDER_NOTE_MAX).nullable())
            .nullable()
            .optional(),
        }),
      )
      .max(MAX_ORDER_LINES),
  }),
  user_id: zIgnoredUserId,
});
export type OrderCreateBody = z.infer<typeof zOrderCreateBody>;

/**
 * The `Idempotency-Key` header of POST /v1/order/create: the tablet makes one per order and sends
 * it again on every retry, so a retried request answers the first order and creates nothing twice.
 * The header is optional, as SPEC.md section 7 does not name it: a client that sends none gets a
 * new order for every request it sends, retries included. A header that is present must be valid.
 */
export const zIdempotencyKey = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * Where an ordered line stands: ordered (being made), ready (調理完了, bumped at its station),
 * served (提供済み, marked by the floor: status 1) or cancelled (取消, off the bill).
 */
export const LINE_STATES = ['ordered', 'ready', 'served', 'cancelled'] as const;
export const zLineState = z.enum(LINE_STATES);
export type LineState = z.infer<typeof zLineState>;

/** A choice as the line froze it when ordered (names and delta as they were then). */
export const zLineOption = z.object({
  choice_id: z.number().int(),
  group_label: z.string(),
  label: z.string(),
  price_delta: z.number().int(),
  /** Charged even when a plan makes the line free. */
  plan_charged: z.boolean(),
});
export type LineOption = z.infer<typeof zLineOption>;

/** One ordered line as the order list, checkout confirm and order detail read it. */
export const zOrderItem = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  /** 0 not served, 1 served. */
  status: z.number().int(),
  state: zLineState,
  /** Unit price when ordered (tax-included), the chosen options' deltas included. */
  unit_price: z.number().int(),
  /**
   * Unit price on the bill: 0 when the line was cancelled; when a plan made it free when it was
   * ordered, what its plan-charged options cost (usually 0).
   */
  price: z.number().int(),
  subtotal: z.number().int(),
  /** The plan line that makes this line free (its links as they were when ordered); null: none. */
  plan_line_id: z.number().int().nullable(),
  /**
   * A plan or 延長 line: its kind as frozen when ordered; null: neither. With the service genre this
   * tells food from what is not (contract/line-kinds.ts `isFoodLine`).
   */
  plan_kind: z.enum(['plan', 'extension']).nullable(),
  /** The item's tax rate in percent when it was ordered (10, or 8 reduced). */
  tax_rate: z.number().int(),
  created_at: z.number().int(),
  served_at: z.number().int().nullable(),
  /** The station the line was routed to when ordered; null: none. */
  station_id: z.number().int().nullable(),
  ready_at: z.number().int().nullable(),
  cancelled_at: z.number().int().nullable(),
  /** The chosen options, in the order the item showed them; [] for none. */
  options: z.array(zLineOption),
  /** The note for the kitchen (ネギ抜き), or null. */
  note: z.string().nullable(),
  menuitems: z.object({
    id: z.number().int(),
    label: z.string(),
    name: z.string(),
    price: z.number().int(),
    flag: z.number().int(),
    menu_id: z.number().int(),
  }),
  orders: z.object({
    id: z.number().int(),
    dining_table_id: z.number().int(),
    table_session_id: z.number().int(),
    /** The staff member who took the order on a handy (ハンディ); null: the table's tablet. */
    entered_by_user_id: z.number().int().nullable(),
    /**
     * スマホN: the guest's own phone that sent it (issue 35); null: the table's tablet or staff.
     * Told to staff only: a diner's list has null.
     */
    guest_number: z.number().int().nullable(),
  }),
  diningTables: z.object({ label: z.string() }),
});
export type OrderItem = z.infer<typeof zOrderItem>;

export const zOrder = z.object({
  id: z.number().int(),
  table_session_id: z.number().int(),
  dining_table_id: z.number().int(),
  status: z.number().int(),
  created_at: z.number().int(),
  /** The staff member who took the order on a handy (ハンディ); null: the table's tablet. */
  entered_by_user_id: z.number().int().nullable(),
  items: z.array(zOrderItem),
});
export type Order = z.infer<typeof zOrder>;

export const zOrderCreateResponse = z.object({ status: z.literal(true), replayed: z.boolean(), order: zOrder });
export type OrderCreateResponse = z.infer<typeof zOrderCreateResponse>;

/**
 * GET /v1/orderitem/get/list. `order` column (created_at or id) and `orderBy` (asc, desc; default
 * desc: newest first); `includeSession[]` limits to visits; `includeTable` to one table;
 * `excludeMenu` leaves one genre out (the genre when ordered); `status` 0/1 served filter;
 * `sessionStatus[]` limits to visits in those states (the staff order list asks for the open ones,
 * 0 and 1, however many tables are seated); `limit` (default 500). `list.total` counts every
 * matching line before `limit`.
 * A tablet sees only its own table's open visit (status 0 or 1): filters naming another visit or
 * table narrow that to an empty list rather than a 404, as filters only ever narrow.
 */
export const zOrderItemListQuery = z.object({
  user_id: zIgnoredUserId,
  order: z.enum(['created_at', 'id']).optional(),
  orderBy: z.enum(['asc', 'desc', 'ASC', 'DESC']).optional(),
  includeSession: zQueryArray(zQueryInt),
  includeTable: zQueryInt.optional(),
  excludeMenu: zQueryInt.optional(),
  status: zQueryInt.pipe(z.number().int().min(0).max(1)).optional(),
  sessionStatus: zQueryArray(zQueryInt.pipe(z.number().int().min(0).max(2))),
  limit: zQueryInt.pipe(z.number().int().min(1).max(2000)).optional(),
});
export type OrderItemListQuery = z.infer<typeof zOrderItemListQuery>;
export const zOrderItemListResponse = zListOf(zOrderItem);
export type OrderItemListResponse = z.infer<typeof zOrderItemListResponse>;

/**
 * POST /v1/orderitem/update (staff login, no page password): served 1 (stamps served_at) or not
 * served 0 (clears it). Setting the status a line already has changes nothing. An unknown line is
 * a 404 NOT_FOUND with SPEC.md's order-item failure message 'ステータスの更新に失敗しました。'; a
 * line of a paid visit is 409 SESSION_CLOSED (put the bill back to お会計待ち first).
 */
export const zOrderItemUpdateBody = z.object({
  id: zId,
  status: zIntLike.pipe(z.union([z.literal(0), z.literal(1)])),
  user_id: zIgnoredUserId,
});
export type OrderItemUpdateBody = z.infer<typeof zOrderItemUpdateBody>;
export const zOrderItemUpdateResponse = z.object({ updated: z.literal(true), orderItem: zOrderItem });
export type OrderItemUpdateResponse = z.infer<typeof zOrderItemUpdateResponse>;
