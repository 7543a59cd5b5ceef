import { z } from 'zod';
import { ALLERGEN_LEVELS, isAllergenId } from './allergens';
import { zId, zIgnoredUserId, zIntLike, zKeywords, zListOf, zQueryArray, zQueryInt, zRequiredText, zText } from './common';
import { ITEM_IMAGE_MAX_BYTES } from './constants';
import { zMenuTranslations } from './menu-translations';
import { zSortOrder } from './menus';
import { zItemOptionGroup } from './option-groups';
import { zLastOrderOverride, zPlanTermsView } from './plan-terms';

/** The 413 message for a menu photo over ITEM_IMAGE_MAX_BYTES, in the words of SPEC.md's icon limit. */
export const ITEM_IMAGE_TOO_LARGE_MESSAGE = `ファイルサイズの上限は${ITEM_IMAGE_MAX_BYTES / (1024 * 1024)}MBまでです。再度インプットしてください。`;

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
  /** For a plan item: the single items it makes free besides its genres. */
  plan_item_ids: z.array(z.number().int()),
  /** A plan's or a 延長's terms (plan.terms.save); null: none (a plan without terms never ends). */
  plan: zPlanTermsView.nullable(),
  /** Under a timed plan, this item's last order falls this many minutes before the end (else its genre's, else the plan's). */
  plan_last_order_minutes: z.number().int().nullable(),
  /** The choices the item offers: its genre's groups, then its own, in display order. */
  option_groups: z.array(zItemOptionGroup),
  /** 1: a diner may write a note for the kitchen on the line (ネギ抜き); staff always may. */
  accepts_note: z.number().int(),
  /** Consumption tax in percent: 10, or 8 for a reduced-rate item (receipts mark it ※). */
  tax_rate: z.number().int(),
  /** Its allergens (contract/allergens.ts ids) in the list's order, mandatory first. */
  allergens: z.array(z.object({ id: z.string(), level: z.enum(ALLERGEN_LEVELS) })),
  sort_order: z.number().int(),
  user_id: z.number().int().nullable(),
  /** Its name (`label`) and description in the other languages (contract/menu-text.ts `menuText`). */
  translations: zMenuTranslations,
});
export type MenuItem = z.infer<typeof zMenuItem>;

/**
 * GET /v1/menuitem/get/list. `flags[]` filters item flags (the admin screen defaults to 1),
 * `menuId` one genre, `keyword[]` over `targetColumn[]` (name, label; default both) with the
 * same word rules as the menu list. Sorted by genre sort_order and id, then item sort_order,
 * then id. Staff see everything; a tablet sees items of published and service menus only.
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

/**
 * An item's allergens: an array in JSON, or its JSON text in multipart ('' is none). Ids must be
 * in contract/allergens.ts (else 400 VALIDATION), each at most once.
 */
const zItemAllergens = z
  .preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      if (v.trim() === '') return [];
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z
      .array(
        z.object({
          id: z.string().refine(isAllergenId, { message: 'unknown allergen' }),
          level: z.enum(ALLERGEN_LEVELS),
        }),
      )
      .max(100)
      .refine((list) => new Set(list.map((a) => a.id)).size === list.length, { message: 'an allergen twice' }),
  )
  .optional();

const zItemFields = {
  /** May hold HTML (stored as given, sanitized by the screens), hence room beyond the text. */
  label: zRequiredText(500),
  name: zRequiredText(100),
  price: zIntLike.pipe(z.number().int().min(0).max(10_000_000)),
  description: zText(2000).optional(),
  menu_id: zId,
  sort_order: zSortOrder.optional(),
  /** Comma-separated ids in multipart, or an array in JSON. */
  plan_menu_ids: zPlanMenuIds,
  /** Minutes before a plan's end that this item's last order falls; '' or null clears; omitted: unchanged. */
  plan_last_order_minutes: zLastOrderOverride,
  /** 10 (default) or 8 (reduced rate); omitted: 10 on create, unchanged on update. */
  tax_rate: zIntLike.pipe(z.union([z.literal(10), z.literal(8)])).optional(),
  /** Omitted: 0 on create, unchanged on update. */
  accepts_note: zIntLike.pipe(z.union([z.literal(0), z.literal(1)])).optional(),
  /** Omitted: none on create, unchanged on update; [] clears them. */
  allergens: zItemAllergens,
  user_id: zIgnoredUserId,
};

const zItemFlag = zIntLike.pipe(z.union([z.literal(0), z.literal(1)]));

/**
 * POST /v1/menuitem/create (staff + page password; multipart or JSON): flag is forced to 1. An
 * `image` file (at most ITEM_IMAGE_MAX_BYTES, else 413) is checked and re-encoded to WebP
 * (422 INVALID_IMAGE otherwise). Menu 999 forces price 0. An unknown `menu_id` is a 400
 * VALIDATION (issue path `menu_id`), as are `plan_menu_ids` naming an unknown menu, menu 999 or
 * the item's own menu. Duplicate name -> 409 DUPLICATE_ITEM_NAME with `exists: true`.
 * A rejected request stores nothing, picture included.
 */
export const zMenuItemCreateBody = z.object({ ...zItemFields, flag: zItemFlag.optional() });
export type MenuItemCreateBody = z.infer<typeof zMenuItemCreateBody>;

/**
 * POST /v1/menuitem/update: unknown id -> 404 NOT_FOUND. A new `image` replaces the old picture;
 * `clear_image` 1 removes it (a new image wins over clear_image). Omitted `description`,
 * `sort_order` and `plan_menu_ids` stay as they are; when the item moves into a menu its kept
 * plan links unlock, that is a 400 VALIDATION too.
 */
export const zMenuItemUpdateBody = z.object({
  ...zItemFields,
  id: zId,
  flag: zItemFlag,
  clear_image: z
    .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false'), z.boolean(), z.literal(1), z.literal(0)])
    .optional(),
});
export type MenuItemUpdateBody = z.infer<typeof zMenuItemUpdateBody>;

export const zMenuItemSaveResponse = z.object({ exists: z.literal(false), menuItem: zMenuItem });
export type MenuItemSaveResponse = z.infer<typeof zMenuItemSaveResponse>;

/**
 * POST /v1/menuitem/reorder (admin): the items of one genre (`menu_id`) in the order the owner
 * wants them, as the whole list of that genre's item ids (on sale or stopped). A list that is not
 * exactly those ids is a 400 VALIDATION, changing nothing; an unknown genre a 404. Records
 * `menu.changed`, so tablets reload.
 */
export const zMenuItemReorderBody = z.object({
  menu_id: zId,
  ids: z.array(zId).max(5000),
  user_id: zIgnoredUserId,
});
export type MenuItemReorderBody = z.infer<typeof zMenuItemReorderBody>;
export const zMenuItemReorderResponse = z.object({ reordered: z.literal(true) });
