import type { ReactNode } from 'react';
import { Alert, type AlertTone } from '@/components/ui/alert';
import { AccountShell } from './account-shell';
import styles from './status-card.module.css';

export interface StatusCardProps {
  title: string;
  message: ReactNode;
  tone: AlertTone;
  actions?: ReactNode;
  top?: ReactNode;
}

/** A screen that only tells where things stand: done, invalid link, expired, already registered. */
export function StatusCard({ title, message, tone, actions, top }: StatusCardProps) {
  return (
    <AccountShell title={title} top={top}>
      <Alert tone={tone}>{message}</Alert>
      {actions && <div className={styles.actions}>{actions}</div>}
    </AccountShell>
  );
}
