import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import styles from './simple-page.module.css';

export interface SimplePageProps {
  title: string;
  text?: ReactNode;
  actions?: ReactNode;
}

/** A centred card with a heading: placeholders, not-found and error screens. */
export function SimplePage({ title, text, actions }: SimplePageProps) {
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {text && <p className={styles.text}>{text}</p>}
        {actions}
      </section>
    </div>
  );
}
