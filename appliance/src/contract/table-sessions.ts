import { z } from 'zod';
import { zId, zIgnoredUserId, zIntLike, zListOf, zQueryArray, zQueryInt } from './common';

/**
 * A visit at a table. status: 0 active, 1 bill requested, 2 paid. `total_amount` is computed by the
 * box: live for an open session, frozen when the bill is requested (re-computed if staff reopen).
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
 * - staff: 0 -> 1, 1 -> 2 (paid), 2 -> 1 (reopen, if the table has no other open visit),
 *   confirm_flag 0 -> 1 (OK on the bill popup).
 * Anything else is a 409 INVALID_TRANSITION. A client `total_amount` is ignored.
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

/**
 * GET /v1/tablesession/get/list: newest first. `status[]` filters; `activeTableId` one table;
 * `confirmFlag` 0/1; `date` (YYYY-MM-DD) the shop's business day the visit started. A tablet
 * sees only its own table.
 */
export const zTableSessionListQuery = z.object({
  user_id: zIgnoredUserId,
  status: zQueryArray(zQueryInt),
  activeTableId: zQueryInt.optional(),
  confirmFlag: zQueryInt.optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  limit: zQueryInt.pipe(z.number().int().min(1).max(500)).optional(),
});
export type TableSessionListQuery = z.infer<typeof zTableSessionListQuery>;
export const zTableSessionListResponse = zListOf(zTableSession);
export type TableSessionListResponse = z.infer<typeof zTableSessionListResponse>;
