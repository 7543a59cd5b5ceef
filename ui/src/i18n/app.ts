import { defineCatalog } from './catalog';
import { ja } from './ja';

/**
 * Strings every area shares: titles, common buttons, validation, alerts, the login form. The other
 * locales carry only what the diner screens show, and load when a guest picks one.
 */
export const appText = defineCatalog({
  ja,
  en: () => import('./app.en').then((m) => m.appEn),
  'zh-Hans': () => import('./app.zh-Hans').then((m) => m.appZhHans),
  'zh-Hant': () => import('./app.zh-Hant').then((m) => m.appZhHant),
  ko: () => import('./app.ko').then((m) => m.appKo),
});
