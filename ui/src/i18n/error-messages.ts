import { defineCatalog, localeLoaders, type Messages, textIn } from './catalog';
import { errorsJa } from './errors.ja';
import { getLocale, type Locale, SOURCE_LOCALE } from './locale';

export type { ClientErrorCode } from './errors.ja';

/** The failures' texts; other locales carry those a guest can meet, loaded when a guest picks one. */
export const errorText = defineCatalog({
  ja: errorsJa,
  ...localeLoaders<Messages<typeof errorsJa>>('errors'),
});

export type ErrorMessageKey = keyof typeof errorsJa;

/**
 * The message key of an error code: the code itself. A new code on the box has its Japanese text
 * from the catalogue at once, and reads it in every locale until one translates it. null: the
 * box's message in every locale, for the codes the box words itself (BOX_WORDED_CODES) and codes
 * these screens do not know yet.
 */
export function errorMessageKey(code: string): ErrorMessageKey | null {
  return Object.hasOwn(errorsJa, code) ? (code as ErrorMessageKey) : null;
}

export type ErrorMessages = Messages<typeof errorsJa>;

/** A failure's message from one locale's error texts; the box's message when its code has no key. */
export function messageByKey(code: string, boxMessage: string, messages: ErrorMessages): string {
  const key = errorMessageKey(code);
  return key === null ? boxMessage : messages[key];
}

/**
 * What to show for a failure with this code and the box's message. In Japanese that is the box's
 * message itself: the box speaks Japanese and may say more than the code's text (a login ban's
 * end, an upload's size limit, which line was not found). Other locales show their text for the
 * code's key, and the box's message for a code without one.
 */
export function errorMessageFor(code: string, boxMessage: string, locale: Locale = getLocale()): string {
  if (locale === SOURCE_LOCALE) return boxMessage;
  return messageByKey(code, boxMessage, textIn(errorText, locale));
}
