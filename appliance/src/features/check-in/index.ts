import type { Feature } from '../../shared/feature';
import { createCheckInRoutes } from './check-in.routes';

/** What check-in brings to the box. */
export const feature: Feature = { name: 'check-in', routes: createCheckInRoutes };
