import type { allergensJa } from '../allergens.ja';
import type { LocaleFile, Messages } from '../catalog';
import type { dinerJa } from '../diner.ja';
import type { errorsJa } from '../errors.ja';
import type { ja } from '../ja';

/*
 * What a guest reads in English, one export per catalog (app, diner, errors, allergens), each typed
 * against its Japanese file so a wrong key fails to compile. Loaded as one chunk when a guest picks
 * English (catalog.ts, localeLoaders); the Japanese first load carries none of it.
 */

/**
 * The shared strings the diner screens show, in English: titles, buttons, the welcome, the
 * footer and the alerts a guest can meet. The rest (login, validation of staff forms) stays Japanese.
 */
export const app: LocaleFile<Messages<typeof ja>> = {
  app: {
    title: 'SmaOrder',
    subtitle: 'Table ordering for restaurants',
  },
  titles: {
    home: 'Welcome',
    menu: 'Menu',
    staffCalled: 'Call staff',
    checkoutConfirm: 'Your bill',
    checkout: 'Thank you',
    orderComplete: 'Order placed',
    pair: 'Register this tablet',
    notFound: 'Page not found',
  },
  common: {
    loading: 'Loading',
    close: 'Close',
    ok: 'OK',
    cancel: 'Cancel',
    back: 'Back',
    backToTop: 'Back to start',
    reload: 'Reload',
    notFound: 'The page you are looking for could not be found.',
    crashed: 'Something went wrong.',
    crashedHint: 'Please reload the screen.',
  },
  welcome: {
    greeting: 'Welcome!',
    lead: 'Order from this tablet.',
    start: 'See the menu',
  },
  footer: {
    policy: 'Privacy policy',
    terms: 'Terms of use',
    adminLogin: 'Admin login',
  },
  alerts: {
    deviceNotRegistered: 'This tablet is not registered. Please ask a member of staff.',
    emptyCart: 'Your cart is empty. Please add some items.',
    listFailed: 'Something went wrong.',
    unknownTable: 'Unknown table',
  },
};

