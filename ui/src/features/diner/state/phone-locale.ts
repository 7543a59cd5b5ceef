import { isLocale, type Locale, SOURCE_LOCALE } from '@/i18n/locale';

/**
 * The menu's language for a guest's phone, from the phone's own preferences (navigator.languages,
 * best first): the first one the menu is written in. Chinese picks its script by the tag's
 * script, else by region (Taiwan, Hong Kong and Macau read traditional characters). Japanese when
 * none matches.
 */
export function phoneLocale(preferences: readonly string[]): Locale {
  for (const preference of preferences) {
    const locale = menuLocaleOf(preference);
    if (locale) return locale;
  }
  return SOURCE_LOCALE;
}

function menuLocaleOf(tag: string): Locale | null {
  let parsed: Intl.Locale;
  try {
    parsed = new Intl.Locale(tag);
  } catch {
    return null;
  }
  if (parsed.language === 'zh') {
    const script = parsed.script ?? (['TW', 'HK', 'MO'].includes(parsed.region ?? '') ? 'Hant' : 'Hans');
    const chinese = `zh-${script}`;
    return isLocale(chinese) ? chinese : null;
  }
  return isLocale(parsed.language) ? parsed.language : null;
}
