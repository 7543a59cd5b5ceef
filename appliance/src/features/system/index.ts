import type { Feature } from '../../shared/feature';
import { createSystemRoutes } from './system.routes';

/** What system brings to the box. */
export const feature: Feature = { name: 'system', routes: createSystemRoutes };
