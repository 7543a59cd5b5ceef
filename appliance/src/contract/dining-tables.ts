import { z } from 'zod';
import { zId, zIgnoredUserId, zIntLike, zKeywords, zListOf, zQueryArray, zQueryInt, zRequiredText } from './common';

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

const zUuid = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, 'expected a v4 uuid');

/** GET /v1/diningtable/get/list (staff). `keyword[]` over `targetColumn[]` (label, name). */
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
 * DUPLICATE_DEVICE.
 */
export const zDiningTableCreateBody = z.object({
  label: zRequiredText(100),
  name: zRequiredText(100),
  flag: zIntLike.pipe(z.union([z.literal(0), z.literal(1)])).optional(),
  device_uuid: zUuid.optional(),
  user_id: zIgnoredUserId,
});
export type DiningTableCreateBody = z.infer<typeof zDiningTableCreateBody>;

export const zDiningTableUpdateBody = zDiningTableCreateBody.extend({
  id: zId,
  flag: zIntLike.pipe(z.union([z.literal(0), z.literal(1)])),
});
export type DiningTableUpdateBody = z.infer<typeof zDiningTableUpdateBody>;

export const zDiningTableSaveResponse = z.object({
  exists: z.literal(false),
  diningTableId: z.number().int(),
  diningTable: zDiningTable,
});
export type DiningTableSaveResponse = z.infer<typeof zDiningTableSaveResponse>;

/** POST /v1/pairing/create (admin): a single-use pairing URL for a table's QR code, 10 minutes. */
export const zPairingCreateBody = z.object({ dining_table_id: zId });
export const zPairingCreateResponse = z.object({ url: z.string(), expiresAt: z.number().int() });
export type PairingCreateResponse = z.infer<typeof zPairingCreateResponse>;

/** POST /v1/pairing/claim (the tablet, no login): binds it to the table, sets the credential. */
export const zPairingClaimBody = z.object({ token: z.string().min(10).max(200), device_uuid: zUuid });
export const zPairingClaimResponse = z.object({ diningTableId: z.number().int(), diningTable: zDiningTable });
export type PairingClaimResponse = z.infer<typeof zPairingClaimResponse>;

/** GET /v1/device/me: which table this tablet is bound to (401 DEVICE_NOT_REGISTERED if none). */
export const zDeviceMeResponse = z.object({ diningTableId: z.number().int(), diningTable: zDiningTable });
export type DeviceMeResponse = z.infer<typeof zDeviceMeResponse>;
