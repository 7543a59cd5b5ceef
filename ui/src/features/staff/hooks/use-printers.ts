import type { Printer, PrintJob } from '@contract/printers';
import { useCallback, useEffect, useState } from 'react';
import { useCoalesced } from '@/lib/use-coalesced';
import { usePollingWhileDown, useRealtime } from '@/lib/ws-client';
import { fetchHeldJobs, fetchPrinters } from '../api/staff-api';
import { staffFailure } from './staff-errors';

export interface PrinterWatch {
  /** The active printers; empty until loaded (and on a box without printers). */
  printers: Printer[];
  /** Tickets held for staff, of every printer (a removed one's too), newest first. */
  held: PrintJob[];
  refresh: () => void;
}

/**
 * The printers' state and held tickets for the staff screens' alert: loaded at once, after every
 * (re)connect, on each printer event, and by polling while live updates are down. A failed load
 * keeps what was shown: the screen's own list already says when the box cannot be reached.
 */
export function usePrinters(): PrinterWatch {
  const [printers, setPrinters] = useState<Printer[]>([]);
  const [held, setHeld] = useState<PrintJob[]>([]);

  const load = useCallback(async () => {
    try {
      const [nextPrinters, nextHeld] = await Promise.all([fetchPrinters(), fetchHeldJobs()]);
      setPrinters(nextPrinters);
      setHeld(nextHeld);
    } catch (error) {
      staffFailure(error);
    }
  }, []);
  const refresh = useCoalesced(load);

  const status = useRealtime({
    onSnapshot: refresh,
    onEvent: ({ event }) => {
      if (event.type === 'printer.changed') refresh();
    },
  });
  usePollingWhileDown(status, refresh);
  useEffect(() => refresh(), [refresh]);

  return { printers, held, refresh };
}
