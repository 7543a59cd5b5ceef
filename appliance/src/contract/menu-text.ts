/**
 * The shop's menu text (item names and descriptions, genre tabs, option choices) in the diner's
 * languages (issue 18). Japanese is the menu's own text; `menu_translations` holds the others, one
 * row per entity and locale, and the answers carry them as `translations`. No zod here: the
 * tablet's menu imports it.
 */

/** The locales a translation may be written in (Japanese is the menu's own text). */
export const MENU_TEXT_LOCALES = ['en', 'zh-Hans', 'zh-Hant', 'ko'] as const;
export type MenuTextLocale = (typeof MENU_TEXT_LOCALES)[number];

export const MENU_TEXT_KINDS = ['item', 'menu', 'choice'] as const;
export type MenuTextKind = (typeof MENU_TEXT_KINDS)[number];

export type MenuTextField = 'name' | 'description';

/** One locale's text of an entity; null: not translated. `checked`: a person has checked it. */
export interface MenuTranslation {
  name: string | null;
  description: string | null;
  checked: boolean;
}

/** Only the locales that have a row. */
export type MenuTranslations = Partial<Record<MenuTextLocale, MenuTranslation>>;

export function isMenuTextLocale(value: unknown): value is MenuTextLocale {
  return typeof value === 'string' && (MENU_TEXT_LOCALES as readonly string[]).includes(value);
}

/** Where a locale's missing text is read before the Japanese (the screens' FALLBACKS). */
function chain(locale: string): readonly string[] {
  if (locale === 'ja') return [];
  if (locale === 'en') return ['en'];
  return [locale, 'en'];
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
