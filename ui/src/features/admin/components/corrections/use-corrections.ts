import { businessDateOf } from '@contract/business-day';
import type { Correction } from '@contract/corrections';
import { useCallback, useEffect, useState } from 'react';
import { listCorrections } from '../../api/corrections.api';

export interface CorrectionsDay {
  /** The shop's business day today; null until its time zone is known. */
  today: string | null;
  date: string | null;
  setDate: (date: string) => void;
  rows: Correction[] | null;
  loading: boolean;
  failed: boolean;
  refresh: () => void;
}

/** The audit log of the chosen business day (today's by default, 05:00 to 05:00 in the shop's zone). */
export function useCorrections(timeZone: string | undefined): CorrectionsDay {
  const [today, setToday] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [rows, setRows] = useState<Correction[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!timeZone) return;
    const day = businessDateOf(Date.now(), timeZone);
    setToday(day);
    setDate((d) => d ?? day);
  }, [timeZone]);

  useEffect(() => {
    if (!date) return;
    void round;
    const abort = new AbortController();
    setLoading(true);
    listCorrections(date, abort.signal).then(
      (list) => {
        setRows(list);
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
  }, [date, round]);

  const refresh = useCallback(() => setRound((n) => n + 1), []);
  return { today, date, setDate, rows, loading, failed, refresh };
}
