import { SERVICE_MENU_ID } from '@contract/constants';
import type { StationListResponse, StationRoutesResponse } from '@contract/stations';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import { adminApi } from '../../api/admin-api';
import styles from './no-station-warning.module.css';

interface RouteFacts {
  routes: StationRoutesResponse;
  stations: StationListResponse['list']['data'];
}

/** The routes and stations, read once per form. */
function useRouteFacts(): RouteFacts | null {
  const [facts, setFacts] = useState<RouteFacts | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([adminApi.call('station.routes', { signal }), adminApi.call('station.list', { query: {}, signal })]).then(
      ([routes, stations]) => setFacts({ routes, stations: stations.list.data }),
      () => {
        // Without the routes the form simply shows no warning.
      },
    );
    return () => controller.abort();
  }, []);
  return facts;
}

export interface NoStationWarningProps {
  /** The genre chosen (a new genre: null with `newGenre`). */
  menuId: number | null;
  /** The item edited (its own station overrides its genre's). */
  itemId?: number;
  /** A genre being registered: it has no station yet. */
  newGenre?: boolean;
  /** A plan or 延長 is made nowhere: no warning. */
  madeNowhere?: boolean;
  className?: string;
}

/**
 * Warns the owner, in a genre's or an item's form, that its orders would reach no station: no
 * ticket, no kitchen display (or, with a default station, that they go there).
 */
export function NoStationWarning({ menuId, itemId, newGenre, madeNowhere, className }: NoStationWarningProps) {
  const t = useText(adminText).unrouted;
  const facts = useRouteFacts();
  if (!facts || madeNowhere || menuId === SERVICE_MENU_ID) return null;
  if (!newGenre && menuId === null) return null;
  const { routes, stations } = facts;
  const genreStation = newGenre ? null : (routes.menus.find((m) => m.id === menuId)?.station_id ?? null);
  const itemStation = itemId === undefined ? null : (routes.items.find((i) => i.id === itemId)?.station_id ?? null);
  if ((itemStation ?? genreStation) !== null) return null;
  const fallback = stations.find((s) => s.id === routes.default_station_id)?.name ?? null;
  return (
    <p className={[styles.warning, fallback === null ? '' : styles.soft, className].filter(Boolean).join(' ')} role="status">
      <span>{fallback === null ? t.warning : t.toDefault(fallback)}</span> <Link to={paths.adminStations}>{t.link}</Link>
    </p>
  );
}
