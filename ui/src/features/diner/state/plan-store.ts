import type { PlanRun } from '@contract/plans';
import { useEffect, useState } from 'react';
import { createStore, useStore } from '@/store/create-store';
import { dinerApi } from '../api/diner-api';

/**
 * The plans of this table's visit as the box told them, with how far the box's clock is from this
 * tablet's (tablets' clocks may be wrong): every countdown runs on the box's time.
 */
export interface PlanState {
  runs: readonly PlanRun[];
  /** box clock minus this tablet's clock when the box answered. */
  offset: number;
}

const store = createStore<PlanState>({ runs: [], offset: 0 });
let asking: Promise<void> | null = null;

/** Re-reads the visit's plans (after an order, a correction, a reconnect). */
export function refreshPlans(): Promise<void> {
  asking ??= dinerApi
    .planRuns()
    .then((answer) => store.set({ runs: answer.runs, offset: answer.now - Date.now() }))
    .catch(() => undefined)
    .finally(() => {
      asking = null;
    });
  return asking;
}

export function clearPlans(): void {
  store.set({ runs: [], offset: 0 });
}

export function usePlans(): PlanState {
  return useStore(store);
}

/** The box's clock now, ticking every `everyMs` while a plan is shown. */
export function useBoxNow(offset: number, everyMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const timer = setInterval(() => setNow(Date.now() + offset), everyMs);
    return () => clearInterval(timer);
  }, [offset, everyMs]);
  return now;
}
