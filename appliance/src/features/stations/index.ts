export { defaultStationId } from './default-station';
export { createStationRoutes } from './stations.routes';
export { activeStation } from './stations.service';
