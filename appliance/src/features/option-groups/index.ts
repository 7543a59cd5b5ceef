export { createOptionGroupRoutes } from './option-groups.routes';
export { itemOptionGroups } from './option-groups.view';
export { orderOptionQueries } from './order-options.queries';
