import { z } from 'zod';
import { zBusinessDate, zId, zIgnoredUserId, zIntLike, zListOf, zQueryArray, zQueryInt } from './common';
import { GUEST_COUNT_MAX } from './constants';
import { DINER_LANGUAGES, SOURCE_LANGUAGE } from './languages';
import { MENU_TEXT_LOCALES } from './menu-text';

/** The cover charge (お通し / テーブルチャージ) on a visit's bill: per adult, as set when it started. */
export const zSessionCover = z.object({
  label: z.string(),
  unit_price: z.number().int(),
  /** Adults counted (guest_count minus child_count); 0 until the guests are counted. */
  quantity: z.number().int(),
  /** unit_price x quantity, or 0 once waived. */
  subtotal: z.number().int(),
  waived: z.boolean(),
});
export type SessionCover = z.infer<typeof zSessionCover>;

/**
 * A visit at a table. status: 0 active, 1 bill requested, 2 paid; 0 and 1 are "open" (at most one
 * per table). `total_amount` is computed by the box: live while the visit is active (status 0),
 * then the amount frozen when the bill was requested (re-computed if staff reopen a paid visit).
 */
export const zTableSession = z.object({
  id: z.number().int(),
  dining_table_id: z.number().int(),
  status: z.number().int(),
  confirm_flag: z.number().int(),
  total_amount: z.number().int(),
  created_at: z.number().int(),
  bill_requested_at: z.number().int().nullable(),
  ended_at: z.number().int().nullable(),
  diningTables: z.object({ label: z.string() }),
  /**
   * Menus whose items a plan on the visit makes free if ordered now (before its last order); the
   * box decides per line when it is ordered. Items freed one by one: activePlanItemIds.
   */
  activePlanMenuIds: z.array(z.number().int()),
  activePlanItemIds: z.array(z.number().int()),
  user_id: z.number().int().nullable(),
  /** How many guests, when staff (or the tablet) said so at the start; null: not told. */
  guest_count: z.number().int().nullable(),
  /** Of guest_count, the children (when the shop counts them); null: not told. */
  child_count: z.number().int().nullable(),
  /** The cover charge, included in total_amount; null: none on this visit. */
  cover: zSessionCover.nullable(),
  /** 合算: this visit's orders were moved to that visit's bill, and this one ended with nothing to pay. */
  merged_into_id: z.number().int().nullable(),
  /** The language the guests read the tablet in, for staff to see; null: Japanese. */
  guest_locale: z.enum(MENU_TEXT_LOCALES).nullable(),
});
export type TableSession = z.infer<typeof zTableSession>;

/** The tablet's language as the guests chose it ('ja' is stored as none). */
const zGuestLocale = z.enum(DINER_LANGUAGES).transform((locale) => (locale === SOURCE_LANGUAGE ? null : locale));

const zGuestCount = zIntLike.pipe(z.number().int().min(1).max(GUEST_COUNT_MAX));
const zChildCount = zIntLike.pipe(z.number().int().min(0).max(GUEST_COUNT_MAX));
const childrenWithinGuests = (b: { guest_count?: number; child_count?: number }) =>
  b.child_count === undefined || (b.guest_count !== undefined && b.child_count <= b.guest_count);

/**
 * POST /v1/tablesession/create: starts the table's visit, or resumes the open one
 * (`exists` true). A tablet may only start its own table; staff may start any available table.
 * An unknown table is a 404, a stopped one TABLE_STOPPED (only staff can meet it: a stopped
 * table's tablet credential no longer works). The `status` sent by SPEC.md's client is ignored:
 * a new visit always starts at 0.
 * `guest_count` (1-99) is kept on a new visit; resuming an open one with a count sets it, unless a
 * tablet asks and the visit was counted already (the count prices the cover charge: then only staff
 * change it, and the visit is resumed as it is). `guest_locale` (a diner language, languages.ts) is
 * kept on a new visit and set on a resumed one.
 */
export const zTableSessionCreateBody = z
  .object({
    dining_table_id: zId,
    status: zIntLike.optional(),
    guest_count: zGuestCount.optional(),
    /** Of guest_count, how many are children (sent with guest_count, never more). */
    child_count: zChildCount.optional(),
    guest_locale: zGuestLocale.optional(),
    user_id: zIgnoredUserId,
  })
  .refine(childrenWithinGuests, { path: ['child_count'], message: 'child_count needs guest_count and cannot exceed it' });
export type TableSessionCreateBody = z.infer<typeof zTableSessionCreateBody>;
export const zTableSessionCreateResponse = z.object({ exists: z.boolean(), tableSession: zTableSession });
export type TableSessionCreateResponse = z.infer<typeof zTableSessionCreateResponse>;

