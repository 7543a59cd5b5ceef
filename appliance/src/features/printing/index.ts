export { DEMO_TICKETS_FILE, type DemoPrinters, startDemoPrinters } from './demo-printers';
export { type PrintQueueOptions, printQueueOf } from './print-queue';
export { listPrinters } from './printers.service';
export { createPrintingRoutes } from './printing.routes';
export { activeReceiptPrinter, insertReceiptJob, paymentReceiptJobExists, receiptJobExists } from './receipt-jobs';
