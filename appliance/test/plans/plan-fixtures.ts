import type { PlanTermsInput, PlanTermsSetting } from '../../src/contract/plan-terms';
import type { PlanTermsSaveResponse } from '../../src/contract/plans';
import type { ApiClient } from '../helpers/api-client';

export const MIN = 60_000;

/** 90 minutes, last order 30 before the end, a warning 10 before that; drinks charged again after. */
export const NOMIHODAI_90: PlanTermsInput = {
  kind: 'plan',
  duration_minutes: 90,
  last_order_minutes: 30,
  warn_minutes: 10,
  after_end: 'charge',
  staff_only: false,
};

/** Sets an item's plan or 延長 terms as the owner would (an owner client with the page password). */
export async function saveTerms(
  owner: ApiClient,
  itemId: number,
  terms: PlanTermsSetting | null,
  planItemIds?: number[],
): Promise<PlanTermsSaveResponse> {
  const res = await owner.post<PlanTermsSaveResponse>('/v1/plan/terms/save', {
    menu_item_id: itemId,
    terms,
    ...(planItemIds ? { plan_item_ids: planItemIds } : {}),
  });
  if (res.status !== 200) throw new Error(`plan terms: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The box's clock, moved by the test: starts at `start` and only moves when told. */
export function manualClock(start: number) {
  let now = start;
  return {
    now: () => now,
    advance(minutes: number) {
      now += minutes * MIN;
    },
    set(at: number) {
      now = at;
    },
  };
}
