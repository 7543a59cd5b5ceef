import type { ExpoTable } from '@contract/kitchen';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';
import { showToast } from '@/lib/toast-store';
import { useCoalesced } from '@/lib/use-coalesced';
import { type RealtimeStatus, usePollingWhileDown, useRealtime } from '@/lib/ws-client';
import { fetchExpo, markServed } from '../api/kitchen-api';
import { type ExpoPatch, expoChangeOf, patchExpo } from '../model/expo-patch';
import { kitchenFailure } from './kitchen-errors';

/**
 * The loads events still ask for (a replayed bump, a line back to not served, a visit moved or
 * paid) come at most this often: a load reads every ready line on the box.
 */
export const EXPO_RELOAD_GAP_MS = 1_000;

/** A bump's lines made ready, as the expo view answers them, come with its event. */
const EXPO_DETAILS = ['expo'] as const;

export interface Expo {
  tables: ExpoTable[] | null;
  error: string | null;
  status: RealtimeStatus;
  /** Marks lines carried: they leave at once, and come back with the message if the box refuses. */
  serve: (ids: readonly number[]) => void;
}

/**
 * The expo view's data: what every station has ready, by table. Loaded at the start, after a
 * reconnect and by polling while live updates are down; patched from events after that (a bump
 * brings the lines it made ready, a recall, a served tick or a 取消 takes lines away:
 * expo-patch.ts), so a rush's bumps cost the box no reads. Events that do not say what changed
 * load the view again (at most every EXPO_RELOAD_GAP_MS); at once after this screen's own ticks.
 */
export function useExpo(onClock: (now: number) => void): Expo {
  const [data, setData] = useState<ExpoTable[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** Lines served from here, hidden until a load that started after the box answered. */
  const [hidden, setHidden] = useState<ReadonlyMap<number, number>>(new Map());
  const clock = useRef(onClock);
  clock.current = onClock;
  const loads = useRef(0);
  const loading = useRef(0);
  /**
   * Patches heard while a load was on its way, with the number of loads started before each: a
   * load's answer may be older than them, so they are applied again on top of it.
   */
  const heard = useRef<{ loadsBefore: number; patch: ExpoPatch }[]>([]);

  const load = useCallback(async () => {
    const started = ++loads.current;
    loading.current++;
    try {
      const answer = await fetchExpo();
      clock.current(answer.now);
      setHidden((m) => {
        const kept = new Map([...m].filter(([, before]) => before >= started));
        return kept.size === m.size ? m : kept;
      });
      const newer = heard.current.filter((h) => h.loadsBefore >= started);
      setData(newer.reduce((tables, h) => patchExpo(tables, h.patch), answer.tables));
      setError(null);
    } catch (e) {
      const message = kitchenFailure(e);
      if (message) setError(message);
    } finally {
      if (--loading.current === 0) heard.current = [];
    }
  }, []);
  const refresh = useCoalesced(load, { minIntervalMs: EXPO_RELOAD_GAP_MS });
  useEffect(() => refresh(), [refresh]);

  const patch = useCallback((change: ExpoPatch) => {
    if (loading.current > 0) heard.current.push({ loadsBefore: loads.current, patch: change });
    setData((tables) => (tables === null ? tables : patchExpo(tables, change)));
  }, []);

  const status = useRealtime(
    {
      onSnapshot: refresh,
      onEvent: ({ event }) => {
        const change = expoChangeOf(event);
        if (change === 'reload') refresh();
        else if (change) patch(change);
      },
    },
    { details: EXPO_DETAILS },
  );
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
