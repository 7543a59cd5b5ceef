import type { ReactNode } from 'react';
import { LinkButton } from '@/components/ui/link-button';
import { usePageTitle } from '@/lib/use-page-title';
import styles from './thanks-page.module.css';

export interface ThanksPageProps {
  title: string;
  heading: ReactNode;
  lead?: string;
  icon: 'check' | 'bell' | 'bow';
  action: { to: string; label: string };
  /** Shown large under the heading (the bill's amount on /checkout). */
  children?: ReactNode;
}

/** The calm full-screen answers after an order, a staff call and the bill. */
export function ThanksPage({ title, heading, lead, icon, action, children }: ThanksPageProps) {
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          <ThanksIcon kind={icon} />
        </span>
        <h1 className={styles.heading}>{heading}</h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
        <LinkButton to={action.to} size="xl" className={styles.action}>
          {action.label}
        </LinkButton>
      </section>
    </div>
  );
}

function ThanksIcon({ kind }: { kind: ThanksPageProps['icon'] }) {
  if (kind === 'bell') {
    return (
      <svg viewBox="0 0 48 48" width="56" height="56" focusable="false">
        <path
          d="M24 7a12 12 0 0 0-12 12v7.2L8.6 31.8A2 2 0 0 0 10.4 35h27.2a2 2 0 0 0 1.8-3.2L36 26.2V19A12 12 0 0 0 24 7zm-4.6 31a4.8 4.8 0 0 0 9.2 0z"
          fill="currentColor"
        />
      </svg>
    );
  }
  if (kind === 'bow') {
    return (
      <svg viewBox="0 0 48 48" width="56" height="56" focusable="false">
        <path d="M12 30h24c0 7-5.4 12-12 12s-12-5-12-12z" fill="currentColor" />
        <path
          d="M18 24c-2-3 2-5 0-9m6 9c-2-3 2-5 0-9m6 9c-2-3 2-5 0-9"
          stroke="currentColor"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 48 48" width="56" height="56" focusable="false">
      <path d="M13 25l7 7 15-16" stroke="currentColor" strokeWidth="5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