/** The diner screens in English, for guests from abroad; key for key with diner.ja.ts. */
export const diner: LocaleFile<Messages<typeof dinerJa>> = {
  topBar: {
    table: 'Table',
    staffCall: 'Call staff',
    history: 'My orders',
    checkout: 'Bill',
  },

  menu: {
    tabs: 'Menu categories',
    soldOut: 'Sold out',
    taxIncluded: 'tax incl.',
    taxIncludedNote: ' (tax incl.)',
    taxExcluded: 'excl. tax',
    planFree: 'Included in your plan',
    empty: 'Nothing in this category is available right now.',
    loadFailed: 'The menu could not be loaded. Please check the connection and try again.',
    retry: 'Try again',
    billRequested: 'Your bill is being prepared, so no more orders can be placed. You can still call staff.',
    staffCallUnavailable: 'Calling staff is not available right now. Please ask any member of staff nearby.',
    pagination: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    pageN: (n: number) => `Page ${n}`,
  },

  detail: {
    quantity: 'Quantity',
    decrease: 'One fewer',
    increase: 'One more',
    add: 'Add to cart',
    back: 'Back',
    subtotal: 'Subtotal (tax incl.)',
  },

  options: {
    required: 'Required',
    optional: 'Optional',
    upTo: (n: number) => `Up to ${n}`,
    soldOut: 'Sold out',
    missing: (label: string) => `Please choose: ${label}`,
    noteField: 'Special requests (e.g. no green onion)',
    notePlaceholder: 'e.g. No green onion',
    noteCount: (n: number, max: number) => `${n}/${max}`,
    noteLabel: 'Note:',
  },

  cart: {
    title: 'Cart',
    total: 'Total (tax incl.)',
    items: (n: number) => (n === 1 ? '1 item' : `${n} items`),
    order: 'Place order',
    decrease: (label: string) => `Remove one ${label}`,
    increase: (label: string) => `Add one more ${label}`,
    unavailable: 'Sold out and cannot be ordered. Please remove it from your cart.',
    optionUnavailable: 'An option you chose is sold out or has changed. Please remove this item and choose again.',
    remove: 'Remove',
    open: 'View cart',
    close: 'Close cart',
  },

  confirm: {
    orderTitle: 'Confirm your order',
    orderLead: 'Would you like to place this order?',
    orderSubmit: 'Order',
    staffCallTitle: 'Call staff',
    staffCallLead: 'Would you like to call a member of staff?',
    staffCallSubmit: 'Call',
    checkoutTitle: 'Request the bill',
    checkoutLead: 'Ask the staff for the bill now? After that, no more orders can be placed. You pay at the register afterwards.',
    checkoutSubmit: ['Request ', 'the bill'],
    cancel: 'Cancel',
  },

  staffCall: {
    pick: 'Need anything brought over? Choose how many (optional).',
    plain: 'If you choose nothing, a member of staff will come to your table.',
    decrease: (label: string) => `Remove one ${label}`,
    increase: (label: string) => `Add one more ${label}`,
  },

  history: {
    title: 'My orders',
    caption: 'Orders at this table',
    quantity: (n: number) => `× ${n}`,
    states: {
      ordered: 'Ordered',
      ready: 'Ready',
      served: 'Served',
      cancelled: 'Cancelled',
    },
    cancelledNote: 'Cancelled items are not included in the total.',
    empty: 'No orders yet.',
    total: 'Total (tax incl.)',
    loadFailed: 'Your orders could not be loaded. Please check the connection.',
  },

  sending: {
    sending: 'Sending…',
    failed: 'Sending failed. Your order has not reached the kitchen yet; your cart is unchanged.',
    retrying: (seconds: number) => `Retrying automatically in ${seconds} s.`,
    retryNow: 'Retry now',
    pendingOrder: 'An order has not been sent yet. It will be sent once, as soon as the connection is back.',
    pendingStaffCall: 'Calling staff…',
  },

  orderComplete: {
    heading: ['Thank you ', 'for your ', 'order!'],
    lead: 'We will bring it to your table as soon as it is ready.',
    back: 'Back to menu',
  },

  staffCalled: {
    heading: ['A member ', 'of staff ', 'is on the way'],
    lead: 'Please wait a moment.',
    back: 'Back to menu',
  },

  checkoutConfirm: {
    heading: 'Your bill',
    lead: 'Please check your orders.',
    caption: 'Your orders',
    name: 'Item',
    quantity: 'Qty',
    served: 'Served',
    servedMark: '✓',
    subtotal: 'Subtotal',
    total: 'Total (tax incl.)',
    back: 'Back',
    submit: ['Request ', 'the bill'],
    submitNote: 'This asks the staff for the bill. You pay at the register afterwards.',
    empty: 'No orders yet.',
    loadFailed: 'Your orders could not be loaded. Please check the connection.',
    submitFailed: 'The bill could not be requested. Please check the connection and try again.',
  },

  checkout: {
    heading: [
      ['Thank you ', 'for dining ', 'with us!'],
      ['Please pay ', 'at the ', 'register.'],
    ],
    back: 'Back to start',
    amountLabel: 'Amount due',
    taxIncluded: ' (tax incl.)',
  },

  pair: {
    claiming: 'Registering this tablet…',
    done: (label: string) => `This tablet is now registered to “${label}”.`,
    doneLead: 'The start screen will open shortly.',
    start: 'Start',
    missingToken: 'The QR code could not be read. Please scan the QR code shown on the admin page again.',
    failed: 'This tablet could not be registered.',
    toTop: 'Back to start',
  },

  guest: {
    wifiStep: '1. Join the Wi-Fi',
    menuStep: '2. Open the menu',
    wifiAlt: 'QR code to join the guest Wi-Fi',
    scanPrompt: 'Welcome. Scan the QR code for your table (staff will bring it) to open the menu.',
    joining: 'Opening this table’s menu…',
    failed: 'The order screen could not be opened.',
    missingToken: 'The QR code could not be read. Please scan it again.',
    ended:
      'Ordering from this phone has ended. Thank you for visiting. To order again, please ask a member of staff for a new QR code.',
    phoneButton: 'Order on your phone',
    qrTitle: 'Order on your own phone',
    qrLead: 'Scan with your phone’s camera to open this table’s menu. Your orders go on this table’s bill.',
    qrAlt: 'QR code for ordering at this table',
  },

  preview: {
    title: 'Menu preview',
    banner: 'Preview (ordering is off)',
    lead: 'This is the menu as guests see it on their tablets.',
    back: 'Back to admin',
  },

  device: {
    adminLogin: 'Admin login',
  },

  offline: {
    banner: 'Connection lost. Reconnecting…',
  },

  plans: {
    remaining: (minutes: number) => `${minutes} min left`,
    lastOrderAt: (time: string) => `Last order ${time}`,
    endsAt: (time: string) => `Ends ${time}`,
    nearLastOrder: (minutes: number) => `Last order in ${minutes} min`,
    afterLastOrder: 'Last order has passed',
    ended: 'Ended',
    warnTitle: 'Last order soon',
    warnBody: (label: string, time: string) => [`Last order `, `for “${label}” `, `is at ${time}. `, 'Please order soon.'],
    lastOrderTitle: 'Last order time',
    lastOrderBody: (label: string) => [
      `Orders `,
      `for “${label}” `,
      'are now closed. ',
      'You can still order ',
      'from the rest of the menu.',
    ],
    ok: 'OK',
    takers: 'Guests on the plan',
    takersOfParty: (guests: number) => `Party of ${guests}`,
    staffOnly: 'Please ask a member of staff for this item.',
    lastOrderPassed: 'Last order has passed, so items of the all-you-can plan can no longer be ordered.',
    endedRefused: 'Your all-you-can time is over, so this item can no longer be ordered.',
  },

  welcome: {
    guestsTitle: 'How many guests?',
    adults: 'Adults',
    children: 'Children',
    guests: 'Guests',
    unit: '',
    fewer: (who: string) => `Fewer ${who.toLowerCase()}`,
    more: (who: string) => `More ${who.toLowerCase()}`,
    coverNote: (label: string, price: string, adultsOnly: boolean) =>
      `${label}: ${price} (tax incl.) per ${adultsOnly ? 'adult' : 'person'} is charged.`,
  },

  language: {
    label: 'Language',
  },
};

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
export const errors: LocaleFile<Messages<typeof errorsJa>> = {
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
  VISIT_CODE_INVALID:
    'This QR code can no longer be used: the bill has been paid or a new code was issued. Please ask a member of staff.',
  GUEST_OTHER_VISIT: 'This phone is ordering at another table. To order at this table, please ask a member of staff.',
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
  DISK_FULL: 'We cannot take orders right now. Sorry for the trouble, please call a member of staff.',
  PLAN_LAST_ORDER: 'Last order has passed, so items of the all-you-can plan can no longer be ordered.',
  PLAN_ENDED: 'Your all-you-can time is over, so this item can no longer be ordered.',
  PLAN_STAFF_ONLY: 'Please ask a member of staff for this item.',
  PLAN_TAKERS_OVER: 'More guests are on the plan than in your party. Please check the number of guests.',
  TABLE_BUSY: 'This table is being used by other guests.',
  SESSION_CLOSED: 'This bill is already settled. Please ask a member of staff.',
  HEADERS_TOO_LARGE: 'The request is too large.',
  RATE_LIMITED: 'Too many requests in a short time. Please wait a moment and try again.',
};

