import type { ErrorCode } from '@contract/errors';
import { defineCatalog, type Messages, textIn } from './catalog';
import { errorsJa } from './errors.ja';
import { getLocale, type Locale, SOURCE_LOCALE } from './locale';

/** The failures' texts; other locales carry those a guest can meet, loaded when a guest picks one. */
export const errorText = defineCatalog({
  ja: errorsJa,
  en: () => import('./errors.en').then((m) => m.errorsEn),
  'zh-Hans': () => import('./errors.zh-Hans').then((m) => m.errorsZhHans),
  'zh-Hant': () => import('./errors.zh-Hant').then((m) => m.errorsZhHant),
  ko: () => import('./errors.ko').then((m) => m.errorsKo),
});

export type ErrorMessageKey = keyof typeof errorsJa;

/** Codes the screens give failures the box never answered: no answer at all, or no error envelope. */
export type ClientErrorCode = 'NETWORK' | 'UNKNOWN';

/**
 * The message key of each error code. A new code on the box fails the typecheck here until it has
 * a key. null: the box's message in every locale, since the box fills in what only it knows (the
 * shop-local end of a login ban).
 */
const MESSAGE_KEYS: Readonly<Record<ErrorCode | ClientErrorCode, ErrorMessageKey | null>> = {
  NETWORK: 'network',
  UNKNOWN: 'generic',
  VALIDATION: 'invalidInput',
  BAD_JSON: 'invalidInput',
  UNSUPPORTED_MEDIA_TYPE: 'invalidInput',
  IDEMPOTENCY_KEY_REQUIRED: 'orderSendFailed',
  IDEMPOTENCY_KEY_REUSED: 'orderSendFailed',
  EMPTY_CART: 'emptyCart',
  PASSWORD_TOO_SHORT: 'passwordTooShort',
  INVALID_ACTIVATE_KEY: 'invalidActivateKey',
  PAIRING_INVALID: 'pairingInvalid',
  TABLE_STOPPED: 'tableStopped',
  RESET_EXPIRED: 'resetExpired',
  UNAUTHENTICATED: 'notLoggedIn',
  E_USER_NOT_FOUND: 'emailNotRegistered',
  E_PASSWORD_MISMATCH: 'wrongPassword',
  E_INVALID_AUTH_PASSWORD: 'wrongPassword',
  E_OLD_PASSWORD_MISMATCH: 'oldPasswordMismatch',
  PAGE_AUTH_REQUIRED: 'pageAuthRequired',
  PAGE_AUTH_FAILED: 'pageAuthFailed',
  DEVICE_NOT_REGISTERED: 'deviceNotRegistered',
  FORBIDDEN: 'forbidden',
  CROSS_SITE: 'forbidden',
  SETUP_TOKEN_INVALID: 'setupTokenInvalid',
  NOT_FOUND: 'notFound',
  USER_NOT_FOUND: 'userNotFound',
  DUPLICATE_MENU_NAME: 'duplicateMenuName',
  DUPLICATE_ITEM_NAME: 'duplicateItemName',
  DUPLICATE_OPTION_GROUP_NAME: 'duplicateOptionGroupName',
  DUPLICATE_EMAIL: 'duplicateEmail',
  DUPLICATE_TABLE_NAME: 'duplicateTableName',
  DUPLICATE_STATION_NAME: 'duplicateStationName',
  DUPLICATE_PRINTER_NAME: 'duplicatePrinterName',
  DUPLICATE_DEVICE: 'duplicateDevice',
  SETUP_DONE: 'setupDone',
  ITEM_UNAVAILABLE: 'itemUnavailable',
  OPTION_UNAVAILABLE: 'optionUnavailable',
  OPTION_INVALID: 'optionInvalid',
  SESSION_NOT_OPEN: 'sessionNotOpen',
  INVALID_INVOICE_NUMBER: 'invalidInvoiceNumber',
  RECEIPT_NOT_ISSUED: 'receiptNotIssued',
  NO_RECEIPT_PRINTER: 'noReceiptPrinter',
  PAYMENT_MISMATCH: 'paymentMismatch',
  DISCOUNT_TOO_LARGE: 'discountTooLarge',
  DAY_CLOSED: 'dayClosed',
  DAY_HAS_OPEN_BILLS: 'dayHasOpenBills',
  PLAN_LAST_ORDER: 'planLastOrder',
  PLAN_ENDED: 'planEnded',
  PLAN_STAFF_ONLY: 'planStaffOnly',
  PLAN_TAKERS_OVER: 'planTakersOver',
  PLAN_NOT_RUNNING: 'planNotRunning',
  INVALID_TRANSITION: 'statusUpdateFailed',
  TABLE_BUSY: 'tableBusy',
  SESSION_CLOSED: 'sessionClosed',
  CORRECTION_NEEDS_AUTHORITY: 'correctionNeedsAuthority',
  DISCOUNT_NEEDS_AUTHORITY: 'discountNeedsAuthority',
  METHOD_NOT_ALLOWED: 'methodNotAllowed',
  PAYLOAD_TOO_LARGE: 'fileTooLarge',
  INVALID_IMAGE: 'invalidImage',
  E_USER_BANNED: null,
  HEADERS_TOO_LARGE: 'requestTooLarge',
  RATE_LIMITED: 'rateLimited',
  INTERNAL: 'generic',
};

export function errorMessageKey(code: string): ErrorMessageKey | null {
  return Object.hasOwn(MESSAGE_KEYS, code) ? MESSAGE_KEYS[code as keyof typeof MESSAGE_KEYS] : null;
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
