import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import styles from './text-field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field and announced; the field is marked invalid while set. */
  error?: string | null;
  hint?: string;
}

export function TextField({ label, error, hint, className, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className} classes={styles}>
      {(control) => <input {...control} className={styles.input} {...inputProps} />}
    </FieldFrame>
  );
}
