import { defineCatalog } from './catalog';
import { ja } from './ja';

/** Strings every area shares: titles, common buttons, validation, alerts, the login form. */
export const appText = defineCatalog({ ja });
