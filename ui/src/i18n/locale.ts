import {
  DINER_LANGUAGES,
  type DinerLanguage,
  fallbacksOf,
  isDinerLanguage,
  LANGUAGES,
  perDinerLanguage,
  SOURCE_LANGUAGE,
} from '@contract/languages';
import { createStore, useStore } from '@/store/create-store';

/**
 * The languages the screens can be shown in: the diner languages (contract/languages.ts). Japanese
 * is the source: every other locale's files may leave keys out, which then read through FALLBACKS.
 * The diner screens are in all of them (issue 18); staff, kitchen and admin catalogs have only
 * Japanese files, so they stay Japanese.
 */
export const LOCALES = DINER_LANGUAGES;
export type Locale = DinerLanguage;

export const SOURCE_LOCALE = SOURCE_LANGUAGE satisfies Locale;

/** Where a locale's missing keys are read, nearest first; the source locale ends every chain. */
export const FALLBACKS: Readonly<Record<Locale, readonly Locale[]>> = perDinerLanguage(fallbacksOf);

/** Each language's name in itself, for the diner's language switch. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = perDinerLanguage((locale) => LANGUAGES[locale].name);

export const isLocale: (value: unknown) => value is Locale = isDinerLanguage;

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

/** The BCP 47 tag Intl formats with (contract/languages.ts). */
export function intlTag(locale: Locale): string {
  return LANGUAGES[locale].intlTag;
}
