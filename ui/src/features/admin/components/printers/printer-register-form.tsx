import type { Printer } from '@contract/printers';
import type { Station } from '@contract/stations';
import { useCallback, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { showToast } from '@/lib/toast-store';
import { createPrinter } from '../../api/printers.api';
import { useSubmit } from '../../lib/use-submit';
import { RegisterCard } from '../shared/register-card';
import { PrinterFields } from './printer-fields';
import { printerFormValues, usePrinterForm } from './use-printer-form';

export interface PrinterRegisterFormProps {
  stations: readonly Station[];
  printers: readonly Printer[];
  onSaved: () => void;
}

/** The register card: port 9100, Epson and 80 mm prefilled, the station and backup left at none. */
export function PrinterRegisterForm({ stations, printers, onSaved }: PrinterRegisterFormProps) {
  const [initial] = useState(() => printerFormValues());
  const form = usePrinterForm(initial);
  const { fields, reset } = form;

  const save = useSubmit(
    useCallback(async () => {
      if (!fields) return;
      await createPrinter(fields);
      showToast(text(adminText).printers.created, 'success');
      reset();
      onSaved();
    }, [fields, reset, onSaved]),
  );

  return (
    <RegisterCard ready={fields !== null} save={save}>
      <PrinterFields form={form} stations={stations} printers={printers} />
    </RegisterCard>
  );
}
