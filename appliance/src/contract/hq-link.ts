import { z } from 'zod';
import { zIgnoredUserId } from './common';

/**
 * The box's side of its chain's headquarters (issue 36), on /admin: whether the box is enrolled,
 * and how its facts are getting there. Headquarters is an addition: the box never waits for it.
 * - `state`: `linked` (sending), `revoked` (headquarters revoked the box's key: 本部との接続が解除されました),
 *   `stalled` (headquarters holds fewer facts than it acknowledged: a person must look).
 * - `queued`: facts waiting on the box; `acked`: facts of this enrolment headquarters holds.
 * - `lastContactAt`: when headquarters last answered; `lastError`: why the last try failed, if it did.
 */
export const zHqLinkStatus = z.object({
  url: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  chainName: z.string(),
  enrolledAt: z.number().int(),
  state: z.enum(['linked', 'revoked', 'stalled']),
  queued: z.number().int(),
  acked: z.number().int(),
  lastContactAt: z.number().int().nullable(),
  lastError: z.string().nullable(),
  /** The chain menu's version applied here, and a newer one fetched and waiting for the owner (or a closed shop). */
  menu: z.object({ applied: z.number().int().nullable(), pending: z.number().int().nullable() }),
});
export type HqLinkStatus = z.infer<typeof zHqLinkStatus>;

/** GET /v1/hq-link (admin): null while the box is not enrolled. */
export const zHqLinkResponse = z.object({ hqLink: zHqLinkStatus.nullable() });
export type HqLinkResponse = z.infer<typeof zHqLinkResponse>;

/** POST /v1/hq-link/enrol (admin): headquarters' address and the one-time code its owner was given. */
export const zHqLinkEnrolBody = z.object({
  user_id: zIgnoredUserId,
  url: z
    .string()
    .trim()
    .max(500)
    .refine((value) => /^https?:\/\/[^\s/]+/i.test(value), { message: 'expected an http(s) URL' }),
  code: z.string().trim().min(1).max(200),
});
export type HqLinkEnrolBody = z.infer<typeof zHqLinkEnrolBody>;

/** POST /v1/hq-link/leave (admin): the box stops sending; its own facts stay as they are. */
export const zHqLinkLeaveBody = z.object({ user_id: zIgnoredUserId });
export type HqLinkLeaveBody = z.infer<typeof zHqLinkLeaveBody>;

/** POST /v1/hq-link/menu/send (admin): this shop's menu goes to HQ, which may publish it as the chain's. */
export const zHqLinkMenuBody = z.object({ user_id: zIgnoredUserId });
