import { loadLocale } from '@/i18n/catalog';
import { isLocale, type Locale, SOURCE_LOCALE, setLocale } from '@/i18n/locale';
import { storage } from '@/lib/storage';

/**
 * The language the guests picked on the welcome screen or the menu's top bar. It is visit data:
 * kept in localStorage so a reload keeps it while the visit lasts, and reset to Japanese when the
 * visit ends (endVisit, forgetVisit) so the next guests start in Japanese. Not reset when a new
 * visit is adopted: guests pick their language on the welcome screen before the visit starts.
 */

// The latest pick wins even when an earlier pick's files arrive after it.
let latest = 0;

/** Loads the locale's files (non-Japanese files are separate chunks), then switches the screens. */
export async function chooseLocale(locale: Locale): Promise<void> {
  const pick = ++latest;
  if (locale === SOURCE_LOCALE) storage.remove('dinerLocale');
  else storage.set('dinerLocale', locale);
  try {
    await loadLocale(locale);
  } catch {
    // A chunk out of reach (the box offline): the screens switch anyway and read the fallbacks.
  }
  if (pick === latest) setLocale(locale);
}

/** The guests' pick (Japanese when none), even while its files are still on their way. */
export function pickedLocale(): Locale {
  const saved = storage.get('dinerLocale');
  return isLocale(saved) ? saved : SOURCE_LOCALE;
}

/** The diner frame opened (a reload mid-visit): the guests' language comes back. */
export function restoreLocale(): void {
  const saved = storage.get('dinerLocale');
  if (isLocale(saved) && saved !== SOURCE_LOCALE) void chooseLocale(saved);
}

/** The visit ended: the next guests start in Japanese. */
export function resetLocale(): void {
  latest += 1;
  storage.remove('dinerLocale');
  setLocale(SOURCE_LOCALE);
}

/**
 * Leaving the diner screens (to the admin login on the same tablet): staff screens are Japanese.
 * The pick stays stored, so coming back to the menu restores it.
 */
export function leaveDinerScreens(): void {
  latest += 1;
  setLocale(SOURCE_LOCALE);
}
