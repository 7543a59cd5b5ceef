import type { InputHTMLAttributes, ReactNode } from 'react';
import { controlClass, Field } from '../form/field';

export interface TextInputFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange' | 'required'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
}

/** A labelled text input of the admin cards. */
export function TextInputField({ label, value, onValue, required, hint, error, ...input }: TextInputFieldProps) {
  return (
    <Field label={label} required={required} hint={hint} error={error}>
      {(c) => <input {...c} className={controlClass} {...input} value={value} onChange={(e) => onValue(e.target.value)} />}
    </Field>
  );
}
