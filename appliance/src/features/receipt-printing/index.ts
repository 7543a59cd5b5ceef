import type { Feature } from '../../shared/feature';
import { createReceiptPrintingRoutes } from './receipt-printing.routes';

/** What receipt-printing brings to the box. */
export const feature: Feature = { name: 'receipt-printing', routes: createReceiptPrintingRoutes };
