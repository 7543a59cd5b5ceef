import type { Printer } from '@contract/printers';
import type { Station } from '@contract/stations';
import { useCallback, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { showToast } from '@/lib/toast-store';
import { updatePrinter } from '../../api/printers.api';
import { useSubmit } from '../../lib/use-submit';
import { RowEditForm } from '../shared/row-edit-form';
import { PrinterFields } from './printer-fields';
import { printerFormValues, usePrinterForm } from './use-printer-form';

export interface PrinterEditFormProps {
  printer: Printer;
  stations: readonly Station[];
  printers: readonly Printer[];
  onDone: (saved: boolean) => void;
}

/** The row as a form: cancel or a successful update closes it. */
export function PrinterEditForm({ printer, stations, printers, onDone }: PrinterEditFormProps) {
  const [initial] = useState(() => printerFormValues(printer));
  const form = usePrinterForm(initial);
  const { fields } = form;

  const save = useSubmit(
    useCallback(async () => {
      if (!fields) return;
      await updatePrinter({ id: printer.id, ...fields });
      showToast(text(adminText).printers.updated, 'success');
      onDone(true);
    }, [printer.id, fields, onDone]),
  );

  return (
    <RowEditForm name={printer.name} ready={fields !== null} save={save} onCancel={() => onDone(false)}>
      <PrinterFields form={form} stations={stations} printers={printers} self={printer} />
    </RowEditForm>
  );
}
