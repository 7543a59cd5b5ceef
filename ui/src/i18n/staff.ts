import { defineCatalog } from './catalog';
import { staffJa } from './staff.ja';

/** Strings of the staff screens (order list, bills); DESIGN.md keeps them Japanese. */
export const staffText = defineCatalog({ ja: staffJa });
