import { defineCatalog } from './catalog';
import { dinerJa } from './diner.ja';

/** Strings of the diner screens (the tablet at the table). */
export const dinerText = defineCatalog({ ja: dinerJa });
