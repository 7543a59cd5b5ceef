import { z } from 'zod';
import { zIntLike } from './common';

/** A plan's longest run, its last order and warning, and the longest 延長 (minutes). */
export const PLAN_LIMITS = { durationMax: 720, lastOrderMax: 240, warnMax: 120, extensionMax: 240, linkedItemsMax: 200 } as const;

/** What a plan's items cost after its end: their normal price, or they cannot be ordered. */
export const zPlanAfterEnd = z.enum(['charge', 'refuse']);
export type PlanAfterEnd = z.infer<typeof zPlanAfterEnd>;

const zMinutes = (max: number, min = 0) => zIntLike.pipe(z.number().int().min(min).max(max));

/**
 * The owner's terms of a plan item: `duration_minutes` null = no time limit (it never ends);
 * last order `last_order_minutes` before the end; the tablet warns `warn_minutes` before last
 * order; `staff_only`: diners cannot order it (the tablet says to ask staff).
 */
export const zPlanTermsInput = z
  .object({
    kind: z.literal('plan'),
    duration_minutes: zMinutes(PLAN_LIMITS.durationMax, 1).nullable(),
    last_order_minutes: zMinutes(PLAN_LIMITS.lastOrderMax),
    warn_minutes: zMinutes(PLAN_LIMITS.warnMax),
    after_end: zPlanAfterEnd,
    staff_only: z.boolean(),
  })
  .refine((t) => t.duration_minutes === null || t.last_order_minutes < t.duration_minutes, {
    path: ['last_order_minutes'],
    message: 'last order must fall before the end',
  });

/** A 延長 item: ordering it adds `extension_minutes` to the visit's timed plans (priced per person). */
export const zExtensionTermsInput = z.object({
  kind: z.literal('extension'),
  extension_minutes: zMinutes(PLAN_LIMITS.extensionMax, 1),
  staff_only: z.boolean(),
});

export const zPlanTerms = z.union([zPlanTermsInput, zExtensionTermsInput]);
export type PlanTermsInput = z.infer<typeof zPlanTermsInput>;
export type ExtensionTermsInput = z.infer<typeof zExtensionTermsInput>;
export type PlanTermsSetting = z.infer<typeof zPlanTerms>;

/** The terms as the box answers them (menuItem.plan). */
export const zPlanTermsView = z.union([
  z.object({
    kind: z.literal('plan'),
    duration_minutes: z.number().int().nullable(),
    last_order_minutes: z.number().int(),
    warn_minutes: z.number().int(),
    after_end: zPlanAfterEnd,
    staff_only: z.boolean(),
  }),
  z.object({ kind: z.literal('extension'), extension_minutes: z.number().int(), staff_only: z.boolean() }),
]);
export type PlanTermsView = z.infer<typeof zPlanTermsView>;

/** A last-order override in minutes before the end; '' (a cleared form field) or null: none. */
export const zLastOrderOverride = z
  .union([z.literal('').transform(() => null), z.null(), zIntLike.pipe(z.number().int().min(0).max(PLAN_LIMITS.lastOrderMax))])
  .optional();
