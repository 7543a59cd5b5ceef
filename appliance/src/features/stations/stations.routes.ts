import { EndpointRoutes, endpoint } from '../../http/endpoint-route';
import type { AppDeps } from '../../shared/deps';
import {
  createStation,
  deleteStation,
  listStations,
  routeToStation,
  setDefaultStation,
  stationRoutes,
  updateStation,
} from './stations.service';

/** The owner's stations (キッチン, ドリンカー ...) and where each genre and item goes. */
export function createStationRoutes(deps: AppDeps): EndpointRoutes {
  const router = new EndpointRoutes();

  endpoint(router, 'station.list', ({ query }) => {
    const data = listStations(deps.db, query);
    return { list: { data, total: data.length } };
  });
  endpoint(router, 'station.create', ({ body }) => ({ station: createStation(deps, body) }));
  endpoint(router, 'station.update', ({ body }) => ({ station: updateStation(deps, body) }));
  endpoint(router, 'station.delete', ({ body }) => {
    deleteStation(deps, body.id);
    return { deleted: true as const };
  });
  endpoint(router, 'station.routes', () => stationRoutes(deps));
  endpoint(router, 'station.setDefault', ({ body }) => ({ default_station_id: setDefaultStation(deps, body.station_id) }));
  endpoint(router, 'station.route', ({ body }) => {
    routeToStation(deps, body);
    return { routed: true as const };
  });

  return router;
}
