import type { Feature } from '../../shared/feature';
import { createShopRoutes } from './shop.routes';

/** What settings brings to the box. */
export const feature: Feature = { name: 'settings', routes: createShopRoutes };
