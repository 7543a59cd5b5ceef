import { defineCatalog } from './catalog';
import { floorJa } from './floor.ja';

/** Strings of the staff screens and the handy about a table's guests; DESIGN.md keeps staff screens Japanese. */
export const floorText = defineCatalog({ ja: floorJa });
