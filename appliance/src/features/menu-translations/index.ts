import type { Feature } from '../../shared/feature';
import { createMenuTranslationRoutes } from './menu-translations.routes';

/** What other features may use of the menu's translations: reading them for a list, in one query, and keeping them true to the Japanese. */
export { changedTexts, forgetTranslations, uncheckTranslations } from './menu-translations.upkeep';
export { menuTranslationsOf } from './menu-translations.view';

/** What menu-translations brings to the box. */
export const feature: Feature = { name: 'menu-translations', routes: createMenuTranslationRoutes };
