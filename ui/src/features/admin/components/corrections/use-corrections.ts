import type { Correction } from '@contract/corrections';
import { useEffect, useState } from 'react';
import { listCorrections } from '../../api/corrections.api';
import { useBusinessToday, useKeyedLoad } from '../../lib/use-keyed-load';

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
  const today = useBusinessToday(timeZone);
  const [date, setDate] = useState<string | null>(null);
  useEffect(() => {
    if (today) setDate((d) => d ?? today);
  }, [today]);
  const day = useKeyedLoad(date, listCorrections);
  return { today, date, setDate, rows: day.value, loading: day.loading, failed: day.failed, refresh: day.refresh };
}
