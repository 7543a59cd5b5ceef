import type { Feature } from '../../shared/feature';
import { createTodayRoutes } from './today.routes';

/** The admin home's glance at the business day: sales so far, open tables, unserved lines, printers, disk. */
export const feature: Feature = { name: 'today', routes: createTodayRoutes };
