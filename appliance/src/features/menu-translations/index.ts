/** What other features may use of the menu's translations: reading them for a list, in one query. */
export { createMenuTranslationRoutes } from './menu-translations.routes';
export { menuTranslationsOf } from './menu-translations.view';
