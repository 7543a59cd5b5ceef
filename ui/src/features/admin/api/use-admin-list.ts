import { useCallback, useEffect, useState } from 'react';

export interface AdminList<T, Q> {
  rows: T[] | null;
  loading: boolean;
  /** True when the last load failed; the screen shows SPEC.md's list error. */
  failed: boolean;
  query: Q;
  /** A search other than the screen's first narrows the list: an empty one says no match, not nothing registered. */
  filtered: boolean;
  search: (query: Q) => void;
  reload: () => void;
}

/**
 * A management list loaded for the current search; a newer search cancels the older request, so a
 * slow answer never overwrites a fresh one. `load` must be a stable (module-level) function.
 */
export function useAdminList<T, Q>(load: (query: Q, signal: AbortSignal) => Promise<T[]>, initialQuery: Q): AdminList<T, Q> {
  const [query, setQuery] = useState(initialQuery);
  const [version, setVersion] = useState(0);
  const [rows, setRows] = useState<T[] | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    load(query, controller.signal).then(
      (data) => {
        setRows(data);
        setFailed(false);
        setLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setFailed(true);
        setLoading(false);
      },
    );
    // `version` is read only to load again after a save.
    void version;
    return () => controller.abort();
  }, [load, query, version]);

  const search = useCallback((next: Q) => {
    setQuery(next);
    setVersion((v) => v + 1);
  }, []);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const filtered = JSON.stringify(query) !== JSON.stringify(initialQuery);
  return { rows, loading, failed, query, filtered, search, reload };
}
