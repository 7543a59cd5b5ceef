export { createReceiptPrintingRoutes } from './receipt-printing.routes';
