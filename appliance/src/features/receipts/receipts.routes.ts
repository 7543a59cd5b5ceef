import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { receiptSettings, saveReceiptSettings } from './receipt-settings';

/** What receipts and bill slips print beside the company: the registration number and the tax rounding. */
export function createReceiptRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();
  endpoint(router, 'receipt.settings', () => ({ settings: receiptSettings(deps.settings) }));
  endpoint(router, 'receipt.updateSettings', ({ body }) => ({ settings: saveReceiptSettings(deps.db, deps.settings, body) }));
  return router;
}
