import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  /** What the box answered; null while loading or after a failure. */
  value: T | null;
  failed: boolean;
  reload: () => void;
}

/** One read of the box when the page opens (again on reload), aborted when the page goes. */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [value, setValue] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    void version;
    setFailed(false);
    load(controller.signal).then(setValue, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.error(error);
      setFailed(true);
    });
    return () => controller.abort();
  }, [load, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { value, failed, reload };
}
