import { createStore, useStore } from '@/store/create-store';
import type { AllergenIconShape } from './allergen-icon-shapes';

type Shapes = Readonly<Record<string, AllergenIconShape>>;

/**
 * The allergen pictograms, fetched the first time a screen shows an allergen (their own chunk:
 * the tablet's first load stays under its budget). Null until they arrive, and if they cannot be
 * fetched: the screens then show the text marks.
 */
const shapes = createStore<Shapes | null>(null);
let fetching: Promise<void> | null = null;

export function loadAllergenIcons(): Promise<void> {
  if (shapes.get() !== null) return Promise.resolve();
  fetching ??= import('./allergen-icon-shapes')
    .then((m) => shapes.set(m.ALLERGEN_ICON_SHAPES))
    .catch(() => undefined)
    .finally(() => {
      fetching = null;
    });
  return fetching;
}

export function useAllergenIcons(): Shapes | null {
  return useStore(shapes);
}
