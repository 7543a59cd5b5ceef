import { PRINT_FAILOVER_SECONDS, PRINTER_FAMILIES, type Printer } from '@contract/printers';
import type { Station } from '@contract/stations';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { Field, selectClass } from '../form/field';
import { SelectField } from '../shared/select-field';
import { TextInputField } from '../shared/text-input-field';
import type { PrinterForm } from './use-printer-form';

export interface PrinterFieldsProps {
  form: PrinterForm;
  /** Every station, removed ones too; only active ones are offered, besides the printer's own. */
  stations: readonly Station[];
  /** The other printers: the backup picker's choices. */
  printers: readonly Printer[];
  /** The printer being edited (none when registering). */
  self?: Printer;
}

/** Name, address, model, paper, station and backup of a printer. */
export function PrinterFields({ form, stations, printers, self }: PrinterFieldsProps) {
  const text = useText(adminText).printers;
  const { values, set, errors } = form;
  const stationOptions = stations
    .filter((s) => s.active === 1 || String(s.id) === values.stationId)
    .map((s) => ({ value: s.id, label: s.active === 1 ? s.name : text.removedStation(s.name) }));
  // The box refuses the printer itself and a printer whose backup is this one.
  const backupOptions = printers
    .filter((p) => p.id !== self?.id && (self === undefined || p.backup_printer_id !== self.id))
    .map((p) => ({ value: p.id, label: p.name }));

  return (
    <>
      <TextInputField
        label={text.name}
        required
        maxLength={30}
        placeholder={text.namePlaceholder}
        value={values.name}
        onValue={(v) => set('name', v)}
      />
      <TextInputField
        label={text.host}
        required
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={253}
        placeholder={text.hostPlaceholder}
        hint={text.hostHint}
        error={errors.host}
        value={values.host}
        onValue={(v) => set('host', v)}
      />
      <TextInputField
        label={text.port}
        required
        type="number"
        inputMode="numeric"
        min={1}
        max={65535}
        step={1}
        hint={text.portHint}
        error={errors.port}
        value={values.port}
        onValue={(v) => set('port', v)}
      />
      <Field label={text.family} required>
        {(c) => (
          <select
            {...c}
            className={selectClass}
            value={values.family}
            onChange={(e) => set('family', e.target.value === 'star' ? 'star' : 'epson')}
          >
            {PRINTER_FAMILIES.map((family) => (
              <option key={family} value={family}>
                {text.families[family]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <SelectField
        label={text.paperWidth}
        required
        value={values.paperWidth}
        options={[
          { value: 80, label: text.paperWidths[80] },
          { value: 58, label: text.paperWidths[58] },
        ]}
        onValue={(v) => set('paperWidth', v === '58' ? 58 : 80)}
      />
      <SelectField
        label={text.station}
        value={values.stationId}
        options={stationOptions}
        emptyOption={text.none}
        hint={text.stationHint}
        onValue={(v) => set('stationId', v)}
      />
      <SelectField
        label={text.backup}
        value={values.backupId}
        options={backupOptions}
        emptyOption={text.none}
        hint={text.backupHint(PRINT_FAILOVER_SECONDS)}
        onValue={(v) => set('backupId', v)}
      />
    </>
  );
}
