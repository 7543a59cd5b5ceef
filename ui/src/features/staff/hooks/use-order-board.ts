import type { OrderItem } from '@contract/orders';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StaffAlerts } from '@/lib/sounds/staff-sounds';
import { useCoalesced } from '@/lib/use-coalesced';
import { type RealtimeStatus, usePollingWhileDown, useRealtime } from '@/lib/ws-client';
import { fetchOrderBoard, type OrderBoardData } from '../api/staff-api';
import { type BoardSeen, diffBoard } from '../model/board-diff';
import { withNewOrderLines } from '../model/board-new-order';
import { withReadyAt } from '../model/order-board';
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

/** A new order's lines come in its event (order.created `lines`). */
const LINES = ['lines'] as const;
/** What the box said of a line since the loads before: served or not, bumped (a time) or recalled (null). */
interface LinePatch {
  status?: number;
  readyAt?: number | null;
  /** Loads started before the patch (their answers may predate it). */
  loadsBefore: number;
}

function patched(line: OrderItem, patch: Omit<LinePatch, 'loadsBefore'>): OrderItem {
  const ready = patch.readyAt === undefined ? line : withReadyAt(line, patch.readyAt);
  return patch.status === undefined ? ready : { ...ready, status: patch.status };
}

/**
 * The order list's data: the open visits' lines still to serve (served ones too with
 * `withServed`) and those visits. Loaded at once, after every (re)connect, on each kitchen or
 * visit event, when `withServed` changes, and by polling while live updates are down. A new
 * order's lines come in its event (order.created `lines`) and are shown without a load; a served
 * tick (here or on another screen) and a station's bump or recall (kitchen.bumped) are patched in
 * place. In a rush the list is loaded once, not once per order.
 */
export function useOrderBoard(onAlerts: (alerts: StaffAlerts) => void, withServed: boolean): OrderBoard {
  const [data, setData] = useState<OrderBoardData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const seen = useRef<BoardSeen | null>(null);
  const alertsRef = useRef(onAlerts);
  alertsRef.current = onAlerts;
  const servedRef = useRef(withServed);
  servedRef.current = withServed;
  const loads = useRef(0);
  const patches = useRef(new Map<number, LinePatch>());
  /** What is shown, as set last (the state's value before React renders it). */
  const shown = useRef<OrderBoardData | null>(null);
  const shownIds = useRef<ReadonlySet<number>>(new Set());
  const shownItems = useRef<ReadonlySet<number>>(new Set());
  const loading = useRef(false);
  /** New orders' lines heard while a load was on its way: its answer may predate them. */
  const heardWhileLoading = useRef<(readonly OrderItem[])[]>([]);

  const show = useCallback((next: OrderBoardData) => {
    shown.current = next;
    setData(next);
  }, []);

  /** Shows a new snapshot of the list: the lines it brings are highlighted and rung for. */
  const present = useCallback(
    (next: OrderBoardData) => {
      const diff = diffBoard(seen.current, next.lines, next.sessions);
      seen.current = diff.seen;
      const ids = new Set(next.lines.map((l) => l.id));
      shownIds.current = ids;
      shownItems.current = new Set(next.lines.map((l) => l.menuitems.id));
      show(next);
      setError(null);
      setFresh((previous) => {
        const kept = [...previous, ...diff.fresh].filter((id) => ids.has(id));
        return kept.length === previous.size && diff.fresh.length === 0 ? previous : new Set(kept);
      });
      if (diff.alerts) alertsRef.current(diff.alerts);
    },
    [show],
  );

  const load = useCallback(async () => {
    const started = ++loads.current;
    loading.current = true;
    let next: OrderBoardData;
    try {
      next = await fetchOrderBoard({ withServed: servedRef.current });
    } catch (e) {
      const message = staffFailure(e);
      if (message) setError(message);
      return;
    } finally {
      loading.current = false;
    }
    for (const lines of heardWhileLoading.current.splice(0)) next = withNewOrderLines(next, lines) ?? next;
    // A tick that landed while this snapshot was on its way is newer than the snapshot.
    for (const [id, patch] of patches.current) if (patch.loadsBefore < started) patches.current.delete(id);
    present({
      ...next,
      lines: next.lines.map((l) => {
        const patch = patches.current.get(l.id);
        return patch ? patched(l, patch) : l;
      }),
    });
  }, [present]);

  const refresh = useCoalesced(load);

  const patchLines = useCallback(
    (ids: readonly number[], change: Omit<LinePatch, 'loadsBefore'>) => {
      for (const id of ids) patches.current.set(id, { ...patches.current.get(id), ...change, loadsBefore: loads.current });
      const touched = new Set(ids);
      const d = shown.current;
      if (d) show({ ...d, lines: d.lines.map((l) => (touched.has(l.id) ? patched(l, change) : l)) });
    },
    [show],
  );
  const patchLine = useCallback((id: number, status: number) => patchLines([id], { status }), [patchLines]);

  /** A new order's lines from its event, shown as a load would show them; a load when they cannot be. */
  const addOrderLines = useCallback(
    (lines: readonly OrderItem[]) => {
      const next = shown.current && withNewOrderLines(shown.current, lines);
      if (!next) return refresh();
      if (loading.current) heardWhileLoading.current.push(lines);
      if (next !== shown.current) present(next);
    },
    [present, refresh],
  );

  const status = useRealtime(
    {
      onSnapshot: refresh,
      onEvent: ({ event, at }) => {
        if (event.type === 'printer.changed') return;
        // An item marked 品切れ or back on sale: its lines here show the switch the other way.
        if (event.type === 'menu.changed') {
          if (event.menuItemId !== null && shownItems.current.has(event.menuItemId)) refresh();
          return;
        }
        // A line this screen does not hold (served, now put back on another screen) needs a load.
        if (event.type === 'orderItem.updated' && shownIds.current.has(event.orderItemId))
          patchLine(event.orderItemId, event.status);
        // A bump or recall changes only its lines' ready time: those held are patched, and the patch
        // is kept for all of them, so a load on its way that brings one for the first time shows it.
        else if (event.type === 'kitchen.bumped') patchLines(event.orderItemIds, { readyAt: event.bumped ? at : null });
        else if (event.type === 'order.created' && event.lines) addOrderLines(event.lines);
        else refresh();
      },
    },
    { details: LINES },
  );
  usePollingWhileDown(status, refresh);
  useEffect(() => refresh(), [refresh]);
  // Served lines are loaded when asked for; when hidden again, those held are simply not shown.
  const servedBefore = useRef(withServed);
  useEffect(() => {
    if (withServed && !servedBefore.current) refresh();
    servedBefore.current = withServed;
  }, [withServed, refresh]);

  return { data, error, fresh, status, refresh, patchLine };
}
