import { defineCatalog } from './catalog';
import { setupJa } from './setup.ja';

/** Strings of the first-run setup screens. */
export const setupText = defineCatalog({ ja: setupJa });
