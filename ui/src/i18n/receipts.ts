import { defineCatalog } from './catalog';
import { receiptsJa } from './receipts.ja';

/** Strings of the receipt buttons and the receipt view (staff); DESIGN.md keeps them Japanese. */
export const receiptText = defineCatalog({ ja: receiptsJa });
