import { useStore } from '@/store/create-store';
import { type Catalog, loadedFiles, textIn } from './catalog';
import { useLocale } from './locale';

/** A catalog's text in the active locale; the component shows the new language when it changes. */
export function useText<T>(catalog: Catalog<T>): T {
  // A locale file loaded after the first render (a lazy screen's catalog) shows once it arrives.
  useStore(loadedFiles);
  return textIn(catalog, useLocale());
}
