import { businessDateOf } from '@contract/business-day';
import type { TableSession } from '@contract/table-sessions';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCoalesced } from '@/lib/use-coalesced';
import { type RealtimeStatus, usePollingWhileDown, useRealtime } from '@/lib/ws-client';
import { fetchSessions } from '../api/staff-api';
import { type CheckoutFilter, defaultFilter, toSessionFilter } from '../model/checkout-filter';
import { staffFailure } from './staff-errors';

/**
 * Orders, 取消 and visits' changes reload the list at most this often: a burst of them makes one
 * load, a query on the box (a total is two seconds late at most; the bill itself is always read
 * fresh).
 */
export const CHECKOUT_RELOAD_GAP_MS = 2_000;

export interface CheckoutList {
  /** The shop's business day (YYYY-MM-DD) when the screen opened; null until the time zone is known. */
  today: string | null;
  filter: CheckoutFilter | null;
  setFilter: (filter: CheckoutFilter) => void;
  sessions: TableSession[] | null;
  error: string | null;
  status: RealtimeStatus;
  refresh: () => void;
}

/**
 * The bill list's data for its filter. Starts on today's waiting bills (the shop's business day,
 * 05:00 to 05:00 in its time zone) and reloads on a visit's change and on an order or a 取消 of a
 * visit it shows (at most every CHECKOUT_RELOAD_GAP_MS): in a rush the orders are of tables still
 * eating, which a list of waiting bills does not show. By polling while live updates are down; a
 * filter change or `refresh` loads at once.
 */
export function useCheckoutList(timeZone: string | undefined): CheckoutList {
  const [today, setToday] = useState<string | null>(null);
  const [filter, setFilterState] = useState<CheckoutFilter | null>(null);
  const [sessions, setSessions] = useState<TableSession[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef<CheckoutFilter | null>(null);
  /** Loads on their way: an answer may be older than an event heard meanwhile. */
  const loading = useRef(0);

  const load = useCallback(async () => {
    const asked = current.current;
    if (!asked) return;
    loading.current++;
    try {
      const list = await fetchSessions(toSessionFilter(asked));
      // A filter changed while this was on its way: its own load follows.
      if (current.current !== asked) return;
      setSessions(list);
      setError(null);
    } catch (e) {
      const message = staffFailure(e);
      if (message) setError(message);
    } finally {
      loading.current--;
    }
  }, []);
  const reload = useCoalesced(load, { minIntervalMs: CHECKOUT_RELOAD_GAP_MS });
  const refresh = useCallback(() => reload({ now: true }), [reload]);

  const setFilter = useCallback(
    (next: CheckoutFilter) => {
      current.current = next;
      setFilterState(next);
      refresh();
    },
    [refresh],
  );

  useEffect(() => {
    if (!timeZone || current.current) return;
    const date = businessDateOf(Date.now(), timeZone);
    setToday(date);
    setFilter(defaultFilter(date));
  }, [timeZone, setFilter]);

  const status = useRealtime({
    onSnapshot: reload,
    onEvent: ({ event }) => {
      if (event.type === 'tableSession.updated') reload();
      else if (event.type === 'order.created' || event.type === 'orderItem.cancelled') {
        // The handlers are this render's: `sessions` is what the list shows now.
        if (loading.current > 0 || sessions?.some((session) => session.id === event.tableSessionId)) reload();
      }
    },
  });
  usePollingWhileDown(status, reload);

  return { today, filter, setFilter, sessions, error, status, refresh };
}
