import type { TodaySummaryResponse } from '@contract/today';
import { useEffect, useRef } from 'react';
import { useRealtime } from '@/lib/ws-client';
import { loadTodaySummary } from '../../api/today.api';
import { type LiveLoad, useLiveLoad } from '../printers/use-live-load';

/** Events that change a figure of the glance: orders, serving, 取消, visits and payments, printers. */
const CHANGES = new Set(['order.created', 'orderItem.updated', 'orderItem.cancelled', 'tableSession.updated', 'printer.changed']);
/** The disk and the business day's turn have no event: read again every minute. */
const REFRESH_MS = 60_000;
/** A rush sends an event per order: the events of this long make one reload (each one sums the day on the box). */
const COALESCE_MS = 1_500;

/** today.summary, loaded again on each event that moves its figures and every minute. */
export function useTodaySummary(): LiveLoad<TodaySummaryResponse> {
  const summary = useLiveLoad(loadTodaySummary);
  const { refresh } = summary;
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useRealtime({
    onSnapshot: refresh,
    onEvent: ({ event }) => {
      if (!CHANGES.has(event.type) || pending.current !== null) return;
      pending.current = setTimeout(() => {
        pending.current = null;
        refresh();
      }, COALESCE_MS);
    },
  });
  useEffect(() => {
    const timer = setInterval(refresh, REFRESH_MS);
    return () => {
      clearInterval(timer);
      if (pending.current !== null) clearTimeout(pending.current);
    };
  }, [refresh]);
  return summary;
}
