import { QUERY_ARRAY_MAX } from '@contract/constants';
import type { KitchenCard } from '@contract/kitchen';
import { stationHears } from '@contract/station-events';
import type { Station } from '@contract/stations';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import type { KitchenAlerts } from '@/lib/sounds/kitchen-sounds';
import { useCoalesced } from '@/lib/use-coalesced';
import { type RealtimeStatus, usePollingWhileDown, useRealtime } from '@/lib/ws-client';
import { fetchCards } from '../api/kitchen-api';
import { type CardsSeen, diffCards } from '../model/card-alerts';
import { withLocalBumps, withOrderCards } from '../model/card-lines';
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

/** A new order's cards come in its event (order.created `cards`). */
const CARDS = ['cards'] as const;
/** After a failed load, the next try (an event or the socket's polling may come sooner). */
const LOAD_RETRY_MS = 3_000;

interface LocalBump {
  readyAt: number | null;
  /** Loads started up to this count may predate the change. */
  loadsBefore: number;
}

/**
 * One station's cards: loaded at once, after every (re)connect, on each event that may change
 * them (coalesced), and by polling while live updates are down; a new order's card and a bump at
 * the station are applied from their events (order.created holds the cards, kitchen.bumped the
 * lines), without a load. New cards and new 取消 ring
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

  // What the next load asks for: the whole station, or only the cards of orders heard of since.
  const wanted = useRef<{ whole: boolean; orders: Set<number> }>({ whole: true, orders: new Set() });
  // The cards as last answered and patched, read when the next answer is laid over them.
  const held = useRef<KitchenCard[]>([]);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const loadAgain = useRef<() => void>(() => {});
  // Loads on their way: an answer read before a new order would drop a card shown from its event.
  const inFlight = useRef(0);

  // New cards and new 取消 in what is shown ring, and new cards are marked until looked at.
  const announce = useCallback((shown: readonly KitchenCard[]) => {
    const diff = diffCards(seen.current, shown);
    seen.current = diff.seen;
    if (diff.newCards.length > 0) setFresh((previous) => new Set([...previous, ...diff.newCards]));
    if (diff.newCards.length > 0 || diff.newCancels.length > 0) {
      const cancelled = new Set(diff.newCancels);
      const cancels = shown.filter((c) => c.lines.some((l) => cancelled.has(l.id))).map((c) => c.table_label);
      latest.current.onAlerts({ newCards: diff.newCards.length > 0, cancels });
    }
  }, []);

  const load = useCallback(async () => {
    // Past the box's limit of orders per load, the whole station is the cheaper answer.
    const whole = wanted.current.whole || wanted.current.orders.size > QUERY_ARRAY_MAX;
    const orderIds = whole ? null : [...wanted.current.orders];
    if (orderIds?.length === 0) return;
    wanted.current = { whole: false, orders: new Set() };
    const started = ++loads.current;
    const asked = station.current;
    let answer: Awaited<ReturnType<typeof fetchCards>>;
    inFlight.current++;
    try {
      answer = await fetchCards(asked, orderIds ?? undefined);
    } catch (e) {
      // Whatever was asked for, the next load is of the whole station.
      wanted.current.whole = true;
      if (e instanceof ApiError && e.status === 404) {
        latest.current.onStationGone();
        return;
      }
      const message = kitchenFailure(e);
      if (message) setError(message);
      // In a quiet moment no event may come to load again: try once more shortly.
      retry.current ??= setTimeout(() => {
        retry.current = null;
        loadAgain.current();
      }, LOAD_RETRY_MS);
      return;
    } finally {
      inFlight.current--;
    }
    latest.current.onClock(answer.now);
    const cards = orderIds ? withOrderCards(held.current, answer.cards, orderIds) : answer.cards;
    held.current = cards;
    // A change shown before the box had it stays shown until a load that started after the box
    // answered it holds its line; a line no longer held needs none.
    const answered = new Set(answer.cards.flatMap((c) => c.lines.map((l) => l.id)));
    const holding = new Set(cards.flatMap((c) => c.lines.map((l) => l.id)));
    setLocal((m) => {
      const kept = new Map(
        [...m].filter(
          ([id, bump]) =>
            bump.loadsBefore === Number.POSITIVE_INFINITY ||
            (holding.has(id) && (bump.loadsBefore >= started || !answered.has(id))),
        ),
      );
      return kept.size === m.size ? m : kept;
    });
    setData({ station: answer.station, cards });
    setError(null);
    announce(answer.cards);
  }, [announce]);

  const loadSoon = useCoalesced(load);
  const refresh = useCallback(() => {
    wanted.current.whole = true;
    loadSoon();
  }, [loadSoon]);
  loadAgain.current = refresh;
  useEffect(
    () => () => {
      if (retry.current) clearTimeout(retry.current);
    },
    [],
  );
  const addOrder = useCallback(
    (orderId: number) => {
      wanted.current.orders.add(orderId);
      loadSoon();
    },
    [loadSoon],
  );
  // A new order's card from its event, without a load; loaded instead while an answer that may
  // predate the order is on its way, or before the first load.
  const showNewOrder = useCallback(
    (orderId: number, pushed: readonly KitchenCard[]) => {
      if (pushed.length === 0 || inFlight.current > 0 || seen.current === null) {
        addOrder(orderId);
        return;
      }
      held.current = withOrderCards(held.current, pushed, [orderId]);
      const cards = held.current;
      setData((d) => (d ? { ...d, cards } : d));
      announce(pushed);
    },
    [addOrder, announce],
  );

  useEffect(() => refresh(), [refresh]);

  // The box's word on a bump: the held cards are patched (a card with no open line leaves), and
  // it is also shown over a load that started before it (one in flight may predate it). A change
  // of this screen still on its way to the box is left to showLocally.
  const showBumped = useCallback((ids: readonly number[], at: number) => {
    const readyAt = new Map(ids.map((id) => [id, at]));
    held.current = withLocalBumps(held.current, readyAt);
    const cards = held.current;
    setData((d) => (d ? { ...d, cards } : d));
    // Read now: React may run the updater later, after more loads have started.
    const loadsBefore = loads.current;
    setLocal((m) => {
      const next = new Map(m);
      for (const id of ids) {
        if (next.get(id)?.loadsBefore === Number.POSITIVE_INFINITY) continue;
        next.set(id, { readyAt: at, loadsBefore });
      }
      return next;
    });
  }, []);

  const status = useRealtime(
    {
      onSnapshot: refresh,
      onEvent: ({ event, at }) => {
        // What the box sends a display's socket; the same rule here while it shares the whole shop's.
        if (!stationHears(event, station.current)) return;
        switch (event.type) {
          case 'kitchen.bumped':
            // A bump, this screen's or another's at the station, is shown from the event; a recall
            // may bring back a card this screen no longer holds.
            if (event.bumped) showBumped(event.orderItemIds, at);
            else refresh();
            return;
          case 'order.created':
            // Only its card: from the event, or loaded when the event (of an earlier version) does
            // not hold it; one naming no stations, the whole station.
            if (!event.stationIds) refresh();
            else
              showNewOrder(
                event.orderId,
                (event.cards ?? []).filter((c) => c.station_id === station.current).map((c) => c.card),
              );
            return;
          default:
            // An item's 品切れ switch, a 取消 (it may bring back a card this screen no longer
            // holds), a line served, a visit paid or moved.
            refresh();
        }
      },
    },
    { stationId, details: CARDS },
  );
  usePollingWhileDown(status, refresh);

  const showLocally = useCallback((ids: readonly number[], readyAt: number | null) => {
    setLocal((m) => {
      const next = new Map(m);
      for (const id of ids) next.set(id, { readyAt, loadsBefore: Number.POSITIVE_INFINITY });
      return next;
    });
  }, []);
  const settle = useCallback((ids: readonly number[]) => {
    const loadsBefore = loads.current;
    setLocal((m) => {
      const next = new Map(m);
      for (const id of ids) {
        const bump = next.get(id);
        if (bump) next.set(id, { ...bump, loadsBefore });
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
