/**
 * The shop's menu text (item names and descriptions, genre tabs, option groups and choices, the
 * cover charge's name) in the diner's
 * languages (issue 18). Japanese is the menu's own text; `menu_translations` holds the others, one
 * row per entity and locale, and the answers carry them as `translations`. No zod here: the
 * tablet's menu imports it.
 */

import {
  fallbacksOf,
  isDinerLanguage,
  isTranslatedLanguage,
  SOURCE_LANGUAGE,
  TRANSLATED_LANGUAGES,
  type TranslatedLanguage,
} from './languages';

/** The locales a translation may be written in (Japanese is the menu's own text): languages.ts's list. */
export const MENU_TEXT_LOCALES = TRANSLATED_LANGUAGES;
export type MenuTextLocale = TranslatedLanguage;

/**
 * In the order the translation editor and the CSV list them: genres, items, option groups, their
 * choices, the cover charge, the dining tables' names (テーブル1 on the guests' tablet).
 */
export const MENU_TEXT_KINDS = ['menu', 'item', 'group', 'choice', 'cover', 'table'] as const;
export type MenuTextKind = (typeof MENU_TEXT_KINDS)[number];

/** The shop has one cover charge (お通し, its check-in setting): its translations are kind `cover`, this id. */
export const COVER_ENTITY_ID = 1;

export type MenuTextField = 'name' | 'description';

/** One locale's text of an entity; null: not translated. `checked`: a person has checked it. */
export interface MenuTranslation {
  name: string | null;
  description: string | null;
  checked: boolean;
}

/** Only the locales that have a row. */
export type MenuTranslations = Partial<Record<MenuTextLocale, MenuTranslation>>;

export const isMenuTextLocale: (value: unknown) => value is MenuTextLocale = isTranslatedLanguage;

/** Where a locale's text is read before the Japanese: its own, then its fallbacks (languages.ts). */
function chain(locale: string): readonly string[] {
  if (locale === SOURCE_LANGUAGE) return [];
  // A tag of no diner language reads like a translated one: its own text, then English.
  const fallbacks: readonly string[] = isDinerLanguage(locale) ? fallbacksOf(locale) : ['en'];
  return [locale, ...fallbacks].filter((each) => each !== SOURCE_LANGUAGE);
}

/**
 * The name or description shown in `locale`: its translation, else English, else the Japanese.
 * An empty (or blank) translation counts as missing.
 */
export function menuText(ja: string, translations: MenuTranslations | undefined, locale: string, field: MenuTextField): string {
  if (!translations) return ja;
  const byLocale: Readonly<Record<string, MenuTranslation | undefined>> = translations;
  for (const tag of chain(locale)) {
    const text = byLocale[tag]?.[field];
    if (text && text.trim() !== '') return text;
  }
  return ja;
}

/**
 * The locales an entity lacks: no name, or (when the Japanese has a description) no description.
 * A blank text counts as missing. What the translation editor lists and counts.
 */
export function missingLocales(
  entity: { description: string | null; translations: MenuTranslations },
  locales: readonly MenuTextLocale[] = MENU_TEXT_LOCALES,
): MenuTextLocale[] {
  const filled = (text: string | null | undefined): boolean => Boolean(text && text.trim() !== '');
  const wantsDescription = filled(entity.description);
  return locales.filter((locale) => {
    const row = entity.translations[locale];
    return !filled(row?.name) || (wantsDescription && !filled(row?.description));
  });
}
