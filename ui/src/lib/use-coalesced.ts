import { useCallback, useEffect, useRef } from 'react';

/**
 * Wraps a reload so bursts collapse: while one runs, any number of further calls make exactly
 * one more run after it (a rush of events means two snapshot loads, not twenty).
 */
export function useCoalesced(task: () => Promise<void>): () => void {
  const latest = useRef(task);
  latest.current = task;
  const state = useRef({ running: false, again: false, mounted: true });
  useEffect(() => {
    state.current.mounted = true;
    return () => {
      state.current.mounted = false;
    };
  }, []);
  return useCallback(() => {
    const s = state.current;
    if (s.running) {
      s.again = true;
      return;
    }
    s.running = true;
    void (async () => {
      do {
        s.again = false;
        try {
          await latest.current();
        } catch {
          // The task reports its own errors; a failed run must not stop the next one.
        }
      } while (s.again && s.mounted);
      s.running = false;
    })();
  }, []);
}
