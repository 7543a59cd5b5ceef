import type { ReactNode } from 'react';
import { Emblem } from '@/components/ui/emblem';
import { appText } from '@/i18n/app';
import { setupText } from '@/i18n/setup';
import { useText } from '@/i18n/use-text';
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
  const setup = useText(setupText);
  const app = useText(appText);
  usePageTitle(setup.title);
  return (
    <div className={styles.page}>
      <aside className={styles.brand}>
        <Emblem size={72} className={styles.emblem} />
        <p className={styles.appName}>{app.app.title}</p>
        <p className={styles.lead}>{setup.brandLead}</p>
        {step !== undefined && (
          <ol className={styles.steps}>
            {setup.steps.map((label, i) => (
              <li key={label} className={styles.step} data-state={i < step ? 'done' : i === step ? 'current' : 'todo'}>
                <span className={styles.stepNumber}>{i + 1}</span>
                {label}
              </li>
            ))}
          </ol>
        )}
        <p className={styles.note}>{setup.brandNote}</p>
      </aside>
      <section className={styles.panel}>
        <div className={[styles.card, center ? styles.center : undefined].filter(Boolean).join(' ')}>{children}</div>
      </section>
    </div>
  );
}
