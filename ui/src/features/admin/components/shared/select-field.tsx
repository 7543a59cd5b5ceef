import type { ReactNode } from 'react';
import type { Option } from '../../lib/options';
import { Field, selectClass } from '../form/field';

export interface SelectFieldProps {
  label: string;
  value: number | string;
  options: readonly Option[];
  /** The select's value as the browser gives it ('' for the empty option). */
  onValue: (value: string) => void;
  /** A first option with the value '', e.g. 'すべて' in a search card. */
  emptyOption?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
}

/** A labelled select of the admin cards. */
export function SelectField({ label, value, options, onValue, emptyOption, required, disabled, hint }: SelectFieldProps) {
  return (
    <Field label={label} required={required} hint={hint}>
      {(c) => (
        <select {...c} className={selectClass} value={value} disabled={disabled} onChange={(e) => onValue(e.target.value)}>
          {emptyOption !== undefined && <option value="">{emptyOption}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
