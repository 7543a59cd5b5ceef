import { createStore, useStore } from '@/store/create-store';

/**
 * The languages the screens can be shown in. Japanese is the source: every other locale's files
 * may leave keys out, which then read through FALLBACKS. The diner screens are in all five (issue
 * 18); staff, kitchen and admin catalogs have only Japanese files, so they stay Japanese.
 */
export const LOCALES = ['ja', 'en', 'zh-Hans', 'zh-Hant', 'ko'] as const;
export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE = 'ja' satisfies Locale;

/** Where a locale's missing keys are read, nearest first; the source locale ends every chain. */
export const FALLBACKS: Readonly<Record<Locale, readonly Locale[]>> = {
  ja: [],
  en: ['ja'],
  'zh-Hans': ['en', 'ja'],
  'zh-Hant': ['en', 'ja'],
  ko: ['en', 'ja'],
};

/**
 * The BCP 47 tag Intl formats with. Every one writes yen as '¥1,200' (formatYen keeps the
 * half-width sign) and the clock on 24 hours.
 */
const INTL_TAGS: Readonly<Record<Locale, string>> = {
  ja: 'ja-JP',
  en: 'en-US',
  'zh-Hans': 'zh-Hans-CN',
  'zh-Hant': 'zh-Hant-TW',
  ko: 'ko-KR',
};

/** Each language's name in itself, for the diner's language switch. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  ja: '日本語',
  en: 'English',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
  ko: '한국어',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const active = createStore<Locale>(SOURCE_LOCALE);

export function getLocale(): Locale {
  return active.get();
}

/** Switches every screen that reads text through useText; `<html lang>` follows for screen readers. */
export function setLocale(locale: Locale): void {
  active.set(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export function useLocale(): Locale {
  return useStore(active);
}

export function intlTag(locale: Locale): string {
  return INTL_TAGS[locale];
}
