import { RECEIPT_FOOTER_MAX, type ReceiptSettings } from '@contract/receipts';
import { invoiceNumberOf, TAX_ROUNDING_LABELS, TAX_ROUNDING_MODES, type TaxRounding } from '@contract/tax-rules';
import { useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { listPrinters } from '../../api/printers.api';
import { saveReceiptSettings } from '../../api/receipts.api';
import { useLoaded } from '../../lib/use-loaded';
import { useSubmit } from '../../lib/use-submit';
import styles from '../check-in/check-in.module.css';
import { controlClass, Field } from '../form/field';
import { TextInputField } from '../shared/text-input-field';
import { Card } from '../shell/admin-page';

/** The invoice registration number, how each rate's tax is rounded, the receipt printer and the footer, in one form. */
export function ReceiptsEditor({ settings }: { settings: ReceiptSettings }) {
  const t = useText(adminText).receipts;
  const [number, setNumber] = useState(settings.invoice_number ?? '');
  const [rounding, setRounding] = useState<TaxRounding>(settings.tax_rounding);
  const [printerId, setPrinterId] = useState<number | null>(settings.printer_id);
  const [footer, setFooter] = useState(settings.footer_message ?? '');
  const printers = useLoaded(listPrinters).value ?? [];
  // The box's own rule: T and 13 digits, typed as a person types (full-width, hyphens).
  const invalid = invoiceNumberOf(number) === undefined;

  const save = useSubmit(
    useCallback(async () => {
      const saved = await saveReceiptSettings({
        invoice_number: number.trim() === '' ? null : number,
        tax_rounding: rounding,
        printer_id: printerId,
        footer_message: footer.trim() === '' ? null : footer.trim(),
      });
      setNumber(saved.invoice_number ?? '');
      setRounding(saved.tax_rounding);
      setPrinterId(saved.printer_id);
      setFooter(saved.footer_message ?? '');
      showToast(text(adminText).receipts.saved, 'success');
    }, [number, rounding, printerId, footer]),
  );

  return (
    <form
      className={styles.form}
      aria-label={t.title}
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) void save.run();
      }}
    >
      <Card title={t.invoiceCard}>
        <TextInputField
          label={t.invoiceNumber}
          placeholder="T1234567890123"
          hint={t.invoiceHint}
          value={number}
          maxLength={40}
          error={invalid ? t.invoiceInvalid : null}
          onValue={setNumber}
        />
      </Card>
      <Card title={t.taxCard}>
        <Field label={t.rounding} hint={t.roundingHint}>
          {(c) => (
            <select {...c} className={controlClass} value={rounding} onChange={(e) => setRounding(e.target.value as TaxRounding)}>
              {TAX_ROUNDING_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {TAX_ROUNDING_LABELS[mode]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </Card>
      <Card title={t.printCard}>
        <Field label={t.printer} hint={t.printerHint}>
          {(c) => (
            <select
              {...c}
              className={controlClass}
              value={printerId ?? ''}
              onChange={(e) => setPrinterId(e.target.value === '' ? null : Number(e.target.value))}
            >
              <option value="">{t.noPrinter}</option>
              {printers.map((printer) => (
                <option key={printer.id} value={printer.id}>
                  {printer.name}
                </option>
              ))}
              {printerId !== null && !printers.some((p) => p.id === printerId) && (
                <option value={printerId}>{t.printerLoading}</option>
              )}
            </select>
          )}
        </Field>
        <TextInputField
          label={t.footer}
          placeholder={t.footerPlaceholder}
          hint={t.footerHint}
          value={footer}
          maxLength={RECEIPT_FOOTER_MAX}
          onValue={setFooter}
        />
      </Card>
      {save.error && <Alert tone="error">{save.error}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={invalid} loading={save.saving}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
