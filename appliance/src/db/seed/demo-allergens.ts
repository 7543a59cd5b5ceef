import type { AllergenLevel } from '../../contract/allergens';
import type { AppDeps } from '../../shared/deps';
import { menuItemAllergens } from '../schema';

type DemoAllergens = Readonly<Partial<Record<AllergenLevel, readonly string[]>>>;

/**
 * What the demo izakaya's dishes contain (contract/allergens.ts ids), as its kitchen would write
 * them; may_contain: fried in the same oil or made on the same board.
 */
export const DEMO_ALLERGENS: Readonly<Record<string, DemoAllergens>> = {
  tebasaki: { contains: ['wheat', 'soybean', 'chicken', 'sesame'] },
  'sashimi-3': { contains: ['salmon', 'squid', 'soybean'], may_contain: ['shrimp'] },
  dashimaki: { contains: ['egg', 'soybean', 'wheat'] },
  edamame: { contains: ['soybean'] },
  hiyayakko: { contains: ['soybean', 'wheat'] },
  'potato-salad': { contains: ['egg', 'pork', 'soybean'] },
  'caesar-salad': { contains: ['egg', 'milk', 'wheat', 'pork'] },
  pickles: { contains: ['soybean', 'wheat'] },
  motsuni: { contains: ['pork', 'soybean', 'wheat'] },
  'shoyu-ramen': { contains: ['wheat', 'soybean', 'pork', 'chicken', 'egg'] },
  'salmon-chazuke': { contains: ['salmon', 'soybean', 'wheat', 'sesame'] },
  'vanilla-ice': { contains: ['milk', 'egg'] },
  karaage: { contains: ['wheat', 'soybean', 'chicken'], may_contain: ['shrimp', 'crab'] },
  'yakitori-5': { contains: ['chicken', 'soybean', 'wheat'] },
  tsukune: { contains: ['chicken', 'egg', 'soybean', 'wheat'] },
  gyoza: { contains: ['wheat', 'pork', 'soybean', 'sesame'] },
  fries: { may_contain: ['wheat', 'shrimp', 'crab'] },
  hokke: { contains: ['mackerel'] },
  'orange-juice': { contains: ['orange'] },
  calpis: { contains: ['milk'] },
  'calpis-sour': { contains: ['milk'] },
  'draft-beer': { contains: ['wheat'] },
  'bottle-beer': { contains: ['wheat'] },
};

/** Writes the demo items' allergens (inside the seed's transaction). */
export function insertDemoAllergens(deps: AppDeps, itemIds: ReadonlyMap<string, number>): void {
  for (const [name, allergens] of Object.entries(DEMO_ALLERGENS)) {
    const itemId = itemIds.get(name);
    if (itemId === undefined) throw new Error(`demo allergens for unknown item ${name}`);
    for (const level of ['contains', 'may_contain'] as const) {
      for (const allergenId of allergens[level] ?? []) {
        deps.db.insert(menuItemAllergens).values({ menu_item_id: itemId, allergen_id: allergenId, level }).run();
      }
    }
  }
}
