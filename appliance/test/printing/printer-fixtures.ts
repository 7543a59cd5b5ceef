import { printers } from '../../src/db/schema';
import { printQueueOf } from '../../src/features/printing';
import type { TestBox } from '../helpers/test-box';

/** A port on loopback where nothing listens: a printer there is refused at once (offline). */
export const CLOSED_PORT = 1;

export interface PrinterFixture {
  name: string;
  port: number;
  stationId?: number | null;
  family?: 'epson' | 'star';
  paperWidth?: 58 | 80;
  backupId?: number | null;
}

/** A printer on loopback written straight to the database (the API's own tests add them by HTTP); its lane starts. */
export function addPrinter(box: TestBox, printer: PrinterFixture): number {
  const now = Date.now();
  const id = box.deps.db
    .insert(printers)
    .values({
      name: printer.name,
      host: '127.0.0.1',
      port: printer.port,
      family: printer.family ?? 'epson',
      paper_width: printer.paperWidth ?? 80,
      station_id: printer.stationId ?? null,
      backup_printer_id: printer.backupId ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning()
    .get().id;
  printQueueOf(box.deps).poke(id);
  return id;
}
