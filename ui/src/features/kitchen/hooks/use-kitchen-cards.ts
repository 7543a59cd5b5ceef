import type { KitchenCard } from '@contract/kitchen';
import type { Station } from '@contract/stations';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import type { KitchenAlerts } from '@/lib/sounds/kitchen-sounds';
import { useCoalesced } from '@/lib/use-coalesced';
import { type RealtimeStatus, usePollingWhileDown, useRealtime } from '@/lib/ws-client';
import { fetchCards } from '../api/kitchen-api';
import { type CardsSeen, diffCards } from '../model/card-alerts';
import { withLocalBumps } from '../model/card-lines';
import { kitchenFailure } from './kitchen-errors';

export interface KitchenBoard {
  /** The station as the box answered it (its minutes may have changed since it was chosen). */
  station: Station | null;
  /** Open cards, oldest first, with this screen's bumps and recalls shown before the box confirms them. */
  cards: KitchenCard[] | null;
  /** Cards that arrived after the first load, to draw the eye. */
  fresh: ReadonlySet<number>;
  error: string | null;
  status: RealtimeStatus;
  refresh: () => void;
  /** Shows lines bumped (a time) or recalled (null) at once, until a load after `settle` shows them. */
  showLocally: (ids: readonly number[], readyAt: number | null) => void;
  /** The box has answered for these lines: a load started from now on shows them as they are. */
  settle: (ids: readonly number[]) => void;
  /** The call failed: show these lines as the box has them again. */
  forget: (ids: readonly number[]) => void;
}

interface LocalBump {
  readyAt: number | null;
  /** Loads started up to this count may predate the change. */
  loadsBefore: number;
}

/**
 * One station's cards: loaded at once, after every (re)connect, on each event that may change
 * them (coalesced), and by polling while live updates are down; a bump at the station is applied
 * from its event (kitchen.bumped holds the lines), without a load. New cards and new 取消 ring
 * through `onAlerts`; a station the owner removed calls `onStationGone`.
 */
export function useKitchenCards(
  stationId: number,
  handlers: { onAlerts: (alerts: KitchenAlerts) => void; onStationGone: () => void; onClock: (now: number) => void },
): KitchenBoard {
  const [data, setData] = useState<{ station: Station; cards: KitchenCard[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [local, setLocal] = useState<ReadonlyMap<number, LocalBump>>(new Map());
  const seen = useRef<CardsSeen | null>(null);
  const loads = useRef(0);
  const latest = useRef(handlers);
  latest.current = handlers;
  // The board is keyed by its station (a new station mounts a new board), so this never changes.
  const station = useRef(stationId);

  const load = useCallback(async () => {
    const started = ++loads.current;
    const asked = station.current;
    let answer: Awaited<ReturnType<typeof fetchCards>>;
    try {
      answer = await fetchCards(asked);
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) {
        latest.current.onStationGone();
        return;
      }
      const message = kitchenFailure(e);
      if (message) setError(message);
      return;
    }
    latest.current.onClock(answer.now);
    // A change this screen made stays shown until a load that started after the box answered it.
    setLocal((m) => {
      const kept = new Map([...m].filter(([, bump]) => bump.loadsBefore >= started));
      return kept.size === m.size ? m : kept;
    });
    const diff = diffCards(seen.current, answer.cards);
    seen.current = diff.seen;
    setData({ station: answer.station, cards: answer.cards });
    setError(null);
    if (diff.newCards.length > 0) setFresh((previous) => new Set([...previous, ...diff.newCards]));
    if (diff.newCards.length > 0 || diff.newCancels.length > 0) {
      const cancelled = new Set(diff.newCancels);
      const cancels = answer.cards.filter((c) => c.lines.some((l) => cancelled.has(l.id))).map((c) => c.table_label);
      latest.current.onAlerts({ newCards: diff.newCards.length > 0, cancels });
    }
  }, []);

  const refresh = useCoalesced(load);

  useEffect(() => refresh(), [refresh]);

  // The box's word on a bump, shown until a load that started after it (one in flight may
  // predate it). A change of this screen still on its way to the box is left to showLocally.
  const showBumped = useCallback((ids: readonly number[], at: number) => {
    setLocal((m) => {
      const next = new Map(m);
      for (const id of ids) {
        if (next.get(id)?.loadsBefore === Number.POSITIVE_INFINITY) continue;
        next.set(id, { readyAt: at, loadsBefore: loads.current });
      }
      return next;
    });
  }, []);

  const status = useRealtime({
    onSnapshot: refresh,
    onEvent: ({ event, at }) => {
      switch (event.type) {
        case 'menu.changed':
          // An item marked 品切れ or back on sale: its lines' switches turn (rare enough to reload).
          if (event.menuItemId !== null) refresh();
          return;
        case 'orderItem.cancelled':
          // A 取消 may bring back a card this screen no longer holds.
          if (event.stationId === station.current) refresh();
          return;
        case 'kitchen.bumped':
          if (event.stationId !== station.current) return;
          // A bump, this screen's or another's at the station, is shown from the event; a recall
          // may bring back a card this screen no longer holds.
          if (event.bumped) showBumped(event.orderItemIds, at);
          else refresh();
          return;
        case 'order.created':
          // Only an order with lines here (an event of an earlier version names no stations).
          if (event.stationIds?.includes(station.current) ?? true) refresh();
          return;
        default:
          // A line served, a visit paid or moved.
          refresh();
      }
    },
  });
  usePollingWhileDown(status, refresh);

  const showLocally = useCallback((ids: readonly number[], readyAt: number | null) => {
    setLocal((m) => {
      const next = new Map(m);
      for (const id of ids) next.set(id, { readyAt, loadsBefore: Number.POSITIVE_INFINITY });
      return next;
    });
  }, []);
  const settle = useCallback((ids: readonly number[]) => {
    setLocal((m) => {
      const next = new Map(m);
      for (const id of ids) {
        const bump = next.get(id);
        if (bump) next.set(id, { ...bump, loadsBefore: loads.current });
      }
      return next;
    });
  }, []);
  const forget = useCallback((ids: readonly number[]) => {
    setLocal((m) => new Map([...m].filter(([id]) => !ids.includes(id))));
  }, []);

  const cards = useMemo(() => {
    if (!data) return null;
    const readyAt = new Map([...local].map(([id, bump]) => [id, bump.readyAt]));
    return withLocalBumps(data.cards, readyAt);
  }, [data, local]);

  return { station: data?.station ?? null, cards, fresh, error, status, refresh, showLocally, settle, forget };
}
