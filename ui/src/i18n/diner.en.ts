import type { LocaleFile, Messages } from './catalog';
import type { dinerJa } from './diner.ja';

/** The diner screens in English, for guests from abroad; key for key with diner.ja.ts. */
export const dinerEn: LocaleFile<Messages<typeof dinerJa>> = {
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
