import type { MenuItem } from '@contract/menu-items';
import { PLAN_LIMITS, type PlanAfterEnd, type PlanTermsSetting, type PlanTermsView } from '@contract/plan-terms';
import type { adminJa } from '@/i18n/admin.ja';
import type { Messages } from '@/i18n/catalog';

/*
 * The 放題プラン・延長 section of the item editor, pure: the section as the owner fills it in, the
 * terms it becomes, and what is wrong with it in the owner's words (the box checks the same again).
 */

export type PlanKind = 'none' | 'plan' | 'extension';

export interface PlanDraft {
  kind: PlanKind;
  /** Empty: no time limit. */
  durationText: string;
  lastOrderText: string;
  warnText: string;
  afterEnd: PlanAfterEnd;
  staffOnly: boolean;
  extensionText: string;
  /** The single items the plan makes free besides its genres. */
  itemIds: number[];
}

export type PlanText = Messages<(typeof adminJa)['plans']>;

export interface PlanErrors {
  duration: string | null;
  lastOrder: string | null;
  warn: string | null;
  extension: string | null;
  items: string | null;
}

const DEFAULTS = { durationText: '90', lastOrderText: '30', warnText: '10', extensionText: '30' } as const;

/** The section of a new item (なし), or of an item as the box has it. */
export function planDraftOf(item?: MenuItem): PlanDraft {
  const base: PlanDraft = {
    kind: 'none',
    ...DEFAULTS,
    afterEnd: 'charge',
    staffOnly: false,
    itemIds: item?.plan_item_ids ?? [],
  };
  const plan = item?.plan ?? null;
  if (plan?.kind === 'plan') {
    return {
      ...base,
      kind: 'plan',
      durationText: plan.duration_minutes === null ? '' : String(plan.duration_minutes),
      lastOrderText: String(plan.last_order_minutes),
      warnText: String(plan.warn_minutes),
      afterEnd: plan.after_end,
      staffOnly: plan.staff_only,
    };
  }
  if (plan?.kind === 'extension') {
    return { ...base, kind: 'extension', extensionText: String(plan.extension_minutes), staffOnly: plan.staff_only };
  }
  // A plan saved before terms existed makes things free and never ends: a plan without a time limit.
  if (item && (item.plan_menu_ids.length > 0 || item.plan_item_ids.length > 0))
    return { ...base, kind: 'plan', durationText: '' };
  return base;
}

/** Whole minutes as typed (half- or full-width digits), or null. */
export function parseMinutes(text: string): number | null {
  const ascii = text.trim().replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  return /^\d+$/.test(ascii) ? Number(ascii) : null;
}

function inRange(text: string, min: number, max: number): number | null {
  const value = parseMinutes(text);
  return value !== null && value >= min && value <= max ? value : null;
}

/** Each field's message, shown under it as the owner types; all null: ready to save. */
export function planErrors(draft: PlanDraft, t: PlanText): PlanErrors {
  const errors: PlanErrors = { duration: null, lastOrder: null, warn: null, extension: null, items: null };
  if (draft.kind === 'extension') {
    if (inRange(draft.extensionText, 1, PLAN_LIMITS.extensionMax) === null)
      errors.extension = t.problems.extension(PLAN_LIMITS.extensionMax);
    return errors;
  }
  if (draft.kind !== 'plan') return errors;
  const timed = draft.durationText.trim() !== '';
  const duration = timed ? inRange(draft.durationText, 1, PLAN_LIMITS.durationMax) : null;
  const lastOrder = inRange(draft.lastOrderText, 0, PLAN_LIMITS.lastOrderMax);
  const warn = inRange(draft.warnText, 0, PLAN_LIMITS.warnMax);
  if (timed && duration === null) errors.duration = t.problems.duration(PLAN_LIMITS.durationMax);
  if (lastOrder === null) errors.lastOrder = t.problems.lastOrder(PLAN_LIMITS.lastOrderMax);
  else if (duration !== null && lastOrder >= duration) errors.lastOrder = t.problems.lastOrderBeforeEnd;
  if (warn === null) errors.warn = t.problems.warn(PLAN_LIMITS.warnMax);
  else if (duration !== null && lastOrder !== null && lastOrder < duration && warn > 0 && lastOrder + warn >= duration)
    errors.warn = t.problems.warnAfterStart;
  if (draft.itemIds.length > PLAN_LIMITS.linkedItemsMax) errors.items = t.problems.tooManyItems(PLAN_LIMITS.linkedItemsMax);
  return errors;
}

export function planReady(errors: PlanErrors): boolean {
  return Object.values(errors).every((e) => e === null);
}

/** The terms the section becomes (call when planReady); none: null. */
export function planTermsOf(draft: PlanDraft): PlanTermsSetting | null {
  if (draft.kind === 'extension') {
    return { kind: 'extension', extension_minutes: parseMinutes(draft.extensionText) ?? 0, staff_only: draft.staffOnly };
  }
  if (draft.kind !== 'plan') return null;
  return {
    kind: 'plan',
    duration_minutes: draft.durationText.trim() === '' ? null : parseMinutes(draft.durationText),
    last_order_minutes: parseMinutes(draft.lastOrderText) ?? 0,
    warn_minutes: parseMinutes(draft.warnText) ?? 0,
    after_end: draft.afterEnd,
    staff_only: draft.staffOnly,
  };
}

/** Only a plan makes single items free; なし and 延長 clear them. */
export function planItemIdsOf(draft: PlanDraft): number[] {
  return draft.kind === 'plan' ? [...new Set(draft.itemIds)].sort((a, b) => a - b) : [];
}

/** Whether the owner changed anything the box keeps (fields of another kind do not count). */
export function planChanged(before: PlanDraft, after: PlanDraft): boolean {
  const kept = (d: PlanDraft) => JSON.stringify({ terms: planTermsOf(d), items: planItemIdsOf(d) });
  return kept(before) !== kept(after);
}

/** The list row's short words for the terms: '90分・L.O.30分前', '時間制限なし', '延長30分'. */
export function planSummary(plan: PlanTermsView, t: PlanText): string[] {
  if (plan.kind === 'extension')
    return [t.extensionBadge(plan.extension_minutes), ...(plan.staff_only ? [t.staffOnlyBadge] : [])];
  return [
    plan.duration_minutes === null ? t.untimed : t.timed(plan.duration_minutes, plan.last_order_minutes),
    ...(plan.duration_minutes !== null && plan.after_end === 'refuse' ? [t.refuseBadge] : []),
    ...(plan.staff_only ? [t.staffOnlyBadge] : []),
  ];
}

/** A last-order override as typed: '' clears it; else whole minutes up to the box's limit. */
export function lastOrderOverrideOf(text: string): { value: number | null; valid: boolean } {
  if (text.trim() === '') return { value: null, valid: true };
  const value = inRange(text, 0, PLAN_LIMITS.lastOrderMax);
  return { value, valid: value !== null };
}
