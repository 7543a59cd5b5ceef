import { type AllergenAvoidance, avoidedAllergens } from '@contract/allergens';
import type { MenuItem } from '@contract/menu-items';
import { createStore, useStore } from '@/lib/create-store';

const NONE: AllergenAvoidance = { ids: [], includeMayContain: false };

/** What the diner at this tablet avoids; a new visit starts with nothing avoided. */
const avoidance = createStore<AllergenAvoidance>(NONE);

export function useAllergenAvoidance(): AllergenAvoidance {
  return useStore(avoidance);
}

let visitId: number | null = null;

export const allergenFilterActions = {
  set: (next: AllergenAvoidance) => avoidance.set(next),
  clear: () => avoidance.set(NONE),
  /** A new visit at the table forgets the last party's choice; the same visit keeps it. */
  startVisit: (id: number) => {
    if (visitId !== id) avoidance.set(NONE);
    visitId = id;
  },
};

/** The avoided ids toggled: `id` added, or removed when it was there. */
export function toggleAvoided(avoid: AllergenAvoidance, id: string): AllergenAvoidance {
  const ids = avoid.ids.includes(id) ? avoid.ids.filter((each) => each !== id) : [...avoid.ids, id];
  return { ...avoid, ids };
}

/** The items the diner can eat by the filter's rule (all of them when nothing is avoided). */
export function itemsWithout(items: readonly MenuItem[], avoid: AllergenAvoidance): readonly MenuItem[] {
  if (avoid.ids.length === 0) return items;
  return items.filter((item) => avoidedAllergens(item.allergens, avoid).length === 0);
}
