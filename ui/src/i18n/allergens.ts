import { allergensJa } from './allergens.ja';
import { defineCatalog } from './catalog';

/** Strings of the allergen marks, list, filter (diner) and the item editor's section (admin). */
export const allergensText = defineCatalog({ ja: allergensJa });
