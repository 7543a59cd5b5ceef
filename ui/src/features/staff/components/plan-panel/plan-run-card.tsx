import { formatClock } from '@/i18n/format';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import { plainLabel } from '../../model/format';
import type { PlanPanelRow } from '../../model/plan-panel';
import styles from './plan-panel.module.css';

export interface PlanRunCardProps {
  row: PlanPanelRow;
  timeZone: string | undefined;
  /** Its last order fell while the screen was open and staff have not confirmed it. */
  called: boolean;
  onConfirm: () => void;
  onOpen: () => void;
}

/** One plan at one table: the table, the plan, takers of guests, minutes left, last order and its mark. */
export function PlanRunCard({ row, timeZone, called, onConfirm, onOpen }: PlanRunCardProps) {
  const t = useText(staffText).plans;
  const { run, phase } = row;
  const mark =
    phase === 'nearLastOrder'
      ? t.toLastOrder(row.minutesToLastOrder)
      : phase === 'afterLastOrder'
        ? t.afterLastOrder
        : phase === 'ended'
          ? t.ended
          : null;
  return (
    <li className={styles.card} data-testid="plan-run" data-phase={phase} data-called={called || undefined}>
      <button type="button" className={styles.open} onClick={onOpen}>
        <span className={styles.top}>
          <span className={styles.table}>{run.table_label}</span>
          {mark && (
            <span className={styles.mark} data-testid="plan-mark">
              {mark}
            </span>
          )}
        </span>
        <span className={styles.plan}>{plainLabel(run.label)}</span>
        <span className={styles.facts}>
          <span>
            <span aria-hidden="true">{t.guests(run.takers, run.guest_count)}</span>
            <span className="visually-hidden">{t.guestsLabel(run.takers, run.guest_count)}</span>
          </span>
          {phase === 'ended' ? (
            <span className={styles.over}>{t.over(row.minutesOver)}</span>
          ) : (
            <span className={styles.left}>{t.left(row.minutesLeft)}</span>
          )}
          <span>{t.lastOrderAt(formatClock(run.last_order_at, timeZone))}</span>
        </span>
      </button>
      {called && (
        <div className={styles.called} role="status">
          <span>{t.called}</span>
          <button type="button" className={styles.confirm} onClick={onConfirm} aria-label={t.calledOkLabel(run.table_label)}>
            {t.calledOk}
          </button>
        </div>
      )}
    </li>
  );
}
