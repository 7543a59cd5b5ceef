import { z } from 'zod';
import { zId, zIgnoredUserId, zIntLike, zListOf, zQueryArray, zQueryInt } from './common';

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
  /** Menus unlocked by plans ordered in this session (their items cost 0). */
  activePlanMenuIds: z.array(z.number().int()),
  user_id: z.number().int().nullable(),
});
export type TableSession = z.infer<typeof zTableSession>;

/**
 * POST /v1/tablesession/create: starts the table's visit, or resumes the open one
 * (`exists` true). A tablet may only start its own table; staff may start any available table.
 * An unknown table is a 404, a stopped one TABLE_STOPPED (only staff can meet it: a stopped
 * table's tablet credential no longer works). The `status` sent by SPEC.md's client is ignored:
 * a new visit always starts at 0.
 */
export const zTableSessionCreateBody = z.object({
  dining_table_id: zId,
  status: zIntLike.optional(),
  user_id: zIgnoredUserId,
});
export type TableSessionCreateBody = z.infer<typeof zTableSessionCreateBody>;
export const zTableSessionCreateResponse = z.object({ exists: z.boolean(), tableSession: zTableSession });
export type TableSessionCreateResponse = z.infer<typeof zTableSessionCreateResponse>;

/**
 * POST /v1/tablesession/update. Allowed moves:
 * - the table's tablet: status 0 -> 1 (checkout confirm; the box computes total_amount);
 * - staff: 0 -> 1, 1 -> 2 (paid), 2 -> 1 (reopen, if the table has no other open visit: else
 *   TABLE_BUSY), confirm_flag 0 -> 1 (OK on the bill popup, only while the bill is requested).
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
    total_amount: z.unknown().optional(),
    user_id: zIgnoredUserId,
  })
  .refine((b) => b.status !== undefined || b.confirm_flag !== undefined, 'status or confirm_flag is required');
export type TableSessionUpdateBody = z.infer<typeof zTableSessionUpdateBody>;
export const zTableSessionUpdateResponse = z.object({ updated: z.literal(true), tableSession: zTableSession });
export type TableSessionUpdateResponse = z.infer<typeof zTableSessionUpdateResponse>;

/** A real calendar date as YYYY-MM-DD (2025-02-30 is refused rather than rolled over). */
const zCalendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')
  .refine((s) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  }, 'not a calendar date');

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
  date: zCalendarDate.optional(),
  limit: zQueryInt.pipe(z.number().int().min(1).max(500)).optional(),
});
export type TableSessionListQuery = z.infer<typeof zTableSessionListQuery>;
export const zTableSessionListResponse = zListOf(zTableSession);
export type TableSessionListResponse = z.infer<typeof zTableSessionListResponse>;
