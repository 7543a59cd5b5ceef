import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'lg' | 'xl';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** Class names of a button, shared with LinkButton so links that act as buttons look the same. */
export function buttonClassName({ variant = 'primary', size = 'md', block = false }: ButtonLook, extra?: string): string {
  return [styles.button, styles[variant], size === 'md' ? undefined : styles[size], block ? styles.block : undefined, extra]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner and blocks further presses while a call is running. */
  loading?: boolean;
}

export function Button({ variant, size, block, loading = false, className, disabled, children, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={buttonClassName({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" tone="inherit" decorative />}
      {children}
    </button>
  );
}
