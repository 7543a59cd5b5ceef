import { MENU_TEXT_LOCALES, type MenuTextLocale } from '@contract/menu-text';
import type { MenuTranslationListResponse } from '@contract/menu-translations';
import { translationState } from './translation-list';

export interface TranslationSummary {
  /** Per language, the entries on sale that lack it (only languages with any). */
  missing: { locale: MenuTextLocale; count: number }[];
  /** Entries on sale translated but not yet checked by a person, in some language. */
  unchecked: number;
}

/** How the menu's translations stand, for the admin home: what guests would read in Japanese, what no person has checked. */
export function summarizeTranslations(list: MenuTranslationListResponse): TranslationSummary {
  const missing = MENU_TEXT_LOCALES.map((locale) => ({ locale, count: list.missing_on_sale[locale] })).filter(
    (row) => row.count > 0,
  );
  const unchecked = list.entries.filter(
    (entry) => entry.on_sale && MENU_TEXT_LOCALES.some((locale) => translationState(entry, locale) === 'unchecked'),
  ).length;
  return { missing, unchecked };
}