/**
 * POST /v1/tablesession/update. Allowed moves:
 * - the table's tablet: status 0 -> 1 (checkout confirm; the box computes total_amount);
 * - staff: 0 -> 1, 1 -> 2 (paid), 0 -> 2 (paid at the register without a bill request: the table
 *   is free for the next guests at once), 2 -> 1 (reopen, if the table has no other open visit:
 *   else TABLE_BUSY), confirm_flag 0 -> 1 (OK on the bill popup, only while the bill is
 *   requested), `guest_count` (and `child_count`) of an open visit; a tablet only while its visit
 *   has no count yet (then INVALID_TRANSITION: the count prices the cover charge);
 * - the tablet or staff: `guest_locale`, the language the guests switched the tablet to, while the
 *   visit is open (staff see it on their screens).
 * Asking for the state the visit is already in changes nothing and answers the visit, so a retried
 * tap does not fail. When both fields are sent, status moves first and confirm_flag is checked
 * against the new status. Anything else is a 409 INVALID_TRANSITION. A client `total_amount` is
 * ignored. Another table's visit is a 404 for a tablet.
 */
export const zTableSessionUpdateBody = z
  .object({
    id: zId,
    status: zIntLike.pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])).optional(),
    confirm_flag: zIntLike.pipe(z.union([z.literal(0), z.literal(1)])).optional(),
    guest_count: zGuestCount.optional(),
    child_count: zChildCount.optional(),
    guest_locale: zGuestLocale.optional(),
    total_amount: z.unknown().optional(),
    user_id: zIgnoredUserId,
  })
  .refine(childrenWithinGuests, { path: ['child_count'], message: 'child_count needs guest_count and cannot exceed it' })
  .refine(
    (b) => b.status !== undefined || b.confirm_flag !== undefined || b.guest_count !== undefined || b.guest_locale !== undefined,
    'status, confirm_flag, guest_count or guest_locale is required',
  );
export type TableSessionUpdateBody = z.infer<typeof zTableSessionUpdateBody>;
export const zTableSessionUpdateResponse = z.object({ updated: z.literal(true), tableSession: zTableSession });
export type TableSessionUpdateResponse = z.infer<typeof zTableSessionUpdateResponse>;

/**
 * GET /v1/tablesession/get/list: newest first (by start). `status[]` filters; `activeTableId` one
 * table; `confirmFlag` 0/1; `date` (YYYY-MM-DD) the shop's business day the visit started, from
 * BUSINESS_DAY_START_HOUR (05:00) to 05:00 the next morning in the shop's time zone; `limit`
 * (default 500). A tablet sees only its own table's visits: a filter naming another table gives
 * an empty list, as filters only ever narrow what the caller may see.
 */
export const zTableSessionListQuery = z.object({
  user_id: zIgnoredUserId,
  status: zQueryArray(zQueryInt),
  activeTableId: zQueryInt.optional(),
  confirmFlag: zQueryInt.optional(),
  date: zBusinessDate.optional(),
  limit: zQueryInt.pipe(z.number().int().min(1).max(500)).optional(),
});
export type TableSessionListQuery = z.infer<typeof zTableSessionListQuery>;
export const zTableSessionListResponse = zListOf(zTableSession);
export type TableSessionListResponse = z.infer<typeof zTableSessionListResponse>;

/**
 * POST /v1/tablesession/move (staff): 席移動. The open visit `id` (active or bill requested) moves,
 * with its orders, to the table `dining_table_id`, which must be available and have no open visit
 * (TABLE_BUSY); its station lines and tickets then read the new table. The table left is free.
 * Moving to the table it is at changes nothing. Written to the audit log.
 */
export const zTableSessionMoveBody = z.object({ id: zId, dining_table_id: zId, user_id: zIgnoredUserId });
export type TableSessionMoveBody = z.infer<typeof zTableSessionMoveBody>;

/**
 * POST /v1/tablesession/merge (staff): 合算. Every order of the open visit `id` joins the open
 * visit `into` (one bill for both tables); the visit `id` ends with nothing to pay
 * (`merged_into_id`) and its table is free. A bill already requested for `into` is re-totalled.
 * Merging a visit into itself, or a visit not open, is INVALID_TRANSITION. Written to the audit log.
 */
export const zTableSessionMergeBody = z.object({ id: zId, into: zId, user_id: zIgnoredUserId });
export type TableSessionMergeBody = z.infer<typeof zTableSessionMergeBody>;
/** The visit that holds the orders now (moved: the same visit at its new table; merged: `into`). */
export const zTableSessionMoveResponse = z.object({ updated: z.literal(true), tableSession: zTableSession });
export type TableSessionMoveResponse = z.infer<typeof zTableSessionMoveResponse>;

/**
 * POST /v1/tablesession/cover (staff): waive the visit's cover charge (サービス), or charge it
 * again. Only an open visit that has one (else INVALID_TRANSITION); written to the audit log.
 */
export const zTableSessionCoverBody = z.object({ id: zId, waived: z.boolean(), user_id: zIgnoredUserId });
export type TableSessionCoverBody = z.infer<typeof zTableSessionCoverBody>;
