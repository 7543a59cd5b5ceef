import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { ja } from '@/i18n/ja';

// Diner screens: part of the first load, so a tablet never waits for a chunk mid-order.
export { WelcomePage } from './components/welcome-page';

export function MenuPage() {
  return <PlaceholderPage title={ja.titles.menu} />;
}

export function StaffCalledPage() {
  return <PlaceholderPage title={ja.titles.staffCalled} />;
}

export function CheckoutConfirmPage() {
  return <PlaceholderPage title={ja.titles.checkoutConfirm} />;
}

export function CheckoutPage() {
  return <PlaceholderPage title={ja.titles.checkout} />;
}

export function OrderCompletePage() {
  return <PlaceholderPage title={ja.titles.orderComplete} />;
}

export function PairPage() {
  return <PlaceholderPage title={ja.titles.pair} />;
}
