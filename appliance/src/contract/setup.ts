import { z } from 'zod';
import { zUser } from './auth';
import { zEmail } from './common';
import { SETUP_LIMITS } from './constants';
import { zCompanyInput, zShopNameInput } from './shop';

/**
 * First-run setup of a box in production mode. While the shop has no account, the box prints a
 * one-time setup URL (`/setup?token=...`) on its console; the first visitor holding it creates the
 * owner account (role 22), names the shop, enters the operating company and sets the /admin page
 * password. Once any account exists, setup is closed for good.
 */

/** GET /v1/setup/status (no login). */
export const zSetupStatusResponse = z.object({ needsSetup: z.boolean() });
export type SetupStatusResponse = z.infer<typeof zSetupStatusResponse>;

const zText = (max: number) => z.string().trim().min(1).max(max);
/** Length rules live in the service so a short password answers PASSWORD_TOO_SHORT, not VALIDATION. */
const zPassword = z.string().max(200);

/**
 * POST /v1/setup/complete (no login; the token from the console instead). Success logs the owner
 * in (session cookie) and opens the /admin pages (page-auth cookie) in this browser. Errors:
 * 403 SETUP_TOKEN_INVALID, 409 SETUP_DONE, 400 VALIDATION / PASSWORD_TOO_SHORT; nothing is
 * written on any error.
 */
export const zSetupCompleteBody = z.object({
  token: z.string().trim().min(1).max(200),
  shopName: zShopNameInput,
  company: zCompanyInput,
  owner: z.object({
    last_name: zText(SETUP_LIMITS.personName),
    first_name: zText(SETUP_LIMITS.personName),
    email: zEmail,
    password: zPassword,
  }),
  pagePassword: zPassword,
});
export type SetupCompleteBody = z.infer<typeof zSetupCompleteBody>;
export type SetupCompleteInput = z.input<typeof zSetupCompleteBody>;

export const zSetupCompleteResponse = z.object({ user: zUser });
export type SetupCompleteResponse = z.infer<typeof zSetupCompleteResponse>;
