import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { checkInAnswer, updateCheckIn } from './check-in.service';

export function createCheckInRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();
  endpoint(router, 'checkIn.settings', () => checkInAnswer(deps));
  endpoint(router, 'checkIn.update', ({ body }) => updateCheckIn(deps, body));
  return router;
}
