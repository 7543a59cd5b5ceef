import type { Printer, PrinterTestResponse, PrintJob } from '@contract/printers';
import type { Station } from '@contract/stations';
import type { CallBody } from '@/lib/api-client';
import { adminApi } from './admin-api';

/** The active printers, by name, with their state and waiting and held tickets. */
export async function listPrinters(signal?: AbortSignal): Promise<Printer[]> {
  return (await adminApi.call('printer.list', { query: {}, signal })).list.data;
}

/** Every station, removed ones too, so a printer's station always has a name; pickers offer the active ones. */
export async function listPrinterStations(signal?: AbortSignal): Promise<Station[]> {
  return (await adminApi.call('station.list', { query: { includeRemoved: 1 }, signal })).list.data;
}

export function createPrinter(body: CallBody<'printer.create'>) {
  return adminApi.call('printer.create', { body });
}

export function updatePrinter(body: CallBody<'printer.update'>) {
  return adminApi.call('printer.update', { body });
}

/** Removes a printer; its waiting tickets go to its backup printer, or are held. */
export function deletePrinter(id: number) {
  return adminApi.call('printer.delete', { body: { id } });
}

/** Prints a test ticket; the box answers once it printed, or after a few seconds with why not. */
export function testPrinter(id: number): Promise<PrinterTestResponse> {
  return adminApi.call('printer.test', { body: { id } });
}

export interface JobFilter {
  /** null: every printer. */
  printerId: number | null;
  state?: PrintJob['state'];
  limit: number;
}

/** Tickets newest first. */
export async function listPrintJobs(filter: JobFilter, signal?: AbortSignal): Promise<PrintJob[]> {
  const response = await adminApi.call('printJob.list', {
    query: { printer_id: filter.printerId ?? undefined, state: filter.state, limit: filter.limit },
    signal,
  });
  return response.list.data;
}

/** Held tickets printed now. */
export function releaseJobs(ids: readonly number[]) {
  return adminApi.call('printJob.release', { body: { ids: [...ids] } });
}

/** Held tickets never printed. */
export function dropJobs(ids: readonly number[]) {
  return adminApi.call('printJob.drop', { body: { ids: [...ids] } });
}

/** A ticket again, marked 再発行. */
export function reprintJob(id: number) {
  return adminApi.call('printJob.reprint', { body: { id } });
}

let timeZone: Promise<string> | null = null;

/** The shop's time zone, for the tickets' times. */
export function shopTimeZone(): Promise<string> {
  timeZone ??= adminApi.call('helper.master').then(
    (res) => res.master.timeZone,
    (error: unknown) => {
      timeZone = null;
      throw error;
    },
  );
  return timeZone;
}
