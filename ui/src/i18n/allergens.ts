import { allergensJa } from './allergens.ja';
import { defineCatalog } from './catalog';

/**
 * Strings of the allergen marks, list, filter (diner) and the item editor's section (admin). The
 * diner's other locales load when a guest picks one; the editor's strings stay Japanese.
 */
export const allergensText = defineCatalog({
  ja: allergensJa,
  en: () => import('./allergens.en').then((m) => m.allergensEn),
  'zh-Hans': () => import('./allergens.zh-Hans').then((m) => m.allergensZhHans),
  'zh-Hant': () => import('./allergens.zh-Hant').then((m) => m.allergensZhHant),
  ko: () => import('./allergens.ko').then((m) => m.allergensKo),
});
