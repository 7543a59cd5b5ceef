export { createCheckInRoutes } from './check-in.routes';
export { checkInSettings } from './check-in-settings';
