import { RequireLogin } from '@/app/guards/require-login';
import { CheckoutListPage as CheckoutList } from './components/checkout-list-page';
import { OrderListPage as OrderList } from './components/order-list-page';

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
