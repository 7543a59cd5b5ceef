import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import styles from './admin-page.module.css';

export interface AdminPageProps {
  title: string;
  lead?: ReactNode;
  /** Shown at the right of the heading (on phones under it). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One management screen: its heading, its title in the tab, and its cards. */
export function AdminPage({ title, lead, actions, children }: AdminPageProps) {
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headings}>
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
    </div>
  );
}

export interface CardProps {
  title: ReactNode;
  /** Right of the title, e.g. a count. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}

export function Card({ title, aside, children, className }: CardProps) {
  return (
    <section className={[styles.card, className].filter(Boolean).join(' ')}>
      <header className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>{title}</h2>
        {aside && <span className={styles.cardAside}>{aside}</span>}
      </header>
      <div className={styles.cardBody}>{children}</div>
    </section>
  );
}

export interface CollapsibleCardProps {
  title: ReactNode;
  open: boolean;
  onToggle: (open: boolean) => void;
  children: ReactNode;
}

/** A card that folds away (the register card), on a native <details> so it works by keyboard too. */
export function CollapsibleCard({ title, open, onToggle, children }: CollapsibleCardProps) {
  return (
    <details className={[styles.card, styles.collapsible].join(' ')} open={open} onToggle={(e) => onToggle(e.currentTarget.open)}>
      <summary className={styles.summary}>
        <span className={styles.plus} aria-hidden="true" />
        <h2 className={styles.cardTitle}>{title}</h2>
      </summary>
      <div className={styles.cardBody}>{children}</div>
    </details>
  );
}
