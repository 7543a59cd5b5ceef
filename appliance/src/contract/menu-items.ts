import { z } from 'zod';
import { zId, zIgnoredUserId, zIntLike, zKeywords, zListOf, zQueryArray, zQueryInt, zRequiredText, zText } from './common';

/** A menu item as the screens read it. `price` is tax-included yen. */
export const zMenuItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Display name; may hold HTML, rendered through the allow-list sanitizer. */
  label: z.string(),
  price: z.number().int(),
  description: z.string(),
  menu_id: z.number().int(),
  menus: z.object({ id: z.number().int(), label: z.string(), name: z.string(), flag: z.number().int() }),
  /** 1 on sale, 0 stopped (sold out). */
  flag: z.number().int(),
  /** Detail-size WebP, or null (screens fall back to /img/menu/no_image.png). */
  image_url: z.string().nullable(),
  thumb_url: z.string().nullable(),
  /** For a plan item: the menus it makes free in its session. */
  plan_menu_ids: z.array(z.number().int()),
  sort_order: z.number().int(),
  user_id: z.number().int().nullable(),
});
export type MenuItem = z.infer<typeof zMenuItem>;

/**
 * GET /v1/menuitem/get/list. `flags[]` filters item flags (the admin screen defaults to 1),
 * `menuId` one genre, `keyword[]` over `targetColumn[]` (name, label). Sorted by genre order,
 * then sort_order, then id. A tablet sees items of published and service menus only.
 */
export const zMenuItemListQuery = z.object({
  user_id: zIgnoredUserId,
  flags: zQueryArray(zQueryInt),
  targetColumn: zQueryArray(z.enum(['name', 'label'])),
  keyword: zKeywords,
  menuId: zQueryInt.optional(),
});
export type MenuItemListQuery = z.infer<typeof zMenuItemListQuery>;
export const zMenuItemListResponse = zListOf(zMenuItem);
export type MenuItemListResponse = z.infer<typeof zMenuItemListResponse>;

const zPlanMenuIds = z
  .preprocess(
    (v) => {
      if (v === undefined || v === '') return v === '' ? [] : undefined;
      if (typeof v === 'string') return v.split(',').filter((s) => s !== '');
      return v;
    },
    z.array(zIntLike.pipe(z.number().int().min(1))).max(50),
  )
  .optional();

const zItemFields = {
  label: zRequiredText(200),
  name: zRequiredText(100),
  price: zIntLike.pipe(z.number().int().min(0).max(10_000_000)),
  description: zText(2000).optional(),
  menu_id: zId,
  sort_order: zIntLike.optional(),
  /** Comma-separated ids in multipart, or an array in JSON. */
  plan_menu_ids: zPlanMenuIds,
  user_id: zIgnoredUserId,
};

/**
 * POST /v1/menuitem/create (multipart or JSON): flag is forced to 1. An `image` file is checked
 * and re-encoded (422 INVALID_IMAGE otherwise). Menu 999 forces price 0.
 */
export const zMenuItemCreateBody = z.object({ ...zItemFields, flag: zIntLike.optional() });
export type MenuItemCreateBody = z.infer<typeof zMenuItemCreateBody>;

/** POST /v1/menuitem/update: `clear_image` 1 removes the picture. */
export const zMenuItemUpdateBody = z.object({
  ...zItemFields,
  id: zId,
  flag: zIntLike.pipe(z.union([z.literal(0), z.literal(1)])),
  clear_image: z
    .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean(), z.literal(1), z.literal(0)])
    .optional(),
});
export type MenuItemUpdateBody = z.infer<typeof zMenuItemUpdateBody>;

export const zMenuItemSaveResponse = z.object({ exists: z.literal(false), menuItem: zMenuItem });
export type MenuItemSaveResponse = z.infer<typeof zMenuItemSaveResponse>;
