import type { OrderItem } from '@contract/orders';
import { useCallback, useEffect, useRef, useState } from 'react';
import { appText } from '@/i18n/app';
import { text } from '@/i18n/catalog';
import { showToast } from '@/lib/toast-store';
import { setServed } from '../api/staff-api';
import { staffFailure } from './staff-errors';

/** How long a line ticked here stays in its place before the list closes up over it. */
export const SERVED_LINGER_MS = 3000;

/**
 * The served checkbox: shows the new state at once, posts it, and on failure puts the box back
 * as it was with SPEC.md's 'ステータスの更新に失敗しました。'. A line ticked served here lingers
 * (`lingering`) for SERVED_LINGER_MS, so the next line does not slide under a finger about to tap
 * again, and a wrong tick can be taken back where it was.
 */
export function useServedToggle(patchLine: (id: number, status: number) => void) {
  const [pending, setPending] = useState<ReadonlyMap<number, number>>(new Map());
  const [lingering, setLingering] = useState<ReadonlySet<number>>(new Set());
  const inFlight = useRef(new Set<number>());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const linger = useCallback((id: number, on: boolean) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setLingering((s) => {
      if (s.has(id) === on) return s;
      const copy = new Set(s);
      if (on) copy.add(id);
      else copy.delete(id);
      return copy;
    });
    if (on)
      timers.current.set(
        id,
        setTimeout(() => linger(id, false), SERVED_LINGER_MS),
      );
  }, []);

  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const timer of all.values()) clearTimeout(timer);
    };
  }, []);

  const toggle = useCallback(
    async (line: OrderItem) => {
      if (inFlight.current.has(line.id)) return;
      inFlight.current.add(line.id);
      const next = line.status === 1 ? 0 : 1;
      setPending((m) => new Map(m).set(line.id, next));
      linger(line.id, next === 1);
      try {
        const updated = await setServed(line.id, next);
        patchLine(line.id, updated.status);
      } catch (e) {
        if (staffFailure(e) !== null) showToast(text(appText).alerts.statusUpdateFailed, 'error');
      } finally {
        inFlight.current.delete(line.id);
        setPending((m) => {
          const copy = new Map(m);
          copy.delete(line.id);
          return copy;
        });
      }
    },
    [patchLine, linger],
  );

  /** The status to show: the one being posted, else the line's. */
  const shown = useCallback((line: OrderItem) => pending.get(line.id) ?? line.status, [pending]);
  return { toggle, shown, lingering, isPending: (id: number) => pending.has(id) };
}
