import { defineCatalog, localeLoaders, type Messages } from './catalog';
import { ja } from './ja';

/**
 * Strings every area shares: titles, common buttons, validation, alerts, the login form. The other
 * locales carry only what the diner screens show, and load when a guest picks one.
 */
export const appText = defineCatalog({
  ja,
  ...localeLoaders<Messages<typeof ja>>('app'),
});
