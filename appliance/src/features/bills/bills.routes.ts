import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { showBill } from './bill.view';
import { payBill } from './bill-pay.service';

/** A visit's bill with its taxes per rate (the register, receipts, the tablet's bill). */
export function createBillRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();
  endpoint(router, 'bill.show', ({ res, actor, query }) => {
    res.setHeader('Cache-Control', 'no-store');
    return showBill(deps, actor, query);
  });
  endpoint(router, 'bill.pay', ({ actor, body }) => payBill(deps, actor, body));
  return router;
}
