import { accountJa } from './account.ja';
import { defineCatalog } from './catalog';

/** Strings of the account screens (login help, profile, email, password). */
export const accountText = defineCatalog({ ja: accountJa });
