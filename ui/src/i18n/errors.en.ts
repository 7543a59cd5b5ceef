import type { LocaleFile, Messages } from './catalog';
import type { errorsJa } from './errors.ja';

// Texts several codes share, as their Japanese messages do.
const generic = 'Something went wrong.';
const invalidInput = 'Some of the details are not valid.';
const orderSendFailed = 'Your order could not be sent. Please try again.';
const forbidden = 'This is not available here.';

/**
 * Failures a guest at the table can meet, in English: ordering, plans, sold out, the network, the
 * bill. Staff and admin failures read the fallbacks, ending in Japanese (see error-messages.ts).
 * Keyed by error code; codes that share a Japanese message share a text here too.
 */
export const errorsEn: LocaleFile<Messages<typeof errorsJa>> = {
  UNKNOWN: generic,
  INTERNAL: generic,
  NETWORK: 'Could not connect. Please check the network connection.',
  VALIDATION: invalidInput,
  BAD_JSON: invalidInput,
  UNSUPPORTED_MEDIA_TYPE: invalidInput,
  IDEMPOTENCY_KEY_REQUIRED: orderSendFailed,
  IDEMPOTENCY_KEY_REUSED: orderSendFailed,
  EMPTY_CART: 'Your cart is empty. Please add some items.',
  PAIRING_INVALID: 'This QR code has expired or has already been used. Please show a new one on the admin page.',
  TABLE_STOPPED: 'This table is not in service. Please ask a member of staff.',
  DEVICE_NOT_REGISTERED: 'This tablet is not registered. Please ask a member of staff.',
  DUPLICATE_DEVICE: 'This tablet is registered twice. Please ask a member of staff.',
  FORBIDDEN: forbidden,
  CROSS_SITE: forbidden,
  NOT_FOUND: 'That could not be found.',
  ITEM_UNAVAILABLE: 'Your cart contains an item that is no longer available. Please check your cart.',
  OPTION_UNAVAILABLE: 'Your cart contains an option that is sold out. Please check your cart.',
  OPTION_INVALID: 'The options chosen are not valid. Please choose the item again.',
  SESSION_NOT_OPEN: 'Your bill is being prepared, so no more orders can be placed. Please call a member of staff.',
  PLAN_LAST_ORDER: 'Last order has passed, so items of the all-you-can plan can no longer be ordered.',
  PLAN_ENDED: 'Your all-you-can time is over, so this item can no longer be ordered.',
  PLAN_STAFF_ONLY: 'Please ask a member of staff for this item.',
  PLAN_TAKERS_OVER: 'More guests are on the plan than in your party. Please check the number of guests.',
  TABLE_BUSY: 'This table is being used by other guests.',
  SESSION_CLOSED: 'This bill is already settled. Please ask a member of staff.',
  HEADERS_TOO_LARGE: 'The request is too large.',
  RATE_LIMITED: 'Too many requests in a short time. Please wait a moment and try again.',
};
