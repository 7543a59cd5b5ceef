import { defineCatalog } from './catalog';
import { kitchenJa } from './kitchen.ja';

/** Strings of the kitchen display (/kitchen, /kitchen/expo); DESIGN.md keeps them Japanese. */
export const kitchenText = defineCatalog({ ja: kitchenJa });
