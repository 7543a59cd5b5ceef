import type { ReactNode } from 'react';
import { Emblem } from '@/components/ui/emblem';
import { appText } from '@/i18n/app';
import { useText } from '@/i18n/use-text';
import { usePageTitle } from '@/lib/use-page-title';
import styles from './account-shell.module.css';

export interface AccountShellProps {
  /** Tab title and heading. */
  title: string;
  lead?: ReactNode;
  /** Above the heading inside the card, e.g. the account settings tabs. */
  top?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

/** Every account screen: the brand panel on the left (a bar on phones) and one card. */
export function AccountShell({ title, lead, top, wide = false, children }: AccountShellProps) {
  const app = useText(appText);
  usePageTitle(title);
  const cardClass = wide ? `${styles.card} ${styles.wide}` : styles.card;
  return (
    <div className={styles.page}>
      <aside className={styles.brand}>
        <Emblem size={72} className={styles.emblem} />
        <p className={styles.appName}>{app.app.title}</p>
        <p className={styles.subtitle}>{app.app.subtitle}</p>
      </aside>
      <section className={styles.panel}>
        <div className={cardClass}>
          {top}
          <header className={styles.header}>
            <h1 className={styles.heading}>{title}</h1>
            {lead && <p className={styles.lead}>{lead}</p>}
          </header>
          {children}
        </div>
      </section>
    </div>
  );
}
