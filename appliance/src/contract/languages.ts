/**
 * The languages a diner may read the tablet in (issue 18), declared once: the screens' locales,
 * the menu's translations, the allergen names, the visit's `guest_locale`, the database's enums and
 * the demo's translations all derive from this list. Japanese is the source (the shop's own text,
 * every screen's first language); the others are translations of it. No zod here: the tablet's
 * first load imports it.
 *
 * A new language: its code in TRANSLATED_LANGUAGES and its entry in LANGUAGES; then the compiler
 * names the allergen names (allergens.ts) and the demo's translations (db/seed) to fill in, and
 * ui/src/i18n/locales.test.ts its screens' file (ui/src/i18n/locales/<code>.ts: the app, diner,
 * errors and allergens texts a guest reads).
 */

/** The translated languages, in the order the language switch, the editor and the CSV list them. */
export const TRANSLATED_LANGUAGES = ['en', 'zh-Hans', 'zh-Hant', 'ko'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export const SOURCE_LANGUAGE = 'ja';

/** Every diner language, the source first. */
export const DINER_LANGUAGES = [SOURCE_LANGUAGE, ...TRANSLATED_LANGUAGES] as const;
export type DinerLanguage = (typeof DINER_LANGUAGES)[number];

interface LanguageFacts {
  /** Its name in itself: the diner's language switch, the translation editor's picker. */
  readonly name: string;
  /**
   * The BCP 47 tag Intl formats with. Every one writes yen as '¥1,200' (formatYen keeps the
   * half-width sign) and the clock on 24 hours.
   */
  readonly intlTag: string;
}

interface TranslatedLanguageFacts extends LanguageFacts {
  /** Its name in Japanese: the staff screens' mark by a table whose guests read it. */
  readonly japaneseName: string;
  /** The translation editor's chip when a row lacks it. */
  readonly shortName: string;
}

export const LANGUAGES: Readonly<
  Record<typeof SOURCE_LANGUAGE, LanguageFacts> & Record<TranslatedLanguage, TranslatedLanguageFacts>
> = {
  ja: { name: '日本語', intlTag: 'ja-JP' },
  en: { name: 'English', intlTag: 'en-US', japaneseName: '英語', shortName: 'EN' },
  'zh-Hans': { name: '简体中文', intlTag: 'zh-Hans-CN', japaneseName: '中国語(簡体)', shortName: '简' },
  'zh-Hant': { name: '繁體中文', intlTag: 'zh-Hant-TW', japaneseName: '中国語(繁体)', shortName: '繁' },
  ko: { name: '한국어', intlTag: 'ko-KR', japaneseName: '韓国語', shortName: '한' },
};

// Mapped over a type parameter, a tuple stays a tuple of the same length.
type OnePer<Languages extends readonly string[], T> = { readonly [K in keyof Languages]: T };

/** A value per translated language, in TRANSLATED_LANGUAGES' order (the demo's rows of text). */
export type InEachTranslatedLanguage<T> = OnePer<typeof TRANSLATED_LANGUAGES, T>;

/** A value per diner language, in DINER_LANGUAGES' order (the allergen list's rows). */
export type InEachDinerLanguage<T> = OnePer<typeof DINER_LANGUAGES, T>;

/**
 * Where a language's missing text is read, nearest first: English, then Japanese, which ends every
 * chain (English reads Japanese only). The screens' catalogs, the menu's text and the allergen
 * names all read through it.
 */
export function fallbacksOf(language: DinerLanguage): readonly DinerLanguage[] {
  if (language === SOURCE_LANGUAGE) return [];
  if (language === 'en') return [SOURCE_LANGUAGE];
  return ['en', SOURCE_LANGUAGE];
}

/** A record with a value for every diner language, e.g. each one's fallbacks. */
export function perDinerLanguage<T>(value: (language: DinerLanguage) => T): Record<DinerLanguage, T> {
  // fromEntries over the whole list: every key is there.
  return Object.fromEntries(DINER_LANGUAGES.map((language) => [language, value(language)])) as Record<DinerLanguage, T>;
}

/** A record with a value for every translated language, e.g. each one's count of missing texts. */
export function perTranslatedLanguage<T>(value: (language: TranslatedLanguage) => T): Record<TranslatedLanguage, T> {
  return Object.fromEntries(TRANSLATED_LANGUAGES.map((language) => [language, value(language)])) as Record<TranslatedLanguage, T>;
}

export function isDinerLanguage(value: unknown): value is DinerLanguage {
  return typeof value === 'string' && (DINER_LANGUAGES as readonly string[]).includes(value);
}

export function isTranslatedLanguage(value: unknown): value is TranslatedLanguage {
  return typeof value === 'string' && (TRANSLATED_LANGUAGES as readonly string[]).includes(value);
}
