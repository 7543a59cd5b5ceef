import { getLocale, intlTag, type Locale } from './locale';

/**
 * Every number, money amount, date and time the screens show, formatted by Intl in a locale (the
 * active one unless given). Times are read in `timeZone`, the shop's (`useShopTimeZone`), which
 * every caller must pass: the browser's own zone may be another (an owner abroad, a tablet set up
 * elsewhere). `undefined` (the zone not known yet) falls back to the browser's.
 */

const numberFormats = new Map<Locale, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function yenFormat(locale: Locale): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency: 'JPY', currencyDisplay: 'narrowSymbol' });
    numberFormats.set(locale, format);
  }
  return format;
}

/**
 * Yen with the locale's digit grouping and sign position: 12800 -> '¥12,800'. The sign is always
 * the half-width '¥' of SPEC.md, where Japanese Intl would write the full-width '￥'.
 */
export function formatYen(amount: number, locale: Locale = getLocale()): string {
  return yenFormat(locale)
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? '¥' : part.value))
    .join('');
}

type DateStyle = 'clock' | 'monthDayTime';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  monthDayTime: { month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

function dateFormat(style: DateStyle, locale: Locale, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${style} ${locale} ${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlTag(locale), { ...DATE_OPTIONS[style], timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

/** Hour and minute on a 24-hour clock: '21:05' in Japanese. */
export function formatClock(epochMs: number, timeZone: string | undefined, locale: Locale = getLocale()): string {
  return dateFormat('clock', locale, timeZone).format(epochMs);
}

/** Month, day, hour and minute: '7/14 21:05' in Japanese (SPEC.md's bill list). */
export function formatMonthDayTime(epochMs: number, timeZone: string | undefined, locale: Locale = getLocale()): string {
  return dateFormat('monthDayTime', locale, timeZone).format(epochMs);
}

const listFormats = new Map<Locale, Intl.ListFormat>();

/** A list in the locale's words and separators: '小麦、卵、乳' in Japanese, 'Wheat, Egg, Milk' in English. */
export function formatList(items: readonly string[], locale: Locale = getLocale()): string {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(intlTag(locale), { type: 'conjunction', style: 'narrow' });
    listFormats.set(locale, format);
  }
  return format.format(items);
}
