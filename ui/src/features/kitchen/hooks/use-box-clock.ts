import { useCallback, useEffect, useState } from 'react';
import { clockOffset } from '../model/age';

/** Elapsed minutes move on this often without asking the box again. */
export const CLOCK_TICK_MS = 15_000;

/**
 * The box's clock on this screen: `sync` with the `now` of each answer, then `now` ticks on the
 * local clock shifted by the difference, so a tablet whose clock is wrong still counts right.
 */
export function useBoxClock(): { now: number; sync: (serverNow: number) => void } {
  const [offset, setOffset] = useState(0);
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setLocal(Date.now()), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const sync = useCallback((serverNow: number) => {
    const at = Date.now();
    setOffset(clockOffset(serverNow, at));
    setLocal(at);
  }, []);
  return { now: local + offset, sync };
}
