import { setupText } from '@/i18n/setup';
import { useText } from '@/i18n/use-text';
import type { SetupValues } from '../setup-validation';
import styles from './setup-wizard.module.css';

/** What the last step is about to register, for a final look before the button. */
export function SetupSummary({ values }: { values: SetupValues }) {
  const setup = useText(setupText);
  const p = setup.page;
  return (
    <section className={styles.summary} aria-label={p.summary}>
      <h2 className={styles.summaryTitle}>{p.summary}</h2>
      <dl className={styles.summaryList}>
        <dt>{p.summaryShop}</dt>
        <dd>{values.shopName.trim()}</dd>
        <dt>{p.summaryOwner}</dt>
        <dd>
          {values.lastName.trim()} {values.firstName.trim()}
          <span className={styles.summaryEmail}>{values.ownerEmail.trim()}</span>
        </dd>
      </dl>
    </section>
  );
}
