import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { clockStatus, setBoxTime } from './box-time';

/** The box's time against the system's (staff), and an owner or manager setting it from a device. */
export function createClockRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();
  endpoint(router, 'clock.status', ({ res }) => {
    res.setHeader('Cache-Control', 'no-store');
    return clockStatus(deps);
  });
  endpoint(router, 'clock.set', ({ actor, body }) => setBoxTime(deps, body.device_time, actor.userId));
  return router;
}
