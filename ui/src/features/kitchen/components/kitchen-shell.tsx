import type { ReactNode } from 'react';
import { LiveBanner, LivePill } from '@/components/live/live-indicator';
import { kitchenText } from '@/i18n/kitchen';
import { useText } from '@/i18n/use-text';
import { usePageTitle } from '@/lib/use-page-title';
import type { RealtimeStatus } from '@/lib/ws-client';
import styles from './kitchen-shell.module.css';

export interface KitchenShellProps {
  /** The document title. */
  pageTitle: string;
  /** The big name in the bar under the display's name: the station, or the view; none: the display's name alone. */
  heading?: ReactNode;
  /** Live updates, once the screen listens. */
  status?: RealtimeStatus;
  /** Beside the heading: counts, sound state. */
  summary?: ReactNode;
  /** Right of the bar: the views, the station, 元に戻す. */
  actions?: ReactNode;
  /** The sound banner (fixed at the bottom). */
  notice?: ReactNode;
  children: ReactNode;
}

/** The frame of the kitchen display: a dark bar read from across the kitchen, live state, the content. */
export function KitchenShell({ pageTitle, heading, status, summary, actions, notice, children }: KitchenShellProps) {
  const kitchen = useText(kitchenText);
  usePageTitle(pageTitle);
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <div className={styles.heading}>
          <h1 className={styles.title}>
            {heading ? (
              <>
                <span className={styles.eyebrow}>{kitchen.title}</span>
                <span className={styles.name}>{heading}</span>
              </>
            ) : (
              <span className={styles.name}>{kitchen.title}</span>
            )}
          </h1>
          {status && <LivePill status={status} texts={kitchen.live} />}
        </div>
        {summary && <div className={styles.summary}>{summary}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {status && <LiveBanner status={status} texts={kitchen.live} />}
      {notice}
      <div className={styles.content}>{children}</div>
    </div>
  );
}
