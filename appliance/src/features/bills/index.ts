import type { Feature } from '../../shared/feature';
import { createBillRoutes } from './bills.routes';

export { showBill, visitPayments, visitReceipt } from './bill.view';
export { voidPayment } from './bill-pay.service';

/** What bills brings to the box. */
export const feature: Feature = { name: 'bills', routes: createBillRoutes };
