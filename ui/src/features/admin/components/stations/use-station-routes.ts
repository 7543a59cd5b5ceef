import type { StationRoutesResponse } from '@contract/stations';
import { useCallback, useEffect, useState } from 'react';
import { loadStationRoutes, type RouteTarget, routeToStation, setDefaultStation } from '../../api/stations.api';

export interface StationRoutes {
  routes: StationRoutesResponse | null;
  loading: boolean;
  failed: boolean;
  reload: () => void;
  /** Saves one route at once; shown before the box answers, and reloaded from the box should it refuse. */
  route: (target: RouteTarget, stationId: number | null) => Promise<void>;
  /** Saves the default station (null: none), then reads the routes again. */
  setDefault: (stationId: number | null) => Promise<void>;
}

function patched(routes: StationRoutesResponse, target: RouteTarget, stationId: number | null): StationRoutesResponse {
  if ('menuId' in target)
    return { ...routes, menus: routes.menus.map((m) => (m.id === target.menuId ? { ...m, station_id: stationId } : m)) };
  return { ...routes, items: routes.items.map((i) => (i.id === target.menuItemId ? { ...i, station_id: stationId } : i)) };
}

/** Where every genre and item goes, loaded once and again after a station is removed. */
export function useStationRoutes(): StationRoutes {
  const [routes, setRoutes] = useState<StationRoutesResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    // `version` is read only to load again.
    void version;
    loadStationRoutes(controller.signal).then(
      (data) => {
        setRoutes(data);
        setFailed(false);
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setFailed(true);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // Read again without a spinner: what routes nowhere follows each change.
  const refresh = useCallback(() => {
    loadStationRoutes().then(setRoutes, (error: unknown) => console.error(error));
  }, []);
  const route = useCallback(
    async (target: RouteTarget, stationId: number | null) => {
      setRoutes((current) => current && patched(current, target, stationId));
      try {
        await routeToStation(target, stationId);
        refresh();
      } catch (error) {
        reload();
        throw error;
      }
    },
    [reload, refresh],
  );
  const setDefault = useCallback(
    async (stationId: number | null) => {
      await setDefaultStation(stationId);
      refresh();
    },
    [refresh],
  );
  return { routes, loading, failed, reload, route, setDefault };
}
