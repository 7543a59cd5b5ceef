import { adminJa } from './admin.ja';
import { defineCatalog } from './catalog';

/** Strings of the admin screens; DESIGN.md keeps them Japanese. */
export const adminText = defineCatalog({ ja: adminJa });
