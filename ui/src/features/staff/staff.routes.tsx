import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { ja } from '@/i18n/ja';

// Staff screens, loaded on demand. Replace a placeholder with the screen when it is built.

export function OrderListPage() {
  return <PlaceholderPage title={ja.titles.orderList} />;
}

export function CheckoutListPage() {
  return <PlaceholderPage title={ja.titles.checkoutList} />;
}
