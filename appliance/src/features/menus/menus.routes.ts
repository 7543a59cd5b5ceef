import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { createMenu, listMenus, updateMenu } from './menus.service';
import { reorderMenus } from './menus-order';

export function createMenuRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();
  endpoint(router, 'menu.list', ({ actor, query }) => listMenus(deps, actor, query));
  endpoint(router, 'menu.create', ({ actor, body }) => createMenu(deps, actor, body));
  endpoint(router, 'menu.update', ({ body }) => updateMenu(deps, body));
  endpoint(router, 'menu.reorder', ({ body }) => {
    reorderMenus(deps, body);
    return { reordered: true as const };
  });
  return router;
}
