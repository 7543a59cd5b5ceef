import type { Bill } from '@contract/bills';
import type { TableSession } from '@contract/table-sessions';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCoalesced } from '@/lib/use-coalesced';
import { useRealtime } from '@/lib/ws-client';
import { fetchBill, fetchTableSessions } from '../api/staff-api';
import { staffFailure } from './staff-errors';

export interface SessionDetail {
  /** The bill as the box computes it (lines, cover, discounts, total, taxes); null while loading. */
  bill: Bill | null;
  error: string | null;
  /** Loads the bill again (after a 取消 or a discount made here). */
  reload: () => void;
  /** Shows a bill a call just answered (a discount), without asking again. */
  show: (bill: Bill) => void;
}

/**
 * The bill of one visit, kept live: an order, a served mark or a 取消 of the visit reloads them,
 * and a change of the visit on another screen (paid, moved, merged) answers it through `onSession`.
 */
export function useSessionDetail(session: TableSession | null, onSession: (session: TableSession) => void): SessionDetail {
  const [bill, setBill] = useState<Bill | null>(null);
  const [error, setError] = useState<string | null>(null);
  const asked = useRef<number | undefined>(undefined);
  const sessionId = session?.id;
  const tableId = session?.dining_table_id;

  const load = useCallback(async () => {
    const id = asked.current;
    if (id === undefined) return;
    try {
      const fresh = await fetchBill(id);
      if (asked.current !== id) return;
      setBill(fresh);
      setError(null);
    } catch (e) {
      if (asked.current === id) setError(staffFailure(e));
    }
  }, []);
  const reload = useCoalesced(load);

  useEffect(() => {
    asked.current = sessionId;
    setBill(null);
    setError(null);
    if (sessionId !== undefined) reload();
  }, [sessionId, reload]);

  // 席移動: the same visit at another table; its lines now read the new table.
  useEffect(() => {
    if (tableId !== undefined && asked.current !== undefined) reload();
  }, [tableId, reload]);

  const refreshSession = async (tableId: number) => {
    const id = asked.current;
    try {
      const found = (await fetchTableSessions(tableId)).find((s) => s.id === id);
      if (found && asked.current === id) onSession(found);
    } catch {
      // The lines' reload reports a lost connection; the visit stays as it was shown.
    }
  };

  useRealtime({
    onSnapshot: reload,
    onEvent: ({ event }) => {
      if (!('tableSessionId' in event) || event.tableSessionId !== asked.current) return;
      // A visit merged into this one (or this one away) changes its lines as well.
      if (event.type === 'tableSession.updated') void refreshSession(event.diningTableId);
      reload();
    },
  });

  const show = useCallback((fresh: Bill) => {
    if (fresh.table_session_id === asked.current) setBill(fresh);
  }, []);

  return { bill, error, reload, show };
}
