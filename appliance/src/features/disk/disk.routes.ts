import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { diskStatus } from './disk-upkeep';

/** The card's free space and what uses it, for the staff screens and /admin. */
export function createDiskRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();
  endpoint(router, 'disk.status', ({ res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return diskStatus(deps);
  });
  return router;
}
