import type { DiningTable } from '@contract/dining-tables';
import type { TableSession } from '@contract/table-sessions';
import { useCallback, useEffect, useMemo, useState } from 'react';
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

/**
 * The shop's tables and their open visits: loaded at once, on every visit event (another waiter or
 * a tablet seating, a bill asked, a 席移動), after a reconnect, and by polling while live updates are down.
 */
export function useFloor(): Floor {
  const [data, setData] = useState<FloorData | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const [tables, sessions] = await Promise.all([handyApi.tables(), handyApi.openSessions()]);
      setData({ tables: tables.list.data, sessions: sessions.list.data });
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
    setData(
      (d) =>
        d && {
          ...d,
          sessions: [...d.sessions.filter((s) => s.id !== session.id && s.dining_table_id !== session.dining_table_id), session],
        },
    );
  }, []);

  const tiles = useMemo(() => (data ? tableTiles(data.tables, data.sessions) : null), [data]);
  return { tiles, error, status, refresh, patchSession };
}
