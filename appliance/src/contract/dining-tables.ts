import { z } from 'zod';
import { zId, zIgnoredUserId, zIntLike, zKeywords, zListOf, zQueryArray, zQueryInt, zRequiredText } from './common';
import { zMenuTranslations } from './menu-translations';

export const zDiningTable = z.object({
  id: z.number().int(),
  label: z.string(),
  name: z.string(),
  /** 1 available, 0 stopped. */
  flag: z.number().int(),
  /** The registered tablet's v4 uuid, or null. */
  device_uuid: z.string().nullable(),
  user_id: z.number().int().nullable(),
});
export type DiningTable = z.infer<typeof zDiningTable>;

/** The tablet's v4 `deviceUUID` (SPEC.md section 5), compared in lower case. */
export const zDeviceUuid = z
  .string()
  .max(64)
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, 'expected a v4 uuid');
const zTableFlag = zIntLike.pipe(z.union([z.literal(0), z.literal(1)]));

/**
 * GET /v1/diningtable/get/list (staff of any role), sorted by id. Every `keyword[]` must match one
 * of `targetColumn[]` (default: label and name), as a literal substring.
 */
export const zDiningTableListQuery = z.object({
  user_id: zIgnoredUserId,
  flags: zQueryArray(zQueryInt),
  targetColumn: zQueryArray(z.enum(['label', 'name'])),
  keyword: zKeywords,
});
export type DiningTableListQuery = z.infer<typeof zDiningTableListQuery>;
export const zDiningTableListResponse = zListOf(zDiningTable);
export type DiningTableListResponse = z.infer<typeof zDiningTableListResponse>;

/**
 * POST /v1/diningtable/create and /update (admin, page password). With `device_uuid`, the
 * browser making the call becomes that table's tablet: the response sets its device credential
 * and earlier tablets of the table are revoked. A uuid already bound to another table is a 409
 * DUPLICATE_DEVICE; a duplicate name is a 409 DUPLICATE_TABLE_NAME. Without `device_uuid` (or
 * with null) the table's tablet stays as it was.
 */
export const zDiningTableCreateBody = z.object({
  label: zRequiredText(100),
  name: zRequiredText(100),
  flag: zTableFlag.optional(),
  device_uuid: zDeviceUuid.nullish(),
  user_id: zIgnoredUserId,
});
export type DiningTableCreateBody = z.infer<typeof zDiningTableCreateBody>;

export const zDiningTableUpdateBody = zDiningTableCreateBody.extend({
  id: zId,
  flag: zTableFlag,
});
export type DiningTableUpdateBody = z.infer<typeof zDiningTableUpdateBody>;

export const zDiningTableSaveResponse = z.object({
  exists: z.literal(false),
  diningTableId: z.number().int(),
  diningTable: zDiningTable,
});
export type DiningTableSaveResponse = z.infer<typeof zDiningTableSaveResponse>;

/**
 * POST /v1/pairing/create (admin, page password): a single-use pairing URL for a table's QR code,
 * valid 10 minutes. A stopped table answers 400 TABLE_STOPPED.
 */
export const zPairingCreateBody = z.object({ dining_table_id: zId, user_id: zIgnoredUserId });
export const zPairingCreateResponse = z.object({
  url: z.string(),
  /** When the token stops working, ms since the epoch. */
  expiresAt: z.number().int(),
  diningTableId: z.number().int(),
});
export type PairingCreateResponse = z.infer<typeof zPairingCreateResponse>;

/**
 * POST /v1/pairing/claim (the tablet, no login): binds it to the table, sets the credential and
 * replaces the table's earlier tablet; a tablet bound elsewhere moves. An unknown, used or expired
 * token is a 400 PAIRING_INVALID; a stopped table a 400 TABLE_STOPPED (the token stays unused).
 */
export const zPairingClaimBody = z.object({ token: z.string().min(10).max(200), device_uuid: zDeviceUuid });
export type PairingClaimBody = z.infer<typeof zPairingClaimBody>;
export const zPairingClaimResponse = z.object({
  diningTableId: z.number().int(),
  diningTable: zDiningTable,
  /** The table's name in the guests' languages, as device.me answers it. */
  translations: zMenuTranslations,
});
export type PairingClaimResponse = z.infer<typeof zPairingClaimResponse>;

/**
 * GET /v1/device/me: which table this tablet is bound to (401 DEVICE_NOT_REGISTERED if none), with
 * its name in the guests' languages (menu_translations kind `table`). A guest's own phone (issue
 * 35) is told its visit and number too: it orders only for that visit, at whichever table it is.
 */
export const zDeviceMeResponse = z.object({
  diningTableId: z.number().int(),
  diningTable: zDiningTable,
  translations: zMenuTranslations,
  guest: z.object({ tableSessionId: z.number().int(), number: z.number().int() }).optional(),
});
export type DeviceMeResponse = z.infer<typeof zDeviceMeResponse>;
