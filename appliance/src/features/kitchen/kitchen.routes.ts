import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { bumpLines, kitchenCards, kitchenExpo, recallLines } from './kitchen.service';

/** The kitchen display: a station's cards, bump and recall, and the expo view of what to carry. */
export function createKitchenRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();

  endpoint(router, 'kitchen.cards', ({ res, query }) => {
    res.setHeader('Cache-Control', 'no-store');
    return kitchenCards(deps, query.station_id, query.order_ids);
  });
  endpoint(router, 'kitchen.expo', ({ res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return kitchenExpo(deps);
  });
  endpoint(router, 'kitchen.bump', ({ body }) => bumpLines(deps, body));
  endpoint(router, 'kitchen.recall', ({ body }) => recallLines(deps, body));

  return router;
}
