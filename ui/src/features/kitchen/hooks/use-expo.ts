import type { ExpoTable } from '@contract/kitchen';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';
import { showToast } from '@/lib/toast-store';
import { useCoalesced } from '@/lib/use-coalesced';
import { type RealtimeStatus, usePollingWhileDown, useRealtime } from '@/lib/ws-client';
import { fetchExpo, markServed } from '../api/kitchen-api';
import { kitchenFailure } from './kitchen-errors';

/**
 * Bumps and ticks reload the view at most this often: in a rush each station bumps several cards a
 * second, and each load reads every ready line on the box. A dish shows a second late at most.
 */
export const EXPO_RELOAD_GAP_MS = 1_000;

export interface Expo {
  tables: ExpoTable[] | null;
  error: string | null;
  status: RealtimeStatus;
  /** Marks lines carried: they leave at once, and come back with the message if the box refuses. */
  serve: (ids: readonly number[]) => void;
}

/**
 * The expo view's data: what every station has ready, by table. Reloaded on each bump, recall,
 * 取消, served tick or paid visit (a new order adds nothing ready; at most every
 * EXPO_RELOAD_GAP_MS), after a reconnect, and by polling while live updates are down; at once
 * after this screen's own ticks.
 */
export function useExpo(onClock: (now: number) => void): Expo {
  const [data, setData] = useState<ExpoTable[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Lines served from here, hidden until a load that started after the box answered. */
  const [hidden, setHidden] = useState<ReadonlyMap<number, number>>(new Map());
  const clock = useRef(onClock);
  clock.current = onClock;
  const loads = useRef(0);

  const load = useCallback(async () => {
    const started = ++loads.current;
    try {
      const answer = await fetchExpo();
      clock.current(answer.now);
      setHidden((m) => {
        const kept = new Map([...m].filter(([, before]) => before >= started));
        return kept.size === m.size ? m : kept;
      });
      setData(answer.tables);
      setError(null);
    } catch (e) {
      const message = kitchenFailure(e);
      if (message) setError(message);
    }
  }, []);
  const refresh = useCoalesced(load, { minIntervalMs: EXPO_RELOAD_GAP_MS });
  useEffect(() => refresh(), [refresh]);

  const status = useRealtime({
    onSnapshot: refresh,
    onEvent: ({ event }) => {
      if (event.type !== 'menu.changed' && event.type !== 'order.created') refresh();
    },
  });
  usePollingWhileDown(status, refresh);

  const serve = useCallback(
    (ids: readonly number[]) => {
      setHidden((m) => new Map([...m, ...ids.map((id) => [id, Number.POSITIVE_INFINITY] as const)]));
      void Promise.allSettled(ids.map((id) => markServed(id))).then((results) => {
        const failed = ids.filter((_, i) => results[i]?.status === 'rejected');
        const reason = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')?.reason;
        if (failed.length > 0 && kitchenFailure(reason) !== null) showToast(text(appText).alerts.statusUpdateFailed, 'error');
        setHidden((m) => {
          const next = new Map(m);
          for (const id of ids) {
            if (failed.includes(id)) next.delete(id);
            else next.set(id, loads.current);
          }
          return next;
        });
        refresh({ now: true });
      });
    },
    [refresh],
  );

  const tables = useMemo(
    () => data?.map((t) => ({ ...t, lines: t.lines.filter((l) => !hidden.has(l.id)) })).filter((t) => t.lines.length > 0) ?? null,
    [data, hidden],
  );
  return { tables, error, status, serve };
}
