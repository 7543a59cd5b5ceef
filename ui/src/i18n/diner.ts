import { defineCatalog, localeLoaders, type Messages } from './catalog';
import { dinerJa } from './diner.ja';

/**
 * Strings of the diner screens (the tablet at the table). The other locales load when a guest
 * picks one, so the first load carries only Japanese.
 */
export const dinerText = defineCatalog({
  ja: dinerJa,
  ...localeLoaders<Messages<typeof dinerJa>>('diner'),
});
