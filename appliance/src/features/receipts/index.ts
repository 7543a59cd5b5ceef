import type { Feature } from '../../shared/feature';
import { createReceiptRoutes } from './receipts.routes';

export { receiptSettings } from './receipt-settings';
export { createReceiptRoutes } from './receipts.routes';

/** What receipts brings to the box. */
export const feature: Feature = { name: 'receipts', routes: createReceiptRoutes };
