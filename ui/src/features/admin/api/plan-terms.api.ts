import type { PlanTermsSetting } from '@contract/plan-terms';
import { adminApi } from './admin-api';

/** An item's plan or 延長 terms (null: none) and the single items its plan makes free. */
export function savePlanTerms(menuItemId: number, terms: PlanTermsSetting | null, planItemIds: number[]) {
  return adminApi.call('planTerms.save', { body: { menu_item_id: menuItemId, terms, plan_item_ids: planItemIds } });
}
