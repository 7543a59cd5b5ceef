import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { printReceipt } from './receipt-print.service';

/** Receipts, 領収書 and bill slips on the receipt printer (the bill and the receipts settings are their own features). */
export function createReceiptPrintingRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();
  endpoint(router, 'receipt.print', ({ actor, body }) => printReceipt(deps, actor, body));
  return router;
}
