import type { Feature } from '../../shared/feature';
import { createPageAuthRoutes } from './pageauth.routes';

/** What pageauth brings to the box. */
export const feature: Feature = { name: 'pageauth', routes: createPageAuthRoutes };