/** The diner's allergen strings in English (the editor's stay Japanese: admin screens are Japanese). */
export const allergens: LocaleFile<Messages<typeof allergensJa>> = {
  title: 'Allergens',
  contains: 'Contains',
  mayContain: 'May contain',
  none: 'None',
  notice: 'Allergen information is checked by the restaurant itself. If you have a severe allergy, please ask our staff.',
  noneListed: 'No allergens are listed for this item.',
  more: (n: number) => `+${n}`,
  marksLabel: (names: string) => `Allergens: ${names}`,
  mayContainName: (name: string) => `${name} (may contain)`,
  mandatory: 'Major allergens (8)',
  recommended: 'Other allergens (20)',
  filter: {
    open: 'Filter by allergen',
    title: 'Filter by allergen',
    hint: 'Choose what you want to avoid: items containing it are hidden from the menu (or shown faded).',
    includeMayContain: 'Also include items that may contain it',
    clear: 'Clear all',
    done: 'Done',
    active: (names: string, hidden: number) => `Avoiding ${names} (${hidden} ${hidden === 1 ? 'item' : 'items'} hidden)`,
    off: 'Clear',
    dim: 'Show those items dimmed instead of hiding them (they cannot be ordered)',
    activeDimmed: (names: string, dimmed: number) => `Avoiding ${names} (${dimmed} ${dimmed === 1 ? 'item' : 'items'} dimmed)`,
    dimmedBadge: 'Contains what you avoid',
    dimmedNotice: (names: string) => `This item contains ${names}, which you chose to avoid, so it cannot be added to the cart.`,
  },
};
