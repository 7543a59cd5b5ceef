import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { saveMenuTranslation } from './menu-translations.service';

export function createMenuTranslationRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();
  endpoint(router, 'menuTranslation.save', ({ body }) => saveMenuTranslation(deps, body));
  return router;
}
