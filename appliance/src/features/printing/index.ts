export { type PrintQueueOptions, printQueueOf } from './print-queue';
export { createPrintingRoutes } from './printing.routes';
