// Diner screens: part of the first load, so a tablet never waits for a chunk mid-order.
export { CheckoutConfirmPage } from './components/checkout-confirm-page';
export { DinerLayout } from './components/diner-layout';
export { MenuPage } from './components/menu-page';
export { CheckoutPage, OrderCompletePage, StaffCalledPage } from './components/thanks-pages';
export { WelcomePage } from './components/welcome-page';
