import type { Station, StationRoutesResponse } from '@contract/stations';
import type { CallBody } from '@/lib/api-client';
import { adminApi } from './admin-api';

/** The active stations, by sort order. */
export async function listStations(_query: null, signal?: AbortSignal): Promise<Station[]> {
  const response = await adminApi.call('station.list', { query: {}, signal });
  return response.list.data;
}

export function createStation(body: CallBody<'station.create'>) {
  return adminApi.call('station.create', { body });
}

export function updateStation(body: CallBody<'station.update'>) {
  return adminApi.call('station.update', { body });
}

/** Removes a station; the genres and items routed to it go to none. */
export function deleteStation(id: number) {
  return adminApi.call('station.delete', { body: { id } });
}

export function loadStationRoutes(signal?: AbortSignal): Promise<StationRoutesResponse> {
  return adminApi.call('station.routes', { signal });
}

/** What a route sends somewhere: a whole genre, or one item (an override of its genre's). */
export type RouteTarget = { menuId: number } | { menuItemId: number };

/** null sends a genre to none, and an item back to its genre's station. */
export function routeToStation(target: RouteTarget, stationId: number | null) {
  const body: CallBody<'station.route'> =
    'menuId' in target
      ? { menu_id: target.menuId, station_id: stationId }
      : { menu_item_id: target.menuItemId, station_id: stationId };
  return adminApi.call('station.route', { body });
}

/** The station lines routed nowhere go to when ordered; null: none. */
export function setDefaultStation(stationId: number | null) {
  return adminApi.call('station.setDefault', { body: { station_id: stationId } });
}
