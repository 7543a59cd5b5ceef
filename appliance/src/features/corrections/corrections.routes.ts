import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { listCorrections } from './correction-log';
import { cancelLine } from './line-cancel.service';

/** Corrections: 取消 of a line (whole or in part) by the floor, and the owner's audit log. */
export function createCorrectionRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();

  endpoint(router, 'orderItem.cancel', ({ req, actor, body }) =>
    cancelLine(deps, { staff: actor, pageAuth: req.auth.pageAuth }, body),
  );
  endpoint(router, 'correction.list', ({ res, query }) => {
    res.setHeader('Cache-Control', 'no-store');
    return listCorrections(deps, query);
  });

  return router;
}
