import { z } from 'zod';
import { zUser } from './auth';
import { zId, zIgnoredUserId, zIntLike, zKeywords, zListOf, zQueryArray, zQueryInt, zText } from './common';

const zEmail = z.string().trim().toLowerCase().max(254).pipe(z.email());
const zPassword = z.string().max(200);

/**
 * GET /v1/user/get/list (role 21+ and page password). Who is visible depends on the caller:
 * role 22 sees every account, 21 all but 22, others neither 21 nor 22 (SPEC.md section 5).
 * `keyword[]` matches any of `targetColumn[]` (username, email), every keyword must match.
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
 * POST /v1/user/create: a new account starts pending (flag 10, role 11 by default) and gets a
 * password-setup mail through the outbox. The response carries the setup link so the screen can
 * show it (and its QR) when the shop has no mail relay.
 */
export const zUserCreateBody = z.object({
  email: zEmail,
  username: zText(100).pipe(z.string().min(1)),
  role: zIntLike.optional(),
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
 * POST /v1/user/update: admins (21+) edit email, username and role of accounts they can see;
 * anyone may edit their own username, last_name and first_name (the profile screen).
 */
export const zUserUpdateBody = z.object({
  id: zId,
  email: zEmail.optional(),
  username: zText(100).optional(),
  role: zIntLike.optional(),
  flag: zIntLike.optional(),
  last_name: zText(50).optional(),
  first_name: zText(50).optional(),
  user_id: zIgnoredUserId,
});
export type UserUpdateBody = z.infer<typeof zUserUpdateBody>;
export const zUserUpdateResponse = z.object({ exists: z.literal(false), updated: z.literal(true), user: zUser });
export type UserUpdateResponse = z.infer<typeof zUserUpdateResponse>;

/** GET /v1/user/get/detail?id= : oneself, or an account the caller may manage. */
export const zUserDetailQuery = z.object({ id: zQueryInt });
export const zUserDetailResponse = z.object({ detail: zUser });
export type UserDetailResponse = z.infer<typeof zUserDetailResponse>;

/** POST /v1/user/definitiveAuth: checks a signup key (and, for re-auth, a password). */
export const zDefinitiveAuthBody = z.object({ activatekey: z.string().min(1).max(200), password: zPassword.optional() });
export const zDefinitiveAuthResponse = z.object({
  status: z.boolean(),
  userId: z.number().int(),
  alreadyAuth: z.boolean(),
  email: z.string(),
});
export type DefinitiveAuthResponse = z.infer<typeof zDefinitiveAuthResponse>;

/** POST /v1/user/create/password: sets the first password from the signup key; flag 10 -> 1. */
export const zCreatePasswordBody = z.object({
  activatekey: z.string().min(1).max(200),
  password: zPassword,
  flag: zIntLike.optional(),
});
export const zCreatePasswordResponse = z.object({ registed: z.boolean() });
export type CreatePasswordResponse = z.infer<typeof zCreatePasswordResponse>;

/** POST /v1/user/forgotPassword: the same answer whether or not the address is registered. */
export const zForgotPasswordBody = z.object({ email: zEmail });
export const zUpdatedResponse = z.object({ updated: z.literal(true) });
export type UpdatedResponse = z.infer<typeof zUpdatedResponse>;

/** POST /v1/user/resetPassword: single-use key, 1 hour; RESET_EXPIRED (with `expired`) after. */
export const zResetPasswordBody = z.object({ activatekey: z.string().min(1).max(200), password: zPassword });

/** POST /v1/user/set/updateEmail: mails a confirmation link to the new address. */
export const zUpdateEmailBody = z.object({ id: zId, email: zEmail });
export const zUpdateEmailResponse = z.object({ status: z.literal(true), confirmLink: z.string() });
export type UpdateEmailResponse = z.infer<typeof zUpdateEmailResponse>;

/** POST /v1/user/set/updateLoginEmail: opening the mailed link makes the new address the login. */
export const zUpdateLoginEmailBody = z.object({
  activatekey: z.string().min(1).max(200),
  id: zIntLike.optional(),
  email: z.string().optional(),
  updateEmail: z.string().optional(),
});
export const zUpdateLoginEmailResponse = z.object({ status: z.literal(true), email: z.string() });

/** POST /v1/user/set/updatePassword: other sessions are revoked; this one gets a new token. */
export const zUpdatePasswordBody = z.object({
  id: zId,
  email: z.string().optional(),
  oldPassword: zPassword.pipe(z.string().min(1)),
  newPassword: zPassword,
});
export const zUpdatePasswordResponse = z.object({ updated: z.literal(true), token: z.literal(true) });

/** POST /v1/user/set/uploadfile (multipart `file`, `id`): stores a profile icon, answers its path. */
export const zUploadFileFields = z.object({ id: zId, environment: z.string().max(50).optional() });
export const zUploadFileResponse = z.object({ data: z.object({ uploaded: z.object({ s3Path: z.string() }) }) });
export type UploadFileResponse = z.infer<typeof zUploadFileResponse>;

/** POST /v1/user/set/updateUrl: sets (url) or removes (url '') the icon. type 2 is the icon. */
export const zUpdateUrlBody = z.object({
  id: zId,
  user_id: zIgnoredUserId,
  url: z.string().max(300),
  type: zIntLike.optional(),
});
