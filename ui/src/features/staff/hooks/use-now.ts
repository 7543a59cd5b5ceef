import { useEffect, useState } from 'react';

/** Waits are shown in whole minutes: a tick this often keeps them at most this late. */
export const NOW_TICK_MS = 10_000;

/** This screen's clock, moving on every NOW_TICK_MS so waiting times tick without asking the box. */
export function useNow(tickMs = NOW_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
