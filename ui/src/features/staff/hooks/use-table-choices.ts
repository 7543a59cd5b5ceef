import type { DiningTable } from '@contract/dining-tables';
import type { TableSession } from '@contract/table-sessions';
import { useCallback, useEffect, useState } from 'react';
import { fetchOpenSessions, fetchTables } from '../api/staff-api';
import { staffFailure } from './staff-errors';

export interface TableChoices {
  /** Available tables without an open visit: where a visit may move. */
  free: DiningTable[] | null;
  /** The other open visits: what a visit may be merged into. */
  open: TableSession[] | null;
  error: string | null;
  reload: () => void;
}

const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'ja', { numeric: true });

/** Where a visit can go (席移動) or join (合算), read when the picker opens. */
export function useTableChoices(sessionId: number, active: boolean): TableChoices {
  const [free, setFree] = useState<DiningTable[] | null>(null);
  const [open, setOpen] = useState<TableSession[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!active) return;
    void round;
    const abort = new AbortController();
    setError(null);
    Promise.all([fetchTables(), fetchOpenSessions(abort.signal)]).then(
      ([tables, sessions]) => {
        if (abort.signal.aborted) return;
        const seated = new Set(sessions.map((s) => s.dining_table_id));
        setFree(tables.filter((t) => t.flag === 1 && !seated.has(t.id)).sort(byLabel));
        setOpen(sessions.filter((s) => s.id !== sessionId).sort((a, b) => byLabel(a.diningTables, b.diningTables)));
      },
      (e: unknown) => {
        if (!abort.signal.aborted) setError(staffFailure(e));
      },
    );
    return () => abort.abort();
  }, [sessionId, active, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { free, open, error, reload };
}
