import { defineCatalog } from './catalog';
import { legalJa } from './legal.ja';

/** Strings of the legal pages (terms, privacy policy, 特定商取引法). */
export const legalText = defineCatalog({ ja: legalJa });
