import { businessDateOf } from '@contract/business-day';
import { useCallback, useEffect, useState } from 'react';

export interface KeyedLoad<T> {
  /** What the box answered for the current key (kept while the next key loads). */
  value: T | null;
  loading: boolean;
  failed: boolean;
  /** Reads the current key again. */
  refresh: () => void;
  /** A value the page already has (a call answered it). */
  replace: (value: T) => void;
}

/**
 * A read of the box for a key the page chooses (a business day, a range of days): read again when
 * the key changes or on refresh, the read before aborted. No key: nothing is read.
 */
export function useKeyedLoad<K, T>(key: K | null, load: (key: K, signal: AbortSignal) => Promise<T>): KeyedLoad<T> {
  const [value, setValue] = useState<T | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (key === null) return;
    void round;
    const abort = new AbortController();
    setLoading(true);
    load(key, abort.signal).then(
      (answer) => {
        setValue(answer);
        setFailed(false);
        setLoading(false);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.error(error);
        setFailed(true);
        setLoading(false);
      },
    );
    return () => abort.abort();
  }, [key, load, round]);

  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { value, loading, failed, refresh, replace: setValue };
}

/** The shop's business day today (05:00 to 05:00 in its zone); null until the zone is known. */
export function useBusinessToday(timeZone: string | undefined): string | null {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => {
    if (timeZone) setToday(businessDateOf(Date.now(), timeZone));
  }, [timeZone]);
  return today;
}
