import { z } from 'zod';

/**
 * GET /v1/disk/get/status (staff): the data dir's file system and what uses it, for the staff
 * screens and /admin.
 * - `level`: `critical` when the box has seen a write fail for lack of space and not yet seen room
 *   come back, or under DISK_CRITICAL_FREE_BYTES or DISK_CRITICAL_FREE_RATIO free; `low` under
 *   DISK_LOW_FREE_BYTES or DISK_LOW_FREE_RATIO (contract/today.ts); else `ok`.
 * - `refusing_orders`: new orders and pictures are refused (507 DISK_FULL / IMAGE_NO_SPACE) until
 *   space is freed; reads, payments and the rest still work.
 * - `uses`: bytes on the card of pictures (images/), backups (backups/, with their picture
 *   mirror), logs (the journal under .os/log on the box's image) and the database with its WAL.
 * - `reserve_bytes`: the reserve file the box frees when the card is full (0 once used).
 */
export const DISK_CRITICAL_FREE_BYTES = 256 * 1024 ** 2;
export const DISK_CRITICAL_FREE_RATIO = 0.02;

export const zDiskLevel = z.enum(['ok', 'low', 'critical']);
export type DiskLevel = z.infer<typeof zDiskLevel>;

export const zDiskUses = z.object({
  pictures: z.number(),
  backups: z.number(),
  logs: z.number(),
  database: z.number(),
});
export type DiskUses = z.infer<typeof zDiskUses>;

export const zDiskStatusResponse = z.object({
  free_bytes: z.number(),
  total_bytes: z.number(),
  level: zDiskLevel,
  refusing_orders: z.boolean(),
  reserve_bytes: z.number(),
  uses: zDiskUses,
  at: z.number().int(),
});
export type DiskStatusResponse = z.infer<typeof zDiskStatusResponse>;
