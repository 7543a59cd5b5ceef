import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './home-status-link.module.css';

export interface HomeStatusLinkProps {
  to: string;
  label: string;
  /** What stands now (すべてオンライン, 未翻訳 英語 3件), one span each. */
  status: readonly string[];
  /** ok: nothing to do; notice: worth a look (info colours); trouble: needs the owner now (danger colours). */
  tone: 'ok' | 'notice' | 'trouble';
}

/** One line under the admin home's big buttons: a screen's name, how it stands, and a way there. */
export function HomeStatusLink({ to, label, status, tone }: HomeStatusLinkProps) {
  return (
    <Link to={to} className={[styles.link, tone === 'ok' ? '' : styles[tone]].join(' ')}>
      <span className={styles.label}>{label}</span>
      {status.map((text) => (
        <span key={text} className={styles.status}>
          {text}
        </span>
      ))}
      <span className={styles.arrow} aria-hidden="true">
        ›
      </span>
    </Link>
  );
}

/** The lines themselves, one list. */
export function HomeStatusLines({ children }: { children: ReactNode }) {
  return <div className={styles.lines}>{children}</div>;
}
