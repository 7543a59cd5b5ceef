import type { ReactNode } from 'react';
import { type ControlProps, FieldFrame } from '@/components/ui/field-frame';
import styles from './fields.module.css';

export type { ControlProps };

export interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** The admin cards' field: the shared label, hint and error frame in the denser admin look. */
export function Field(props: FieldProps) {
  return <FieldFrame {...props} classes={styles} />;
}

export const controlClass = styles.control;
export const selectClass = [styles.control, styles.select].join(' ');
export const textAreaClass = [styles.control, styles.textarea].join(' ');
