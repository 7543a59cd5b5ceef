import { z } from 'zod';
import { zEmail } from './common';

/**
 * POST /v1/auth/login. Unknown email and wrong password keep SPEC.md's two messages
 * (E_USER_NOT_FOUND, E_PASSWORD_MISMATCH). The 5th wrong password locks the account for
 * 30 minutes (E_USER_BANNED, 423, with `unbannedTime`). Success sets the HttpOnly session cookie.
 */
export const zLoginBody = z.object({
  email: zEmail,
  password: z.string().min(1).max(200),
});
export type LoginBody = z.infer<typeof zLoginBody>;

export const zUserRole = z.object({ role: z.number().int() });
export const zUserIcon = z.object({ id: z.number().int(), url: z.string(), type: z.literal(2) });

/** A staff or admin account as every screen reads it. */
export const zUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** 1 active, 10 pending invitation (shown greyed), 0 disabled. */
  flag: z.number().int(),
  role: zUserRole,
  urls: z.object({ icon: z.array(zUserIcon) }),
  /** The new address waiting for its mailed confirmation, if any. */
  updateEmail: z.string().nullable(),
  /** While five wrong passwords lock the account: when the lock ends (ms since the epoch). */
  lockedUntil: z.number().int().nullable(),
});
export type User = z.infer<typeof zUser>;

export const zLoginResponse = z.object({ user: zUser });
export type LoginResponse = z.infer<typeof zLoginResponse>;

/** POST /v1/auth/check: always 200; `check` is false and `user` null without a live session. */
export const zAuthCheckResponse = z.object({ check: z.boolean(), user: zUser.nullable() });
export type AuthCheckResponse = z.infer<typeof zAuthCheckResponse>;

/** POST /v1/pageauth/login: the shared /admin page password. Success sets a page-auth cookie. */
export const zPageAuthLoginBody = z.object({ password: z.string().min(1).max(200) });
export type PageAuthLoginBody = z.infer<typeof zPageAuthLoginBody>;

/** GET /v1/pageauth/check: 200 with status true, or 401 PAGE_AUTH_REQUIRED. */
export const zPageAuthResponse = z.object({ status: z.literal(true) });
