import type { PlanRun } from '@contract/plans';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { lastOrderKey, planPanelRows } from '../../model/plan-panel';
import styles from './plan-panel.module.css';
import { PlanRunCard } from './plan-run-card';

export interface PlanPanelProps {
  runs: readonly PlanRun[];
  /** The box's clock now. */
  boxNow: number;
  timeZone: string | undefined;
  /** Last orders that fell while the screen was open, not yet confirmed (`lastOrderKey`). */
  called: ReadonlySet<string>;
  onConfirm: (key: string) => void;
  /** Opens the visit's bill detail. */
  onOpen: (tableSessionId: number) => void;
}

/** The order list's 放題 strip: the tables on a timed plan, the soonest end first. Nothing when none. */
export function PlanPanel({ runs, boxNow, timeZone, called, onConfirm, onOpen }: PlanPanelProps) {
  const t = useText(staffText).plans;
  const rows = planPanelRows(runs, boxNow);
  if (rows.length === 0) return null;
  return (
    <section className={styles.panel} aria-label={t.label} data-testid="plan-panel">
      <h2 className={styles.heading}>{t.heading}</h2>
      <ul className={styles.list}>
        {rows.map((row) => {
          const key = lastOrderKey(row.run);
          return (
            <PlanRunCard
              key={row.run.line_id}
              row={row}
              timeZone={timeZone}
              called={called.has(key)}
              onConfirm={() => onConfirm(key)}
              onOpen={() => onOpen(row.run.table_session_id)}
            />
          );
        })}
      </ul>
    </section>
  );
}
