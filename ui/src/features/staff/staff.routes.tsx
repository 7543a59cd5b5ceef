import { RequireLogin } from '@/components/guards/require-login';
import { CheckoutListPage as CheckoutList } from './components/checkout-list-page';
import { OrderListPage as OrderList } from './components/order-list-page';
import { ReceiptPage as Receipt } from './components/receipts/receipt-page';

// Staff screens, loaded on demand. Any staff login will do; the /admin page password is not asked.

export function OrderListPage() {
  return (
    <RequireLogin>
      <OrderList />
    </RequireLogin>
  );
}

export function CheckoutListPage() {
  return (
    <RequireLogin>
      <CheckoutList />
    </RequireLogin>
  );
}

export function ReceiptPage() {
  return (
    <RequireLogin>
      <Receipt />
    </RequireLogin>
  );
}
