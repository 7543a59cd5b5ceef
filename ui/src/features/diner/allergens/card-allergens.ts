import { allergenById, type ItemAllergen, sortItemAllergens } from '@contract/allergens';

/** What a card has room for: the icons shown and how many are left for the detail. */
export interface CardAllergens {
  shown: ItemAllergen[];
  more: number;
}

const rank = (a: ItemAllergen) => (allergenById(a.id)?.mandatory ? 0 : 2) + (a.level === 'contains' ? 0 : 1);

/**
 * A card's allergens: the 8 特定原材料 always shown (what it contains first), then the others it
 * contains, then those it may contain, each in the list's order, up to `max` marks; the mandatory
 * ones are never cut, even past `max`.
 */
export function cardAllergens(allergens: readonly ItemAllergen[], max: number): CardAllergens {
  const ordered = sortItemAllergens(allergens).sort((a, b) => rank(a) - rank(b));
  const mandatory = ordered.filter((a) => allergenById(a.id)?.mandatory).length;
  const shown = ordered.slice(0, Math.max(max, mandatory));
  return { shown, more: ordered.length - shown.length };
}
