import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { checkInSettings, saveCheckInSettings } from './check-in-settings';

export function createCheckInRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();

  endpoint(router, 'checkIn.settings', () => ({ settings: checkInSettings(deps.settings) }));

  endpoint(router, 'checkIn.update', ({ body }) => {
    const { user_id: _ignored, ...settings } = body;
    return { settings: saveCheckInSettings(deps.settings, settings) };
  });

  return router;
}
