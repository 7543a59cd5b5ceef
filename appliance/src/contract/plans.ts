import { z } from 'zod';
import { zId, zIgnoredUserId, zIntLike, zQueryInt, zRequiredText } from './common';
import { zMenuItem } from './menu-items';
import { zMenuTranslations } from './menu-translations';
import { PLAN_LIMITS, zPlanAfterEnd, zPlanTerms } from './plan-terms';

/**
 * POST /v1/plan/terms/save (admin): the plan or 延長 terms of one item, and the single items its
 * plan makes free besides its genres (`plan_item_ids`; omitted: unchanged). `terms` null removes
 * them (a plan then never ends). A plan's genres stay `plan_menu_ids` of the item. An item of the
 * service genre, an extension that links items, or links to unknown items are a 400 VALIDATION.
 */
export const zPlanTermsSaveBody = z.object({
  menu_item_id: zId,
  terms: zPlanTerms.nullable(),
  plan_item_ids: z.array(zId).max(PLAN_LIMITS.linkedItemsMax).optional(),
  user_id: zIgnoredUserId,
});
export type PlanTermsSaveBody = z.infer<typeof zPlanTermsSaveBody>;
export const zPlanTermsSaveResponse = z.object({ menuItem: zMenuItem });
export type PlanTermsSaveResponse = z.infer<typeof zPlanTermsSaveResponse>;

/** Where a plan stands on the box's clock: a plan without a time limit is 'untimed'. */
export const zPlanRunPhase = z.enum(['untimed', 'running', 'nearLastOrder', 'afterLastOrder', 'ended']);
export type PlanRunPhase = z.infer<typeof zPlanRunPhase>;

/**
 * One plan ordered on a visit (a plan line): who took it (`takers`, the line's quantity), when it
 * started, and its times after its extensions, all from the box's clock (epoch ms). Its terms and
 * links are those of when it was ordered. A cancelled plan line is no run.
 */
export const zPlanRun = z.object({
  line_id: z.number().int(),
  table_session_id: z.number().int(),
  dining_table_id: z.number().int(),
  table_label: z.string(),
  item_id: z.number().int(),
  label: z.string(),
  takers: z.number().int(),
  guest_count: z.number().int().nullable(),
  started_at: z.number().int(),
  duration_minutes: z.number().int().nullable(),
  warn_at: z.number().int().nullable(),
  last_order_at: z.number().int().nullable(),
  ends_at: z.number().int().nullable(),
  phase: zPlanRunPhase,
  after_end: zPlanAfterEnd,
  menu_ids: z.array(z.number().int()),
  item_ids: z.array(z.number().int()),
  /** 延長 ordered on the visit (each moves the times of its timed runs). */
  extensions: z.array(
    z.object({ line_id: z.number().int(), at: z.number().int(), minutes: z.number().int(), quantity: z.number().int() }),
  ),
});
export type PlanRun = z.infer<typeof zPlanRun>;

/**
 * GET /v1/plan/runs: the plans of open visits, soonest to end first (untimed last). A tablet sees
 * its own table's open visit; staff every open visit, or one `table_session_id`. `now` is the
 * box's clock when it answered: screens count down from it, never from their own clock alone.
 */
export const zPlanRunListQuery = z.object({ table_session_id: zQueryInt.optional(), user_id: zIgnoredUserId });
export type PlanRunListQuery = z.infer<typeof zPlanRunListQuery>;
export const zPlanRunListResponse = z.object({ now: z.number().int(), runs: z.array(zPlanRun) });
export type PlanRunListResponse = z.infer<typeof zPlanRunListResponse>;

/** What the box froze on a plan or 延長 line when it was ordered (order_items.plan_run). */
export const zFrozenPlanRun = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('plan'),
    durationMinutes: z.number().int().nullable(),
    lastOrderMinutes: z.number().int(),
    warnMinutes: z.number().int(),
    afterEnd: zPlanAfterEnd,
    menuIds: z.array(z.number().int()),
    itemIds: z.array(z.number().int()),
  }),
  z.object({ kind: z.literal('extension'), minutes: z.number().int() }),
]);
export type FrozenPlanRun = z.infer<typeof zFrozenPlanRun>;

/** The shop's check-in: the tablet asks the number of guests (and children), and the cover charge. */
export const zCheckInSettings = z.object({
  /** The tablet's welcome asks 人数 before the menu opens. */
  ask_guest_count: z.boolean(),
  /** 大人 and 子供 are counted apart; children pay no cover charge. */
  count_children: z.boolean(),
  /** お通し / テーブルチャージ per adult, added to every new visit's bill; null: none. */
  cover: z.object({ label: zRequiredText(30), price: zIntLike.pipe(z.number().int().min(1).max(100_000)) }).nullable(),
});
export type CheckInSettings = z.infer<typeof zCheckInSettings>;

/** GET /v1/checkin/settings (any login or tablet); `cover_translations`: the cover's name in the other languages (kind `cover`). */
export const zCheckInSettingsResponse = z.object({ settings: zCheckInSettings, cover_translations: zMenuTranslations });
export type CheckInSettingsResponse = z.infer<typeof zCheckInSettingsResponse>;
/** POST /v1/checkin/settings/update (admin): later visits start with these; open ones keep theirs. */
export const zCheckInSettingsUpdateBody = zCheckInSettings.extend({ user_id: zIgnoredUserId });
export type CheckInSettingsUpdateBody = z.infer<typeof zCheckInSettingsUpdateBody>;
