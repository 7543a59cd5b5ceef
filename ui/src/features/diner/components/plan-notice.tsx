import { labelPlainText } from '@contract/label-text';
import { menuText } from '@contract/menu-text';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { dinerText } from '@/i18n/diner';
import { formatClock } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { playPlanNotice } from '@/lib/sounds/diner-sounds';
import { useShopTimeZone } from '@/lib/use-shop-time-zone';
import { useMenuTexts } from '../menu/menu-text';
import { dueNotice, markSeen, type TimedPlan } from '../plans/plan-view';
import { Phrases } from './phrases';

/** Notices already closed on this tablet (a reload shows an unseen one again, never a seen one twice). */
const seen = new Map<string, number>();

/** The banner 10 minutes (the owner's setting) before last order, and at last order, once each. */
export function PlanNotice({ plans }: { plans: readonly TimedPlan[] }) {
  const diner = useText(dinerText);
  const timeZone = useShopTimeZone();
  const texts = useMenuTexts();
  const [, setShown] = useState(0);
  const notice = dueNotice(plans, seen);
  const key = notice?.key;
  useEffect(() => {
    if (key !== undefined) playOnce(key);
  }, [key]);
  if (!notice) return null;
  const run = notice.plan.run;
  // The plan's name in the diner's language (the loaded menu's translation of its item), else its Japanese.
  const label = menuText(labelPlainText(run.label), texts.itemTranslations(run.item_id), texts.locale, 'name');
  const close = () => {
    markSeen(seen, notice);
    setShown((n) => n + 1);
  };
  const warn = notice.kind === 'warn';
  return (
    <Modal
      open
      onClose={close}
      title={warn ? diner.plans.warnTitle : diner.plans.lastOrderTitle}
      footer={
        <Button size="lg" onClick={close}>
          {diner.plans.ok}
        </Button>
      }
    >
      <p data-testid="plan-notice" data-kind={notice.kind}>
        <Phrases
          phrases={
            warn
              ? diner.plans.warnBody(label, formatClock(notice.plan.run.last_order_at, timeZone))
              : diner.plans.lastOrderBody(label)
          }
        />
      </p>
    </Modal>
  );
}

const chimed = new Set<string>();
function playOnce(key: string): void {
  if (chimed.has(key)) return;
  chimed.add(key);
  playPlanNotice();
}
