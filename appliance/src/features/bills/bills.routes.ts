import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { showBill } from './bill.view';
import { applyDiscount, removeDiscount } from './bill-discount.service';
import { payBill } from './bill-pay.service';

/** A visit's bill with its taxes per rate (the register, receipts, the tablet's bill). */
export function createBillRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();
  endpoint(router, 'bill.show', ({ res, actor, query }) => {
    res.setHeader('Cache-Control', 'no-store');
    return showBill(deps, actor, query);
  });
  endpoint(router, 'bill.pay', ({ actor, body }) => payBill(deps, actor, body));

  /** A manager's page password typed for this one call: checked as the page login checks it, granted to no one. */
  async function pageAuthOf(req: { ip?: string; auth: { pageAuth: boolean } }, password: string | undefined) {
    if (password === undefined) return req.auth.pageAuth;
    await deps.pageAuth.assertTyped(req.ip, password);
    return true;
  }
  endpoint(router, 'bill.discount', async ({ req, actor, body }) =>
    applyDiscount(deps, { staff: actor, pageAuth: await pageAuthOf(req, body.page_password) }, body),
  );
  endpoint(router, 'bill.removeDiscount', async ({ req, actor, body }) =>
    removeDiscount(deps, { staff: actor, pageAuth: await pageAuthOf(req, body.page_password) }, body),
  );
  return router;
}
