import type { LocaleFile, Messages } from './catalog';
import type { errorsJa } from './errors.ja';

/**
 * Failures a guest at the table can meet, in English: ordering, plans, sold out, the network, the
 * bill. Staff and admin failures read the fallbacks, ending in Japanese (see error-messages.ts).
 */
export const errorsEn: LocaleFile<Messages<typeof errorsJa>> = {
  generic: 'Something went wrong.',
  network: 'Could not connect. Please check the network connection.',
  invalidInput: 'Some of the details are not valid.',
  orderSendFailed: 'Your order could not be sent. Please try again.',
  emptyCart: 'Your cart is empty. Please add some items.',
  pairingInvalid: 'This QR code has expired or has already been used. Please show a new one on the admin page.',
  tableStopped: 'This table is not in service. Please ask a member of staff.',
  deviceNotRegistered: 'This tablet is not registered. Please ask a member of staff.',
  duplicateDevice: 'This tablet is registered twice. Please ask a member of staff.',
  forbidden: 'This is not available here.',
  notFound: 'That could not be found.',
  itemUnavailable: 'Your cart contains an item that is no longer available. Please check your cart.',
  optionUnavailable: 'Your cart contains an option that is sold out. Please check your cart.',
  optionInvalid: 'The options chosen are not valid. Please choose the item again.',
  sessionNotOpen: 'Your bill is being prepared, so no more orders can be placed. Please call a member of staff.',
  planLastOrder: 'Last order has passed, so items of the all-you-can plan can no longer be ordered.',
  planEnded: 'Your all-you-can time is over, so this item can no longer be ordered.',
  planStaffOnly: 'Please ask a member of staff for this item.',
  planTakersOver: 'More guests are on the plan than in your party. Please check the number of guests.',
  tableBusy: 'This table is being used by other guests.',
  sessionClosed: 'This bill is already settled. Please ask a member of staff.',
  requestTooLarge: 'The request is too large.',
  rateLimited: 'Too many requests in a short time. Please wait a moment and try again.',
};
