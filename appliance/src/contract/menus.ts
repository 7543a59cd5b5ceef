import { z } from 'zod';
import { zId, zIgnoredUserId, zIntLike, zKeywords, zListOf, zQueryArray, zQueryInt, zRequiredText } from './common';

/** A genre (tab). flag: 1 published, 0 stopped, 2 service (id 999, staff call). */
export const zMenu = z.object({
  id: z.number().int(),
  label: z.string(),
  name: z.string(),
  flag: z.number().int(),
  sort_order: z.number().int(),
});
export type Menu = z.infer<typeof zMenu>;

const zMenuFlag = zIntLike.pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]));

/**
 * GET /v1/menu/get/list. Staff see every menu; a paired tablet sees only flags 1 and 2.
 * Sorted by sort_order then id. `keyword[]` matches any of `targetColumn[]` (label, name).
 */
export const zMenuListQuery = z.object({
  user_id: zIgnoredUserId,
  flags: zQueryArray(zQueryInt),
  targetColumn: zQueryArray(z.enum(['label', 'name'])),
  keyword: zKeywords,
});
export type MenuListQuery = z.infer<typeof zMenuListQuery>;
export const zMenuListResponse = zListOf(zMenu);
export type MenuListResponse = z.infer<typeof zMenuListResponse>;

/** POST /v1/menu/create: label and name required; duplicate name -> 409 DUPLICATE_MENU_NAME. */
export const zMenuCreateBody = z.object({
  label: zRequiredText(100),
  name: zRequiredText(100),
  flag: zMenuFlag.optional(),
  sort_order: zIntLike.optional(),
  user_id: zIgnoredUserId,
});
export type MenuCreateBody = z.infer<typeof zMenuCreateBody>;

/** POST /v1/menu/update: flag, label and name required. */
export const zMenuUpdateBody = z.object({
  id: zId,
  label: zRequiredText(100),
  name: zRequiredText(100),
  flag: zMenuFlag,
  sort_order: zIntLike.optional(),
  user_id: zIgnoredUserId,
});
export type MenuUpdateBody = z.infer<typeof zMenuUpdateBody>;

export const zMenuSaveResponse = z.object({ exists: z.literal(false), menu: zMenu });
export type MenuSaveResponse = z.infer<typeof zMenuSaveResponse>;
