import type { Printer } from '@contract/printers';
import { useCallback, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';

export const DEFAULT_PORT = 9100;

export interface PrinterFormValues {
  name: string;
  host: string;
  port: string;
  family: Printer['family'];
  paperWidth: Printer['paper_width'];
  /** '' for none. */
  stationId: string;
  /** '' for none. */
  backupId: string;
}

/** What the register and edit forms send (the box's field names). */
export interface PrinterFields {
  name: string;
  host: string;
  port: number;
  family: Printer['family'];
  paper_width: Printer['paper_width'];
  station_id: number | null;
  backup_printer_id: number | null;
}

export interface PrinterForm {
  values: PrinterFormValues;
  set: <K extends keyof PrinterFormValues>(key: K, value: PrinterFormValues[K]) => void;
  reset: () => void;
  errors: { host: string | null; port: string | null };
  /** The fields to send once every one is valid; null until then (the save button stays disabled). */
  fields: PrinterFields | null;
}

// The box's rule (contract/printers.ts): an IPv4 address or a host name of letters, digits and hyphens.
const HOST = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const PORT = /^\d{1,5}$/;

function toPort(text: string): number | null {
  const trimmed = text.trim();
  if (!PORT.test(trimmed)) return null;
  const port = Number(trimmed);
  return port >= 1 && port <= 65535 ? port : null;
}

const idOrNull = (value: string) => (value === '' ? null : Number(value));

export function printerFormValues(printer?: Printer): PrinterFormValues {
  return {
    name: printer?.name ?? '',
    host: printer?.host ?? '',
    port: String(printer?.port ?? DEFAULT_PORT),
    family: printer?.family ?? 'epson',
    paperWidth: printer?.paper_width ?? 80,
    stationId: printer?.station_id == null ? '' : String(printer.station_id),
    backupId: printer?.backup_printer_id == null ? '' : String(printer.backup_printer_id),
  };
}

/** The fields of a printer's register and edit forms, checked as the box checks them. */
export function usePrinterForm(initial: PrinterFormValues): PrinterForm {
  const text = useText(adminText).printers;
  const [values, setValues] = useState(initial);
  const host = values.host.trim();
  const port = toPort(values.port);
  const errors = {
    host: host !== '' && !HOST.test(host) ? text.hostInvalid : null,
    port: values.port.trim() !== '' && port === null ? text.portInvalid : null,
  };
  const name = values.name.trim();
  const fields: PrinterFields | null =
    name !== '' && host !== '' && errors.host === null && port !== null
      ? {
          name,
          host,
          port,
          family: values.family,
          paper_width: values.paperWidth,
          station_id: idOrNull(values.stationId),
          backup_printer_id: idOrNull(values.backupId),
        }
      : null;
  const set = useCallback(
    <K extends keyof PrinterFormValues>(key: K, value: PrinterFormValues[K]) => setValues((v) => ({ ...v, [key]: value })),
    [],
  );
  const reset = useCallback(() => setValues(initial), [initial]);
  return { values, set, reset, errors, fields };
}
