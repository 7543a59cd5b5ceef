import { allergensJa } from './allergens.ja';
import { defineCatalog, localeLoaders, type Messages } from './catalog';

/**
 * Strings of the allergen marks, list, filter (diner) and the item editor's section (admin). The
 * diner's other locales load when a guest picks one; the editor's strings stay Japanese.
 */
export const allergensText = defineCatalog({
  ja: allergensJa,
  ...localeLoaders<Messages<typeof allergensJa>>('allergens'),
});
