import { z } from 'zod';
import { zId, zIgnoredUserId, zIntLike, zKeywords, zListOf, zQueryArray, zQueryInt, zRequiredText } from './common';
import { zMenuTranslations } from './menu-translations';
import { zLastOrderOverride } from './plan-terms';

/** A genre (tab). flag: 1 published, 0 stopped, 2 service (id 999, staff call). */
export const zMenu = z.object({
  id: z.number().int(),
  label: z.string(),
  name: z.string(),
  flag: z.number().int(),
  sort_order: z.number().int(),
  /** Under a timed plan, this genre's last order falls this many minutes before the end (else the plan's). */
  plan_last_order_minutes: z.number().int().nullable(),
  /** Its tab's name (`label`) in the other languages (contract/menu-text.ts `menuText`). */
  translations: zMenuTranslations,
});
export type Menu = z.infer<typeof zMenu>;

const zMenuFlag = zIntLike.pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]));

/** Display order of genres and items; omitted on update = unchanged. */
export const zSortOrder = zIntLike.pipe(z.number().int().min(-1_000_000).max(1_000_000));

/**
 * GET /v1/menu/get/list. Staff see every menu; a paired tablet sees only flags 1 and 2 (its
 * `flags[]` can narrow that, never widen it); nobody else (401). Sorted by sort_order then id.
 * Each `keyword[]` is split on spaces (also full-width) and every word must appear (LIKE, `%`
 * and `_` taken literally) in at least one of `targetColumn[]` (label, name; default both).
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

/**
 * POST /v1/menu/create (staff + page password): label and name required, flag defaults to 1.
 * Duplicate name -> 409 DUPLICATE_MENU_NAME with `exists: true`. Flag 2 belongs to menu 999 only,
 * so creating a flag-2 menu is a 400 VALIDATION.
 */
export const zMenuCreateBody = z.object({
  label: zRequiredText(100),
  name: zRequiredText(100),
  flag: zMenuFlag.optional(),
  sort_order: zSortOrder.optional(),
  /** Minutes before a plan's end that this genre's last order falls; null clears; omitted: unchanged. */
  plan_last_order_minutes: zLastOrderOverride,
  user_id: zIgnoredUserId,
});
export type MenuCreateBody = z.infer<typeof zMenuCreateBody>;

/**
 * POST /v1/menu/update: flag, label and name required. Unknown id -> 404 NOT_FOUND. Menu 999 must
 * keep flag 2 and no other menu may take it (400 VALIDATION).
 */
export const zMenuUpdateBody = z.object({
  id: zId,
  label: zRequiredText(100),
  name: zRequiredText(100),
  flag: zMenuFlag,
  sort_order: zSortOrder.optional(),
  /** Minutes before a plan's end that this genre's last order falls; null clears; omitted: unchanged. */
  plan_last_order_minutes: zLastOrderOverride,
  user_id: zIgnoredUserId,
});
export type MenuUpdateBody = z.infer<typeof zMenuUpdateBody>;

export const zMenuSaveResponse = z.object({ exists: z.literal(false), menu: zMenu });
export type MenuSaveResponse = z.infer<typeof zMenuSaveResponse>;

/**
 * POST /v1/menu/reorder (admin): the genres in the order the owner wants them (tabs, handy, admin),
 * as the whole list of genre ids but the service genre (999), which always stays last. A list
 * that is not exactly those ids (one missing, unknown, twice) is a 400 VALIDATION, changing
 * nothing. Records `menu.changed`, so tablets reload.
 */
export const zMenuReorderBody = z.object({
  ids: z.array(zId).max(1000),
  user_id: zIgnoredUserId,
});
export type MenuReorderBody = z.infer<typeof zMenuReorderBody>;
export const zMenuReorderResponse = z.object({ reordered: z.literal(true) });
