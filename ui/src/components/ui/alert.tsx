import type { ReactNode } from 'react';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import styles from './alert.module.css';

export type AlertTone = 'info' | 'success' | 'error';

export interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  onDismiss?: () => void;
  className?: string;
}

/** An inline message; errors interrupt screen readers, the rest wait politely. */
export function Alert({ tone = 'info', children, onDismiss, className }: AlertProps) {
  const app = useText(appText);
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
    >
      <div className={styles.body}>{children}</div>
      {onDismiss && (
        <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={app.common.close}>
          ×
        </button>
      )}
    </div>
  );
}
