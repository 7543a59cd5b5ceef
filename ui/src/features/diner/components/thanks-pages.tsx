import { SESSION_STATUS } from '@contract/constants';
import { useEffect } from 'react';
import { appText } from '@/i18n/app';
import { dinerText } from '@/i18n/diner';
import { formatYen } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { paths } from '@/lib/paths';
import { useIdentity } from '../state/identity-store';
import { refreshVisit, useVisit } from '../state/visit-store';
import { Phrases } from './phrases';
import { ThanksPage } from './thanks-page';
import styles from './thanks-page.module.css';

/** /order-complete */
export function OrderCompletePage() {
  const app = useText(appText);
  const diner = useText(dinerText);
  return (
    <ThanksPage
      title={app.titles.orderComplete}
      heading={<Phrases phrases={diner.orderComplete.heading} />}
      lead={diner.orderComplete.lead}
      icon="check"
      action={{ to: paths.menu, label: diner.orderComplete.back }}
    />
  );
}

/** /staff-called */
export function StaffCalledPage() {
  const app = useText(appText);
  const diner = useText(dinerText);
  return (
    <ThanksPage
      title={app.titles.staffCalled}
      heading={<Phrases phrases={diner.staffCalled.heading} />}
      lead={diner.staffCalled.lead}
      icon="bell"
      action={{ to: paths.menu, label: diner.staffCalled.back }}
    />
  );
}

/**
 * /checkout: SPEC.md's one sentence pair, each half on its own line, and the amount to pay, large,
 * for the guests to have ready at the register (the box's total: a discount given meanwhile shows).
 */
export function CheckoutPage() {
  const app = useText(appText);
  const diner = useText(dinerText);
  const [thanks, register] = diner.checkout.heading;
  const visit = useVisit();
  const identity = useIdentity();
  const tableId = identity.status === 'registered' ? identity.table?.id : undefined;
  // Opened afresh (a reload): read the table's visit, so the amount is there again.
  useEffect(() => {
    if (tableId !== undefined && visit.status === 'idle') void refreshVisit(tableId);
  }, [tableId, visit.status]);
  const session = visit.session;
  const amount = session?.status === SESSION_STATUS.billRequested ? session.total_amount : null;
  return (
    <ThanksPage
      title={app.titles.checkout}
      heading={
        <>
          <span className={styles.sentence}>
            <Phrases phrases={thanks} />
          </span>{' '}
          <span className={styles.sentence}>
            <Phrases phrases={register} />
          </span>
        </>
      }
      icon="bow"
      action={{ to: paths.home, label: diner.checkout.back }}
    >
      {amount !== null && (
        <p className={styles.amount} data-testid="checkout-amount">
          <span className={styles.amountLabel}>{diner.checkout.amountLabel}</span>
          <strong className={styles.amountValue}>{formatYen(amount)}</strong>
          <span className={styles.amountLabel}>{diner.checkout.taxIncluded}</span>
        </p>
      )}
    </ThanksPage>
  );
}
