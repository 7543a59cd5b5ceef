import type { ReceiptSettings } from '@contract/receipts';
import { invoiceNumberOf, TAX_ROUNDING_LABELS, TAX_ROUNDING_MODES, type TaxRounding } from '@contract/tax-rules';
import { useCallback, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
import { showToast } from '@/lib/toast-store';
import { saveReceiptSettings } from '../../api/receipts.api';
import { useSubmit } from '../../lib/use-submit';
import styles from '../check-in/check-in.module.css';
import { controlClass, Field } from '../form/field';
import { TextInputField } from '../shared/text-input-field';
import { Card } from '../shell/admin-page';

/** The invoice registration number and how each rate's tax is rounded, in one form. */
export function ReceiptsEditor({ settings }: { settings: ReceiptSettings }) {
  const t = useText(adminText).receipts;
  const [number, setNumber] = useState(settings.invoice_number ?? '');
  const [rounding, setRounding] = useState<TaxRounding>(settings.tax_rounding);
  // The box's own rule: T and 13 digits, typed as a person types (full-width, hyphens).
  const invalid = invoiceNumberOf(number) === undefined;

  const save = useSubmit(
    useCallback(async () => {
      const saved = await saveReceiptSettings({ invoice_number: number.trim() === '' ? null : number, tax_rounding: rounding });
      setNumber(saved.invoice_number ?? '');
      setRounding(saved.tax_rounding);
      showToast(text(adminText).receipts.saved, 'success');
    }, [number, rounding]),
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
      {save.error && <Alert tone="error">{save.error}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" disabled={invalid} loading={save.saving}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
