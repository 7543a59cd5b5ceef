import type { ReactNode } from 'react';
import { ClockAlert } from '@/components/clock/clock-alert';
import { DiskAlert } from '@/components/disk/disk-alert';
import { LiveBanner, LivePill } from '@/components/live/live-indicator';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { usePageTitle } from '@/lib/use-page-title';
import type { RealtimeStatus } from '@/lib/ws-client';
import { PrinterAlert } from './printer-alert';
import styles from './staff-shell.module.css';

export interface StaffShellProps {
  title: string;
  status: RealtimeStatus;
  /** Beside the title: counts, the sound switch (in the bar, so nothing covers the content). */
  summary?: ReactNode;
  /** Navigation buttons, right of the title. */
  actions: ReactNode;
  children: ReactNode;
}

/** The frame of a staff screen: a dark bar readable across a counter, live state, the content. */
export function StaffShell({ title, status, summary, actions, children }: StaffShellProps) {
  usePageTitle(title);
  const staff = useText(staffText);
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          <LivePill status={status} texts={staff.live} />
        </div>
        {summary && <div className={styles.summary}>{summary}</div>}
        <nav className={styles.actions}>{actions}</nav>
      </header>
      <LiveBanner status={status} texts={staff.live} />
      <PrinterAlert />
      <DiskAlert texts={staff.disk} />
      <ClockAlert texts={staff.clock} />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
