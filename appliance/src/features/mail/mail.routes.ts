import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { listWaitingMail } from './outbox-view.service';

export function createMailRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();
  endpoint(router, 'mail.outbox', ({ res, actor, query }) => {
    res.setHeader('Cache-Control', 'no-store');
    return listWaitingMail(deps, actor, query);
  });
  return router;
}
