// The diner's screens past the welcome: a chunk of their own, fetched as soon as the diner frame
// shows (diner-screens.ts), so the welcome draws sooner and the menu never waits for it.
export { CheckoutConfirmPage } from './components/checkout-confirm-page';
export { MenuPage } from './components/menu-page';
export { CheckoutPage, OrderCompletePage, StaffCalledPage } from './components/thanks-pages';
