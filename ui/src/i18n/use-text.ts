import { type Catalog, textIn } from './catalog';
import { useLocale } from './locale';

/** A catalog's text in the active locale; the component shows the new language when it changes. */
export function useText<T>(catalog: Catalog<T>): T {
  return textIn(catalog, useLocale());
}
