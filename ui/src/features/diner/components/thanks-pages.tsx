import { paths } from '@/app/paths';
import { appText } from '@/i18n/app';
import { dinerText } from '@/i18n/diner';
import { useText } from '@/i18n/use-text';
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

/** /checkout: SPEC.md's one sentence pair, each half on its own line. */
export function CheckoutPage() {
  const app = useText(appText);
  const diner = useText(dinerText);
  const [thanks, register] = diner.checkout.heading;
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
    />
  );
}
