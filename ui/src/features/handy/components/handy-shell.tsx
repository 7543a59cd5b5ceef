import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LiveBanner, LivePill } from '@/components/live/live-indicator';
import { handyText } from '@/i18n/handy';
import { useText } from '@/i18n/use-text';
import type { RealtimeStatus } from '@/lib/ws-client';
import styles from './handy-shell.module.css';

export interface HandyShellProps {
  title: string;
  status: RealtimeStatus;
  /** The way back (the table picker), at the thumb's reach on the left of the bar. */
  back?: { to: string; label: string };
  /** Right of the title: the guest count of the table. */
  aside?: ReactNode;
  children: ReactNode;
  /** Fixed to the bottom of the screen: the cart bar. */
  footer?: ReactNode;
}

/** The handy's frame: a dark bar with the screen's name and live state, the content, a bottom bar. */
export function HandyShell({ title, status, back, aside, children, footer }: HandyShellProps) {
  const handy = useText(handyText);
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        {back && (
          <Link to={back.to} className={styles.back}>
            <span aria-hidden="true">‹</span>
            {back.label}
          </Link>
        )}
        <h1 className={styles.title}>{title}</h1>
        {aside}
        <span className={styles.live}>
          <LivePill status={status} texts={handy.live} />
        </span>
      </header>
      <LiveBanner status={status} texts={handy.live} />
      <div className={[styles.content, footer ? styles.withFooter : undefined].filter(Boolean).join(' ')}>{children}</div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
