import type { Printer } from '@contract/printers';
import { useRealtime } from '@/lib/ws-client';
import { listPrinters } from '../../api/printers.api';
import { useLiveLoad } from './use-live-load';

/** The printers for a glance (admin home): loaded once and again on each printer event; null until then. */
export function usePrinterSummary(): Printer[] | null {
  const printers = useLiveLoad(listPrinters);
  useRealtime({
    onSnapshot: printers.refresh,
    onEvent: ({ event }) => {
      if (event.type === 'printer.changed') printers.refresh();
    },
  });
  return printers.data;
}
