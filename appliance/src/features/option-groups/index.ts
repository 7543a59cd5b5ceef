import type { Feature } from '../../shared/feature';
import { createOptionGroupRoutes } from './option-groups.routes';

export { itemOptionGroups } from './option-groups.view';
export { orderOptionQueries } from './order-options.queries';

/** What option-groups brings to the box. */
export const feature: Feature = { name: 'option-groups', routes: createOptionGroupRoutes };
