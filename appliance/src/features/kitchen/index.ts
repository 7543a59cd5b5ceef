export { createKitchenRoutes } from './kitchen.routes';
