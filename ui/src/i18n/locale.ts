import { createStore, useStore } from '@/lib/create-store';

/**
 * The languages the screens can be shown in. Japanese is the source: every other locale's files
 * may leave keys out, which then read through FALLBACKS. DESIGN.md plans en, zh-Hans, zh-Hant and
 * ko for the diner screens (falling back to en, then ja); staff and admin screens stay Japanese.
 */
export const LOCALES = ['ja'] as const;
export type Locale = (typeof LOCALES)[number];

export const SOURCE_LOCALE = 'ja' satisfies Locale;

/** Where a locale's missing keys are read, nearest first; the source locale ends every chain. */
export const FALLBACKS: Readonly<Record<Locale, readonly Locale[]>> = { ja: [] };

/** The BCP 47 tag Intl formats with. */
const INTL_TAGS: Readonly<Record<Locale, string>> = { ja: 'ja-JP' };

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
