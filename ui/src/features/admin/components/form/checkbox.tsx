import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  children: ReactNode;
}

/** A checkbox whose whole label is the touch target (48 px high). */
export function Checkbox({ children, className, ...input }: CheckboxProps) {
  return (
    <label className={[styles.checkbox, className].filter(Boolean).join(' ')}>
      <input type="checkbox" className={styles.box} {...input} />
      <span>{children}</span>
    </label>
  );
}
