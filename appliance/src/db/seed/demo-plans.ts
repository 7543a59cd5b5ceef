import type { CheckInSettings } from '../../contract/plans';
import type { AppDeps } from '../../shared/deps';
import { SETTING } from '../../shared/shop-settings';
import { planTerms } from '../schema';

/** The demo izakaya asks the party's size at the tablet and charges お通し per adult. */
export const DEMO_CHECK_IN: CheckInSettings = {
  ask_guest_count: true,
  count_children: true,
  cover: { label: 'お通し', price: 330 },
};

type DemoTerms =
  | { kind: 'plan'; minutes: number; lastOrder: number; afterEnd?: 'charge' | 'refuse'; staffOnly?: boolean }
  | { kind: 'extension'; minutes: number };

/** The demo's plans run 90 (the courses' 5,000円: 120) minutes, last order 30 minutes before the end. */
export const DEMO_PLAN_TERMS: Readonly<Record<string, DemoTerms>> = {
  'nomihodai-soft-90': { kind: 'plan', minutes: 90, lastOrder: 30 },
  'nomihodai-alcohol-90': { kind: 'plan', minutes: 90, lastOrder: 30 },
  'course-3000': { kind: 'plan', minutes: 90, lastOrder: 30 },
  'course-5000': { kind: 'plan', minutes: 120, lastOrder: 30 },
  'extension-30': { kind: 'extension', minutes: 30 },
};

/** Writes the demo's plan terms and check-in (inside the seed's transaction). */
export function insertPlanTerms(deps: AppDeps, itemIds: ReadonlyMap<string, number>, now: number): void {
  for (const [name, terms] of Object.entries(DEMO_PLAN_TERMS)) {
    const itemId = itemIds.get(name);
    if (itemId === undefined) throw new Error(`demo plan terms for unknown item ${name}`);
    deps.db
      .insert(planTerms)
      .values(
        terms.kind === 'plan'
          ? {
              menu_item_id: itemId,
              kind: 'plan',
              duration_minutes: terms.minutes,
              last_order_minutes: terms.lastOrder,
              warn_minutes: 10,
              after_end: terms.afterEnd ?? 'charge',
              staff_only: terms.staffOnly ? 1 : 0,
              created_at: now,
              updated_at: now,
            }
          : { menu_item_id: itemId, kind: 'extension', extension_minutes: terms.minutes, created_at: now, updated_at: now },
      )
      .run();
  }
  deps.settings.set(SETTING.checkIn, DEMO_CHECK_IN);
}
