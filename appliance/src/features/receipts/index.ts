import type { Feature } from '../../shared/feature';
import { createReceiptRoutes } from './receipts.routes';

export { receiptSettings } from './receipt-settings';

/** What receipts brings to the box. */
export const feature: Feature = { name: 'receipts', routes: createReceiptRoutes };
