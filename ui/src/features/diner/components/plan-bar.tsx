import { minutesUntil } from '@contract/plan-timeline';
import { dinerText } from '@/i18n/diner';
import { formatClock } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { useShopTimeZone } from '@/lib/use-shop-time-zone';
import { useMenuTexts } from '../menu/menu-text';
import type { TimedPlan } from '../plans/plan-view';
import { ItemLabel } from './item-label';
import styles from './plan-bar.module.css';

export interface PlanBarProps {
  plans: readonly TimedPlan[];
  /** The box's clock. */
  now: number;
}

/** Under the top bar: each timed plan with the time left and its last order, on the box's clock. */
export function PlanBar({ plans, now }: PlanBarProps) {
  const diner = useText(dinerText);
  const timeZone = useShopTimeZone();
  // The run froze the plan's Japanese name; its current translation comes from the loaded menu.
  const texts = useMenuTexts();
  if (plans.length === 0) return null;
  return (
    <ul className={styles.bar} aria-label={diner.plans.takers}>
      {plans.map(({ run, phase }) => (
        <li key={run.line_id} className={styles.plan} data-phase={phase} data-testid="plan-status">
          <span className={styles.label}>
            <ItemLabel html={run.label} translations={texts.itemTranslations(run.item_id)} />
          </span>
          {phase === 'ended' ? (
            <strong className={styles.state}>{diner.plans.ended}</strong>
          ) : (
            <>
              <strong className={styles.remaining}>{diner.plans.remaining(minutesUntil(run.ends_at, now))}</strong>
              <span className={styles.time}>{diner.plans.lastOrderAt(formatClock(run.last_order_at, timeZone))}</span>
              <span className={styles.time}>{diner.plans.endsAt(formatClock(run.ends_at, timeZone))}</span>
              {phase === 'nearLastOrder' && (
                <strong className={styles.state}>{diner.plans.nearLastOrder(minutesUntil(run.last_order_at, now))}</strong>
              )}
              {phase === 'afterLastOrder' && <strong className={styles.state}>{diner.plans.afterLastOrder}</strong>}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
