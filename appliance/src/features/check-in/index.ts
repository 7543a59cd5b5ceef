export { createCheckInRoutes } from './check-in.routes';
