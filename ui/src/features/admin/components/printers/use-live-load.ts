import { useCallback, useEffect, useState } from 'react';

export interface LiveLoad<T> {
  /** null until the first answer. */
  data: T | null;
  /** The last load failed (the rows of the one before stay shown). */
  failed: boolean;
  /** Loads again; a newer load cancels an older one, so a slow answer never overwrites a fresh one. */
  refresh: () => void;
}

/**
 * Data that the screen reloads as the box reports changes. Unlike the management lists it never
 * dims while reloading: the printers screen refreshes every few seconds while tickets print.
 * `load` must be stable (module-level or memoised); a new `load` loads at once.
 */
export function useLiveLoad<T>(load: (signal: AbortSignal) => Promise<T>): LiveLoad<T> {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    // `version` is read only to load again.
    void version;
    load(controller.signal).then(
      (next) => {
        setData(next);
        setFailed(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, [load, version]);

  const refresh = useCallback(() => setVersion((v) => v + 1), []);
  return { data, failed, refresh };
}
