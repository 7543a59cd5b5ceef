import type { ReactNode } from 'react';
import { Emblem } from '@/components/ui/emblem';
import { ja } from '@/i18n/ja';
import { setupJa } from '@/i18n/setup.ja';
import { usePageTitle } from '@/lib/use-page-title';
import styles from './setup-shell.module.css';

export interface SetupShellProps {
  /** The step being shown, for the list on the brand panel; none for the notice screens. */
  step?: number;
  center?: boolean;
  children: ReactNode;
}

/** The first-run screens: a brand panel (a bar on phones) with the three steps, and one card. */
export function SetupShell({ step, center = false, children }: SetupShellProps) {
  usePageTitle(setupJa.title);
  return (
    <div className={styles.page}>
      <aside className={styles.brand}>
        <Emblem size={72} className={styles.emblem} />
        <p className={styles.appName}>{ja.app.title}</p>
        <p className={styles.lead}>{setupJa.brandLead}</p>
        {step !== undefined && (
          <ol className={styles.steps}>
            {setupJa.steps.map((label, i) => (
              <li key={label} className={styles.step} data-state={i < step ? 'done' : i === step ? 'current' : 'todo'}>
                <span className={styles.stepNumber}>{i + 1}</span>
                {label}
              </li>
            ))}
          </ol>
        )}
        <p className={styles.note}>{setupJa.brandNote}</p>
      </aside>
      <section className={styles.panel}>
        <div className={[styles.card, center ? styles.center : undefined].filter(Boolean).join(' ')}>{children}</div>
      </section>
    </div>
  );
}
