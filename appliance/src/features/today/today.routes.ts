import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { todaySummary } from './today.service';

/** The admin home's glance at today. */
export function createTodayRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();
  endpoint(router, 'today.summary', ({ res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return todaySummary(deps);
  });
  return router;
}
