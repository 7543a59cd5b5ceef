import type { Printer, PrintJob } from '@contract/printers';
import type { Station } from '@contract/stations';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type RealtimeStatus, usePollingWhileDown, useRealtime } from '@/lib/ws-client';
import { listPrinterStations, listPrinters, listPrintJobs } from '../../api/printers.api';
import { DOWN_STATES } from './printer-state';
import { type LiveLoad, useLiveLoad } from './use-live-load';

/** How many tickets the 印刷履歴 shows. */
export const HISTORY_LIMIT = 30;
/** How many held tickets are listed (the box answers at most 200). */
const HELD_LIMIT = 200;
/** While tickets wait to print, the box says nothing when each one prints: look again this often. */
const WAITING_POLL_MS = 3_000;
/** An order's tickets are made just after its event: look a moment later. */
const AFTER_ORDER_MS = 800;

export interface PrinterBoard {
  printers: LiveLoad<Printer[]>;
  /** Every station, removed ones too (for names); null while loading. */
  stations: Station[] | null;
  held: LiveLoad<PrintJob[]>;
  history: LiveLoad<PrintJob[]>;
  /** The printer whose history is shown; null: all. */
  historyPrinter: number | null;
  setHistoryPrinter: (id: number | null) => void;
  status: RealtimeStatus;
  refresh: () => void;
}

const loadHeld = (signal: AbortSignal) => listPrintJobs({ printerId: null, state: 'held', limit: HELD_LIMIT }, signal);

/**
 * Everything /admin/printers shows, kept current: reloaded on every printer event (state, queue,
 * settings), a moment after each order, by polling while live updates are down, and every few
 * seconds while tickets are waiting to print.
 */
export function usePrinterBoard(): PrinterBoard {
  const printers = useLiveLoad(listPrinters);
  const held = useLiveLoad(loadHeld);
  const [historyPrinter, setHistoryPrinter] = useState<number | null>(null);
  const loadHistory = useCallback(
    (signal: AbortSignal) => listPrintJobs({ printerId: historyPrinter, limit: HISTORY_LIMIT }, signal),
    [historyPrinter],
  );
  const history = useLiveLoad(loadHistory);
  const [stations, setStations] = useState<Station[] | null>(null);
  const [stationsVersion, setStationsVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    void stationsVersion;
    listPrinterStations(controller.signal).then(setStations, (error: unknown) => {
      if (!controller.signal.aborted) console.error(error);
    });
    return () => controller.abort();
  }, [stationsVersion]);

  const refreshPrinters = printers.refresh;
  const refreshHeld = held.refresh;
  const refreshHistory = history.refresh;
  const refresh = useCallback(() => {
    refreshPrinters();
    refreshHeld();
    refreshHistory();
  }, [refreshPrinters, refreshHeld, refreshHistory]);

  const later = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(later.current), []);
  const status = useRealtime({
    onSnapshot: () => {
      refresh();
      setStationsVersion((v) => v + 1);
    },
    onEvent: ({ event }) => {
      if (event.type === 'printer.changed') refresh();
      else if (event.type === 'order.created' || event.type === 'orderItem.cancelled') {
        clearTimeout(later.current);
        later.current = setTimeout(refresh, AFTER_ORDER_MS);
      }
    },
  });
  usePollingWhileDown(status, refresh);

  // A printer that is down says when it comes back (an event); one that prints says nothing per ticket.
  const printing = new Set((printers.data ?? []).filter((p) => !DOWN_STATES.has(p.state)).map((p) => p.id));
  const waiting =
    (printers.data ?? []).some((p) => p.queued > 0 && printing.has(p.id)) ||
    (history.data ?? []).some((j) => (j.state === 'queued' || j.state === 'sent') && printing.has(j.printer_id));
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(refresh, WAITING_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, refresh]);

  return { printers, stations, held, history, historyPrinter, setHistoryPrinter, status, refresh };
}
