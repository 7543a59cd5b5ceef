import type { OrderItem } from '@contract/orders';
import type { Station } from '@contract/stations';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { fetchBoardStations } from '../api/staff-api';
import { activeStationFilter, readStationFilter, saveStationFilter } from '../model/station-filter';
import { staffFailure } from './staff-errors';

export interface BoardStations {
  /** Every station by id (removed ones too: their lines keep their minutes). */
  byId: ReadonlyMap<number, Station>;
  /** The filter's choices: the active stations in the owner's order. */
  choices: readonly Station[];
  /** The station shown; null: すべて. */
  chosen: number | null;
  choose: (id: number | null) => void;
}

/**
 * The shop's stations for the order list, and the filter this device keeps. They are loaded once,
 * and again when a line names a station this screen does not know (the owner just added it).
 */
export function useBoardStations(lines: readonly OrderItem[] | undefined): BoardStations {
  const [stations, setStations] = useState<Station[] | null>(null);
  const [saved, setSaved] = useState(readStationFilter);
  const asked = useRef(new Set<number>());

  const load = useCallback(() => {
    fetchBoardStations().then(setStations, (e: unknown) => staffFailure(e));
  }, []);
  useEffect(() => load(), [load]);

  useEffect(() => {
    if (!stations || !lines) return;
    const known = new Set(stations.map((s) => s.id));
    const unknown = lines.some((l) => l.station_id !== null && !known.has(l.station_id) && !asked.current.has(l.station_id));
    if (!unknown) return;
    for (const l of lines) if (l.station_id !== null) asked.current.add(l.station_id);
    load();
  }, [lines, stations, load]);

  const choose = useCallback((id: number | null) => {
    saveStationFilter(id);
    setSaved(id);
  }, []);

  return useMemo(() => {
    const choices = (stations ?? []).filter((s) => s.active === 1);
    return {
      byId: new Map((stations ?? []).map((s) => [s.id, s])),
      choices,
      // Until the stations are known, the saved choice stands (no flash of every line).
      chosen: stations ? activeStationFilter(choices, saved) : saved,
      choose,
    };
  }, [stations, saved, choose]);
}
