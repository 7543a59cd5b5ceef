import { useCallback, useEffect, useRef } from 'react';
import { CoalescedRunner, type ReloadAsk } from './coalesced-runner';

export type { ReloadAsk } from './coalesced-runner';

/**
 * Wraps a reload so bursts collapse (CoalescedRunner): while one runs, any number of further calls
 * make exactly one more run after it. `minIntervalMs` spaces the runs of a screen whose list is
 * costly to build on every event; a call with `{ now: true }` (the user asked) does not wait.
 */
export function useCoalesced(task: () => Promise<void>, options: { minIntervalMs?: number } = {}): (ask?: ReloadAsk) => void {
  const latest = useRef(task);
  latest.current = task;
  const runner = useRef<CoalescedRunner | null>(null);
  runner.current ??= new CoalescedRunner(() => latest.current(), options.minIntervalMs ?? 0);
  useEffect(() => {
    const current = runner.current!;
    current.active = true;
    return () => current.stop();
  }, []);
  return useCallback((ask?: ReloadAsk) => runner.current!.ask(ask), []);
}
