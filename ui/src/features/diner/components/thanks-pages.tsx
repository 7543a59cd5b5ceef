import { paths } from '@/app/paths';
import { dinerJa } from '@/i18n/diner.ja';
import { ja } from '@/i18n/ja';
import { ThanksPage } from './thanks-page';

/** /order-complete */
export function OrderCompletePage() {
  return (
    <ThanksPage
      title={ja.titles.orderComplete}
      heading={dinerJa.orderComplete.heading}
      lead={dinerJa.orderComplete.lead}
      icon="check"
      action={{ to: paths.menu, label: dinerJa.orderComplete.back }}
    />
  );
}

/** /staff-called */
export function StaffCalledPage() {
  return (
    <ThanksPage
      title={ja.titles.staffCalled}
      heading={dinerJa.staffCalled.heading}
      lead={dinerJa.staffCalled.lead}
      icon="bell"
      action={{ to: paths.menu, label: dinerJa.staffCalled.back }}
    />
  );
}

/** /checkout: SPEC.md's one sentence pair, each half on its own line. */
export function CheckoutPage() {
  const [thanks, register] = dinerJa.checkout.heading.split(' ');
  return (
    <ThanksPage
      title={ja.titles.checkout}
      heading={
        <>
          <span>{thanks}</span> <span>{register}</span>
        </>
      }
      icon="bow"
      action={{ to: paths.home, label: dinerJa.checkout.back }}
    />
  );
}
