import type { LocaleFile, Messages } from './catalog';
import type { ja } from './ja';

/**
 * The shared strings the diner screens show, in English: titles, buttons, the welcome, the
 * footer and the alerts a guest can meet. The rest (login, validation of staff forms) stays Japanese.
 */
export const appEn: LocaleFile<Messages<typeof ja>> = {
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
