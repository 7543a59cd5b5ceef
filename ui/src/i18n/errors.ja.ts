import { type ErrorCode, errorCatalog } from '@contract/errors';

/** Codes the screens give failures the box never answered: no answer at all, or no error envelope. */
export type ClientErrorCode = 'NETWORK' | 'UNKNOWN';

/**
 * Codes whose message only the box can word: it fills in the shop-local end of a login ban. The
 * screens show the box's message for them in every locale.
 */
export const BOX_WORDED_CODES = ['E_USER_BANNED'] as const satisfies readonly ErrorCode[];
type WordedHere = Exclude<ErrorCode, (typeof BOX_WORDED_CODES)[number]>;

const boxWorded: ReadonlySet<string> = new Set(BOX_WORDED_CODES);

// The catalogue's codes and messages, as the box answers them; fromEntries keeps every code but the box-worded.
const boxMessages = Object.fromEntries(
  Object.entries(errorCatalog)
    .filter(([code]) => !boxWorded.has(code))
    .map(([code, entry]) => [code, entry.message]),
) as Record<WordedHere, string>;

/**
 * Messages of failed calls, keyed by error code. The box's codes read their Japanese from the
 * error catalogue (appliance/src/contract/errors.ts), written there once: Japanese screens show
 * the message the box sent, and other locales translate these keys (`errors` in locales/<code>.ts).
 */
export const errorsJa = {
  /** The box answered without the error envelope, or something else failed. */
  UNKNOWN: errorCatalog.INTERNAL.message,
  /** The box was not reached. */
  NETWORK: 'ネットワークエラーが発生しました。インターネット接続を確認してください。',
  ...boxMessages,
};
