import { z } from 'zod';
import { zUser } from './auth';
import {
  zEmail,
  zId,
  zIgnoredUserId,
  zIntLike,
  zKeywords,
  zListOf,
  zQueryArray,
  zQueryInt,
  zRequiredText,
  zText,
} from './common';
import { ROLES, USER_FLAG } from './constants';

/*
 * Who may call what (checked on the server for every call):
 * - Managing other accounts (list, create, update, detail, email, icon of others) needs role 21+
 *   (ACCOUNT_ADMIN_MIN_ROLE) and the /admin page password; role 11 gets 403 FORBIDDEN.
 * - Any logged-in user may read and edit their own profile, email, password and icon, without
 *   the page password.
 * - Role 22 sees every account, 21 all but 22, others neither 21 nor 22 (SPEC.md section 5); an
 *   account the caller may not see answers 404 USER_NOT_FOUND, as if it did not exist.
 * - Nobody may give anyone a role above their own, or change their own role or flag.
 * Error bodies: USER_NOT_FOUND carries `notFound: true`; DUPLICATE_EMAIL (409) carries
 * `exists: true` at the top level and `duplicate: true` in `error`.
 */

/** Length rules live in the service so a short password answers PASSWORD_TOO_SHORT, not VALIDATION. */
const zPassword = z.string().max(200);
/**
 * SPEC.md: an invalid or missing key is INVALID_ACTIVATE_KEY, not VALIDATION: a key that is absent,
 * empty, too long or not a string reads as '', which matches no key.
 */
const zActivateKey = z.string().trim().max(200).catch('');
const zRole = zIntLike.pipe(z.number().refine((r) => ROLES.some((role) => role === r), 'unknown role'));

/**
 * GET /v1/user/get/list (role 21+ and page password), newest first. `flags[]` defaults to
 * [1, 10] (add 0 to see disabled accounts). `role[]` narrows within what the caller may see;
 * 0 (the search card's '選択してください') means no filter. Every `keyword[]` must match one of
 * `targetColumn[]` (username, email; both by default), as a substring, case-insensitive.
 */
export const zUserListQuery = z.object({
  user_id: zIgnoredUserId,
  role: zQueryArray(zQueryInt),
  flags: zQueryArray(zQueryInt),
  targetColumn: zQueryArray(z.enum(['username', 'email'])),
  keyword: zKeywords,
});
export type UserListQuery = z.infer<typeof zUserListQuery>;
export const zUserListResponse = zListOf(zUser);
export type UserListResponse = z.infer<typeof zUserListResponse>;

/**
 * POST /v1/user/create (role 21+ and page password): a new account starts pending (flag 10
 * whatever `flag` says) with role 11 unless another role the caller may assign is given (else
 * 403). It gets a password-setup mail through the outbox; the response carries the setup link
 * (valid 7 days, single use) so the screen can show it and its QR when the shop has no mail relay.
 */
export const zUserCreateBody = z.object({
  email: zEmail,
  username: zRequiredText(100),
  role: zRole.optional(),
  flag: zIntLike.optional(),
  user_id: zIgnoredUserId,
});
export type UserCreateBody = z.infer<typeof zUserCreateBody>;
export const zUserCreateResponse = z.object({
  exists: z.literal(false),
  userId: z.number().int(),
  user: zUser,
  setupLink: z.string(),
});
export type UserCreateResponse = z.infer<typeof zUserCreateResponse>;

/**
 * POST /v1/user/update. For another account (role 21+, page password): email (set directly, no
 * mail confirmation), username, role, flag, names. `flag` 0 disables the account and ends its
 * sessions; 1 (or 10) enables it again, staying pending (10) while it has no password.
 * `username`, when sent, must not be empty (SPEC.md: name required).
 * For oneself: username, last_name, first_name (the profile screen); `email`, `role` and `flag`
 * may be sent but must equal the current values (own email changes go through
 * /v1/user/set/updateEmail), else 403.
 */
