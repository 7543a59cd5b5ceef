export { receiptSettings } from './receipt-settings';
export { createReceiptRoutes } from './receipts.routes';
