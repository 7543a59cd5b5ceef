import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { listCorrections } from './correction-log';
import { flagMenuItem } from './item-sale.service';
import { cancelLine } from './line-cancel.service';

/** Corrections: 取消 of a line (whole or in part) and 品切れ of an item by the floor, and the owner's audit log. */
export function createCorrectionRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();

  endpoint(router, 'orderItem.cancel', async ({ req, actor, body }) => {
    let pageAuth = req.auth.pageAuth;
    // A manager's password for this one cancel: checked as the page login checks it, granted to no one.
    if (body.page_password !== undefined) {
      await deps.pageAuth.assertTyped(req.ip, body.page_password);
      pageAuth = true;
    }
    return cancelLine(deps, { staff: actor, pageAuth }, body);
  });
  endpoint(router, 'menuItem.flag', ({ actor, body }) => flagMenuItem(deps, actor, body));
  endpoint(router, 'correction.list', ({ res, query }) => {
    res.setHeader('Cache-Control', 'no-store');
    return listCorrections(deps, query);
  });

  return router;
}
