import type { Feature } from '../../shared/feature';
import { createStationRoutes } from './stations.routes';

export { defaultStationId } from './default-station';
export { activeStation } from './stations.service';

/** What stations brings to the box. */
export const feature: Feature = { name: 'stations', routes: createStationRoutes };
