import type { Feature } from '../../shared/feature';
import { createKitchenRoutes } from './kitchen.routes';

/** What kitchen brings to the box. */
export const feature: Feature = { name: 'kitchen', routes: createKitchenRoutes };
