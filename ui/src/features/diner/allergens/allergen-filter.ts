import { type AllergenAvoidance, avoidedAllergens, type ItemAllergen } from '@contract/allergens';
import type { MenuItem } from '@contract/menu-items';
import { createStore, useStore } from '@/store/create-store';

/** What the diner avoids, and whether the items holding it are dimmed (shown, not orderable) rather than hidden. */
export interface AllergenFilter extends AllergenAvoidance {
  dim: boolean;
}

const NONE: AllergenFilter = { ids: [], includeMayContain: false, dim: false };

/** What the diner at this tablet avoids; a new visit starts with nothing avoided. */
const avoidance = createStore<AllergenFilter>(NONE);

export function useAllergenAvoidance(): AllergenFilter {
  return useStore(avoidance);
}

let visitId: number | null = null;

export const allergenFilterActions = {
  set: (next: AllergenFilter) => avoidance.set(next),
  clear: () => avoidance.set(NONE),
  /** A new visit at the table forgets the last party's choice; the same visit keeps it. */
  startVisit: (id: number) => {
    if (visitId !== id) avoidance.set(NONE);
    visitId = id;
  },
};

/** The avoided ids toggled: `id` added, or removed when it was there. */
export function toggleAvoided<T extends AllergenAvoidance>(avoid: T, id: string): T {
  const ids = avoid.ids.includes(id) ? avoid.ids.filter((each) => each !== id) : [...avoid.ids, id];
  return { ...avoid, ids };
}

/** The items the diner can eat by the filter's rule (all of them when nothing is avoided). */
export function itemsWithout(items: readonly MenuItem[], avoid: AllergenAvoidance): readonly MenuItem[] {
  if (avoid.ids.length === 0) return items;
  return items.filter((item) => avoidedAllergens(item.allergens, avoid).length === 0);
}

/** The menu as the filter lets the diner see it: the items shown, and among them those dimmed. */
export interface FilteredMenu {
  shown: readonly MenuItem[];
  /** Items shown dimmed: they hold what the diner avoids and cannot be added. */
  dimmed: ReadonlySet<number>;
  /** How many items the filter hides or dims. */
  affected: number;
}

const NO_IDS: ReadonlySet<number> = new Set();

/** Hides the items holding what the diner avoids, or (`dim`) keeps them in place and marks them. */
export function filterMenu(items: readonly MenuItem[], filter: AllergenFilter): FilteredMenu {
  if (filter.ids.length === 0) return { shown: items, dimmed: NO_IDS, affected: 0 };
  if (!filter.dim) {
    const shown = itemsWithout(items, filter);
    return { shown, dimmed: NO_IDS, affected: items.length - shown.length };
  }
  const dimmed = new Set(items.filter((item) => avoidedAllergens(item.allergens, filter).length > 0).map((item) => item.id));
  return { shown: items, dimmed, affected: dimmed.size };
}

/** What an item holds of the avoided allergens, when the filter dims: the detail refuses to add it. */
export function dimmedBy(item: MenuItem, filter: AllergenFilter): ItemAllergen[] {
  return filter.dim ? avoidedAllergens(item.allergens, filter) : [];
}
