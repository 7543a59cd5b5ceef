import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import { createOptionGroup, deleteOptionGroup, flagOptionChoice, updateOptionGroup } from './option-groups.service';
import { listOptionGroups } from './option-groups.view';

/** The owner's option groups (焼き方, ご飯の量 ...) and the floor's 品切れ of one choice. */
export function createOptionGroupRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();

  endpoint(router, 'optionGroup.list', () => {
    const data = listOptionGroups(deps.db);
    return { list: { data, total: data.length } };
  });
  endpoint(router, 'optionGroup.create', ({ body }) => ({ optionGroup: createOptionGroup(deps, body) }));
  endpoint(router, 'optionGroup.update', ({ body }) => ({ optionGroup: updateOptionGroup(deps, body) }));
  endpoint(router, 'optionGroup.delete', ({ body }) => {
    deleteOptionGroup(deps, body.id);
    return { deleted: true as const };
  });
  endpoint(router, 'optionChoice.flag', ({ body }) => ({ optionChoice: flagOptionChoice(deps, body) }));

  return router;
}
