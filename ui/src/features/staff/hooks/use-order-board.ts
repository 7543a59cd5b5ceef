import type { OrderItem } from '@contract/orders';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StaffAlerts } from '@/lib/sounds/staff-sounds';
import { useCoalesced } from '@/lib/use-coalesced';
import { type RealtimeStatus, usePollingWhileDown, useRealtime } from '@/lib/ws-client';
import { fetchOrderBoard, type OrderBoardData } from '../api/staff-api';
import { type BoardSeen, diffBoard } from '../model/board-diff';
import { staffFailure } from './staff-errors';

export interface OrderBoard {
  data: OrderBoardData | null;
  error: string | null;
  /** Lines that arrived after the first load, to highlight. */
  fresh: ReadonlySet<number>;
  status: RealtimeStatus;
  refresh: () => void;
  /** Sets a line's served status as the box answered it. */
  patchLine: (id: number, status: number) => void;
}

interface LinePatch {
  status: number;
  /** Loads started before the patch (their answers may predate it). */
  loadsBefore: number;
}

/**
 * The order list's data: lines of the open visits and those visits. Loaded at once, after every
 * (re)connect, on each order or bill event, and by polling while live updates are down. A served
 * tick (here or on another screen) is patched in place rather than reloading the whole list.
 */
export function useOrderBoard(onAlerts: (alerts: StaffAlerts) => void): OrderBoard {
  const [data, setData] = useState<OrderBoardData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const seen = useRef<BoardSeen | null>(null);
  const alertsRef = useRef(onAlerts);
  alertsRef.current = onAlerts;
  const loads = useRef(0);
  const patches = useRef(new Map<number, LinePatch>());

  const load = useCallback(async () => {
    const started = ++loads.current;
    let next: OrderBoardData;
    try {
      next = await fetchOrderBoard();
    } catch (e) {
      const message = staffFailure(e);
      if (message) setError(message);
      return;
    }
    // A tick that landed while this snapshot was on its way is newer than the snapshot.
    for (const [id, patch] of patches.current) if (patch.loadsBefore < started) patches.current.delete(id);
    const lines = next.lines.map((l) => {
      const patch = patches.current.get(l.id);
      return patch ? { ...l, status: patch.status } : l;
    });
    const diff = diffBoard(seen.current, lines, next.sessions);
    seen.current = diff.seen;
    setData({ ...next, lines });
    setError(null);
    if (diff.fresh.length > 0) {
      setFresh((previous) => new Set([...previous, ...diff.fresh].filter((id) => diff.seen.lines.has(id))));
    }
    if (diff.alerts) alertsRef.current(diff.alerts);
  }, []);

  const refresh = useCoalesced(load);

  const patchLine = useCallback((id: number, status: number) => {
    patches.current.set(id, { status, loadsBefore: loads.current });
    setData((d) => d && { ...d, lines: d.lines.map((l: OrderItem) => (l.id === id ? { ...l, status } : l)) });
  }, []);

  const status = useRealtime({
    onSnapshot: refresh,
    onEvent: ({ event }) => {
      if (event.type === 'menu.changed') return;
      if (event.type === 'orderItem.updated') patchLine(event.orderItemId, event.status);
      else refresh();
    },
  });
  usePollingWhileDown(status, refresh);
  useEffect(() => refresh(), [refresh]);

  return { data, error, fresh, status, refresh, patchLine };
}