export const zUserUpdateBody = z.object({
  id: zId,
  email: zEmail.optional(),
  username: zRequiredText(100).optional(),
  role: zRole.optional(),
  flag: zIntLike.pipe(z.number().refine((f) => Object.values(USER_FLAG).some((flag) => flag === f), 'unknown flag')).optional(),
  last_name: zText(50).optional(),
  first_name: zText(50).optional(),
  user_id: zIgnoredUserId,
});
export type UserUpdateBody = z.infer<typeof zUserUpdateBody>;
export const zUserUpdateResponse = z.object({ exists: z.literal(false), updated: z.literal(true), user: zUser });
export type UserUpdateResponse = z.infer<typeof zUserUpdateResponse>;

/**
 * POST /v1/user/unlock (role 21+, page password): lifts a lock from five wrong passwords on an
 * account the caller may see, before its time runs out. Answers the account; logged.
 */
export const zUserUnlockBody = z.object({ id: zId });
export type UserUnlockBody = z.infer<typeof zUserUnlockBody>;
export const zUserUnlockResponse = z.object({ updated: z.literal(true), user: zUser });
export type UserUnlockResponse = z.infer<typeof zUserUnlockResponse>;

/** GET /v1/user/get/detail?id= : oneself, or an account the caller may manage. */
export const zUserDetailQuery = z.object({ id: zQueryInt });
export const zUserDetailResponse = z.object({ detail: zUser });
export type UserDetailResponse = z.infer<typeof zUserDetailResponse>;

/**
 * POST /v1/user/definitiveAuth (no login): checks a signup key. An unknown, used or expired key,
 * or one of a disabled account, is 400 INVALID_ACTIVATE_KEY. `password` is checked only when the
 * account already has one (E_INVALID_AUTH_PASSWORD on mismatch). Nothing is written.
 */
export const zDefinitiveAuthBody = z.object({ activatekey: zActivateKey, password: zPassword.optional() });
export type DefinitiveAuthBody = z.infer<typeof zDefinitiveAuthBody>;
export const zDefinitiveAuthResponse = z.object({
  status: z.literal(true),
  userId: z.number().int(),
  /** The account already has its password (flag 1): the screen shows 'already registered'. */
  alreadyAuth: z.boolean(),
  email: z.string(),
});
export type DefinitiveAuthResponse = z.infer<typeof zDefinitiveAuthResponse>;

/**
 * POST /v1/user/create/password (no login): sets the first password from the signup key
 * (8 to 200 characters, PASSWORD_TOO_SHORT below 8); flag 10 -> 1; the key is spent.
 * An account that is already registered answers 200 `{ registed: false }` and its password is
 * left alone (the key is spent too): SPEC.md's screen shows 'already registered' from that.
 * `flag` is accepted and ignored.
 */
export const zCreatePasswordBody = z.object({
  activatekey: zActivateKey,
  password: zPassword,
  flag: zIntLike.optional(),
});
export type CreatePasswordBody = z.infer<typeof zCreatePasswordBody>;
export const zCreatePasswordResponse = z.object({ registed: z.boolean() });
export type CreatePasswordResponse = z.infer<typeof zCreatePasswordResponse>;

/**
 * POST /v1/user/forgotPassword (no login): always `{ updated: true }`, so nobody learns which
 * addresses are registered. An active account gets a reset mail (1 hour, single use); earlier
 * unused reset keys of that account stop working. At most one mail a minute per account.
 */
export const zForgotPasswordBody = z.object({ email: zEmail });
export const zUpdatedResponse = z.object({ updated: z.literal(true) });
export type UpdatedResponse = z.infer<typeof zUpdatedResponse>;

/**
 * POST /v1/user/resetPassword (no login): unknown or used key 400 INVALID_ACTIVATE_KEY; expired
 * 410 RESET_EXPIRED with `error.expired: true`. Success clears the login lockout and ends every
 * session of the account.
 */
export const zResetPasswordBody = z.object({ activatekey: zActivateKey, password: zPassword });
export type ResetPasswordBody = z.infer<typeof zResetPasswordBody>;

