import { defineCatalog } from './catalog';
import { dinerJa } from './diner.ja';

/**
 * Strings of the diner screens (the tablet at the table). The other locales load when a guest
 * picks one, so the first load carries only Japanese.
 */
export const dinerText = defineCatalog({
  ja: dinerJa,
  en: () => import('./diner.en').then((m) => m.dinerEn),
  'zh-Hans': () => import('./diner.zh-Hans').then((m) => m.dinerZhHans),
  'zh-Hant': () => import('./diner.zh-Hant').then((m) => m.dinerZhHant),
  ko: () => import('./diner.ko').then((m) => m.dinerKo),
});
