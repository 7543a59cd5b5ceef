import type { DiningTable } from '@contract/dining-tables';
import type { TableSession } from '@contract/table-sessions';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useCoalesced } from '@/lib/use-coalesced';
import { type RealtimeStatus, usePollingWhileDown, useRealtime } from '@/lib/ws-client';
import { handyApi } from '../api/handy-api';
import { type TableTile, tableTiles } from '../model/table-board';
import { handyFailure } from './handy-failure';

export interface Floor {
  /** null until the first answer. */
  tiles: TableTile[] | null;
  error: string | null;
  status: RealtimeStatus;
  refresh: () => void;
  /** Puts a visit the box just answered in place, before the next reload. */
  patchSession: (session: TableSession) => void;
}

interface FloorData {
  tables: DiningTable[];
  sessions: TableSession[];
}

function withPatches(sessions: readonly TableSession[], patches: ReadonlyMap<number, { session: TableSession }>): TableSession[] {
  const patched = [...patches.values()].map((p) => p.session);
  const replaced = new Set(patched.flatMap((s) => [`s${s.id}`, `t${s.dining_table_id}`]));
  return [...sessions.filter((s) => !replaced.has(`s${s.id}`) && !replaced.has(`t${s.dining_table_id}`)), ...patched];
}

/**
 * The shop's tables and their open visits: loaded at once, on every visit event (another waiter or
 * a tablet seating, a bill asked, a 席移動), after a reconnect, and by polling while live updates are down.
 */
export function useFloor(): Floor {
  const [data, setData] = useState<FloorData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const loads = useRef(0);
  // Visits this screen just started or changed, with the number of loads begun before: an answer
  // to one of those may predate the change, so the patch is laid over it.
  const patches = useRef(new Map<number, { session: TableSession; loadsBefore: number }>());

  const load = useCallback(async () => {
    const started = ++loads.current;
    try {
      const [tables, sessions] = await Promise.all([handyApi.tables(), handyApi.openSessions()]);
      for (const [id, patch] of patches.current) if (patch.loadsBefore < started) patches.current.delete(id);
      setData({ tables: tables.list.data, sessions: withPatches(sessions.list.data, patches.current) });
      setError(null);
    } catch (e) {
      const message = handyFailure(e);
      if (message) setError(message);
    }
  }, []);
  const refresh = useCoalesced(load);

  const status = useRealtime({
    onSnapshot: refresh,
    onEvent: ({ event }) => {
      if (event.type === 'tableSession.updated') refresh();
    },
  });
  usePollingWhileDown(status, refresh);
  useEffect(() => refresh(), [refresh]);

  const patchSession = useCallback((session: TableSession) => {
    patches.current.set(session.id, { session, loadsBefore: loads.current });
    setData((d) => d && { ...d, sessions: withPatches(d.sessions, patches.current) });
  }, []);

  const tiles = useMemo(() => (data ? tableTiles(data.tables, data.sessions) : null), [data]);
  return { tiles, error, status, refresh, patchSession };
}