/**
 * POST /v1/user/set/updateEmail: oneself, or (role 21+, page password) an account the caller may
 * see. Stores the address as `updateEmail` and mails the NEW address a confirmation link (24 h,
 * single use; an earlier pending change stops working). The login email changes only when the
 * link is opened. An address any account uses (own included) is 409 DUPLICATE_EMAIL.
 * `confirmLink` comes back only when the box has no mail relay: then the screen shows it so the
 * change can be finished on the spot; with a relay, only the new mailbox gets the link.
 */
export const zUpdateEmailBody = z.object({ id: zId, email: zEmail });
export type UpdateEmailBody = z.infer<typeof zUpdateEmailBody>;
export const zUpdateEmailResponse = z.object({ status: z.literal(true), confirmLink: z.string().optional() });
export type UpdateEmailResponse = z.infer<typeof zUpdateEmailResponse>;

/**
 * POST /v1/user/set/updateLoginEmail (no login: the link may be opened on a phone). The key alone
 * decides which account and which address; `id`, `email` and `updateEmail` are accepted and
 * ignored. A bad key is 400 INVALID_ACTIVATE_KEY; an address taken meanwhile 409 DUPLICATE_EMAIL.
 */
export const zUpdateLoginEmailBody = z.object({
  activatekey: zActivateKey,
  id: z.unknown().optional(),
  email: z.unknown().optional(),
  updateEmail: z.unknown().optional(),
});
export type UpdateLoginEmailBody = z.infer<typeof zUpdateLoginEmailBody>;
export const zUpdateLoginEmailResponse = z.object({ status: z.literal(true), email: z.string() });
export type UpdateLoginEmailResponse = z.infer<typeof zUpdateLoginEmailResponse>;

/**
 * POST /v1/user/set/updatePassword: own account only (another `id` is 403). A wrong old password
 * is 401 E_OLD_PASSWORD_MISMATCH. Every session of the account ends and this browser gets a fresh
 * one (`token: true` means the cookie was replaced). `email` is accepted and ignored.
 */
export const zUpdatePasswordBody = z.object({
  id: zId,
  email: z.unknown().optional(),
  oldPassword: zPassword.pipe(z.string().min(1)),
  newPassword: zPassword,
});
export type UpdatePasswordBody = z.infer<typeof zUpdatePasswordBody>;
export const zUpdatePasswordResponse = z.object({ updated: z.literal(true), token: z.literal(true) });
export type UpdatePasswordResponse = z.infer<typeof zUpdatePasswordResponse>;

/**
 * POST /v1/user/set/uploadfile (multipart `file`, `id`): oneself or a visible account (admins).
 * Name must end .jpg .jpeg .png or .gif and the bytes must be such an image (else 422
 * INVALID_IMAGE); over 2 MB is 413 with SPEC.md's message. The icon is stored but not yet shown:
 * /v1/user/set/updateUrl with the answered path makes it the account's icon.
 */
export const zUploadFileFields = z.object({ id: zId, environment: z.string().max(50).optional(), user_id: zIgnoredUserId });
export const zUploadFileResponse = z.object({ data: z.object({ uploaded: z.object({ s3Path: z.string() }) }) });
export type UploadFileResponse = z.infer<typeof zUploadFileResponse>;

/**
 * POST /v1/user/set/updateUrl: `url` '' removes the icon; otherwise it must be a stored icon path
 * `/images/<name>-icon.webp` as uploadfile answered (any other URL is a 400). `type` 2 is the icon.
 */
export const zUpdateUrlBody = z.object({
  id: zId,
  user_id: zIgnoredUserId,
  url: z.string().trim().max(300),
  type: zIntLike.pipe(z.literal(2)).optional(),
});
export type UpdateUrlBody = z.infer<typeof zUpdateUrlBody>;
export const zUpdateUrlResponse = z.object({ status: z.literal(true), user: zUser });
export type UpdateUrlResponse = z.infer<typeof zUpdateUrlResponse>;
