import { z } from 'zod';
import { zId, zIgnoredUserId, zIntLike, zListOf, zRequiredText } from './common';
import { zMenuTranslations } from './menu-translations';
import { zSortOrder } from './menus';
import { OPTION_LIMITS } from './option-rules';

/** A choice of a group. `flag` 1 on sale, 0 sold out (品切れ); `price_delta` tax-included yen, may be 0 or negative. */
export const zOptionChoice = z.object({
  id: z.number().int(),
  label: z.string(),
  price_delta: z.number().int(),
  is_default: z.number().int(),
  flag: z.number().int(),
  /** 1: charged even when a plan makes the item free (a premium upgrade). */
  plan_charged: z.number().int(),
  sort_order: z.number().int(),
});
export type OptionChoice = z.infer<typeof zOptionChoice>;

/**
 * A reusable group of choices (焼き方: 塩 / タレ), attached to genres (every item of the genre shows
 * it) and to single items. Required when `min_picks` > 0; single choice when `max_picks` is 1.
 */
export const zOptionGroup = z.object({
  id: z.number().int(),
  /** Management name, unique. */
  name: z.string(),
  /** What diners read (焼き方). */
  label: z.string(),
  min_picks: z.number().int(),
  max_picks: z.number().int(),
  sort_order: z.number().int(),
  choices: z.array(zOptionChoice),
  /** Genres whose every item shows the group. */
  menu_ids: z.array(z.number().int()),
  /** Items that show it besides. */
  item_ids: z.array(z.number().int()),
});
export type OptionGroup = z.infer<typeof zOptionGroup>;

/** A group as an item shows it (the menu item list): its choices in display order, no attachments. */
export const zItemOptionGroup = zOptionGroup.pick({ id: true, label: true, min_picks: true, max_picks: true }).extend({
  /** The group's title (`label`) in the other languages. */
  translations: zMenuTranslations,
  /** Each choice's label in the other languages (contract/menu-text.ts `menuText`). */
  choices: z.array(zOptionChoice.omit({ sort_order: true }).extend({ translations: zMenuTranslations })),
});
export type ItemOptionGroup = z.infer<typeof zItemOptionGroup>;

/** GET /v1/optiongroup/get/list (staff): every group by sort_order, id, with choices and attachments. */
export const zOptionGroupListQuery = z.object({ user_id: zIgnoredUserId });
export const zOptionGroupListResponse = zListOf(zOptionGroup);
export type OptionGroupListResponse = z.infer<typeof zOptionGroupListResponse>;

const zFlag = zIntLike.pipe(z.union([z.literal(0), z.literal(1)]));
const zPicks = zIntLike.pipe(z.number().int().min(0).max(OPTION_LIMITS.choicesPerGroup));

/** A choice as the owner saves it; `id` keeps an existing choice (its sold-out state, its ids in carts). */
export const zOptionChoiceInput = z.object({
  id: zId.optional(),
  label: zRequiredText(40),
  price_delta: zIntLike.pipe(z.number().int().min(OPTION_LIMITS.deltaMin).max(OPTION_LIMITS.deltaMax)),
  is_default: zFlag.optional(),
  flag: zFlag.optional(),
  plan_charged: zFlag.optional(),
});
export type OptionChoiceInput = z.infer<typeof zOptionChoiceInput>;

const zAttachments = z.array(zId).max(OPTION_LIMITS.attachments);

const zGroupFields = z.object({
  name: zRequiredText(100),
  label: zRequiredText(40),
  min_picks: zPicks,
  max_picks: zPicks.pipe(z.number().int().min(1)),
  sort_order: zSortOrder.optional(),
  /** In display order. */
  choices: z.array(zOptionChoiceInput).min(1).max(OPTION_LIMITS.choicesPerGroup),
  menu_ids: zAttachments.optional(),
  item_ids: zAttachments.optional(),
  user_id: zIgnoredUserId,
});

type GroupShape = z.infer<typeof zGroupFields>;

/** The rules of a group's shape: minimum within maximum, maximum within its choices, defaults within the maximum. */
function groupShapeIssues(group: GroupShape, ctx: z.RefinementCtx): void {
  if (group.min_picks > group.max_picks) {
    ctx.addIssue({ code: 'custom', path: ['min_picks'], message: 'min_picks must not exceed max_picks' });
  }
  if (group.max_picks > group.choices.length) {
    ctx.addIssue({ code: 'custom', path: ['max_picks'], message: 'max_picks must not exceed the number of choices' });
  }
  if (group.choices.filter((choice) => choice.is_default === 1).length > group.max_picks) {
    ctx.addIssue({ code: 'custom', path: ['choices'], message: 'more defaults than max_picks' });
  }
  const labels = group.choices.map((choice) => choice.label);
  if (new Set(labels).size !== labels.length) {
    ctx.addIssue({ code: 'custom', path: ['choices'], message: 'two choices with the same label' });
  }
  const ids = group.choices.flatMap((choice) => (choice.id === undefined ? [] : [choice.id]));
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['choices'], message: 'a choice id twice' });
}

/**
 * POST /v1/optiongroup/create (admin, page password). A duplicate `name` is a 409
 * DUPLICATE_OPTION_GROUP_NAME; an unknown genre or item in `menu_ids` / `item_ids` a 400 VALIDATION.
 * Choice ids are not taken on create. Menus and items already ordered keep the choices they froze.
 */
export const zOptionGroupCreateBody = zGroupFields.superRefine(groupShapeIssues);
export type OptionGroupCreateBody = z.infer<typeof zOptionGroupCreateBody>;

/**
 * POST /v1/optiongroup/update (admin): the whole group as it should be. A choice with an `id` of
 * this group is kept (and changed); choices left out are removed; an id of another group is a 400.
 * Omitted `menu_ids` / `item_ids` stay as they are. Lines already ordered keep what they froze.
 */
export const zOptionGroupUpdateBody = zGroupFields.extend({ id: zId }).superRefine(groupShapeIssues);
export type OptionGroupUpdateBody = z.infer<typeof zOptionGroupUpdateBody>;

export const zOptionGroupSaveResponse = z.object({ optionGroup: zOptionGroup });
export type OptionGroupSaveResponse = z.infer<typeof zOptionGroupSaveResponse>;

/** POST /v1/optiongroup/delete (admin): the group and its attachments go; ordered lines keep their choices. */
export const zOptionGroupDeleteBody = z.object({ id: zId, user_id: zIgnoredUserId });
export const zOptionGroupDeleteResponse = z.object({ deleted: z.literal(true) });

/**
 * POST /v1/optionchoice/flag (staff, no page password): one choice sold out (0) or back on sale (1),
 * as the floor marks an item 品切れ mid-service (大盛り when the rice runs out).
 */
export const zOptionChoiceFlagBody = z.object({ id: zId, flag: zFlag, user_id: zIgnoredUserId });
export type OptionChoiceFlagBody = z.infer<typeof zOptionChoiceFlagBody>;
export const zOptionChoiceFlagResponse = z.object({ optionChoice: zOptionChoice });
