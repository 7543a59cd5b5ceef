import { defineCatalog } from './catalog';
import { handyJa } from './handy.ja';

/** Strings of the handy (staff order entry); DESIGN.md keeps staff screens Japanese. */
export const handyText = defineCatalog({ ja: handyJa });
