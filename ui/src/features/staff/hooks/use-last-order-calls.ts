import type { PlanRun } from '@contract/plans';
import { useCallback, useEffect, useRef, useState } from 'react';
import { crossedLastOrder, lastOrderKey, newCalls } from '../model/plan-panel';

export interface LastOrderCalls {
  /** Keys (`lastOrderKey`) of the last orders that fell while this screen was open, not yet confirmed. */
  pending: ReadonlySet<string>;
  /** Staff saw it (and told the table). */
  confirm: (key: string) => void;
}

/**
 * Watches the box's clock for last orders falling while the screen is open: each one rings
 * `onCall` once (with the tables' labels) and stays marked until staff confirm it. The first
 * reading, and any reading behind the one before (the clock measured again), call nothing.
 */
export function useLastOrderCalls(
  runs: readonly PlanRun[] | null,
  boxNow: number,
  onCall: (tables: readonly string[]) => void,
): LastOrderCalls {
  const previous = useRef<number | null>(null);
  const called = useRef(new Set<string>());
  const onCallRef = useRef(onCall);
  onCallRef.current = onCall;
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (runs === null) return;
    const fresh = newCalls(crossedLastOrder(runs, previous.current, boxNow), called.current);
    previous.current = boxNow;
    if (fresh.length === 0) return;
    const keys = fresh.map(lastOrderKey);
    for (const key of keys) called.current.add(key);
    setPending((p) => new Set([...p, ...keys]));
    onCallRef.current([...new Set(fresh.map((r) => r.table_label))]);
  }, [runs, boxNow]);

  const confirm = useCallback((key: string) => {
    setPending((p) => {
      const next = new Set(p);
      next.delete(key);
      return next;
    });
  }, []);

  return { pending, confirm };
}
