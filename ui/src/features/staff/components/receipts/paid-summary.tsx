import type { Payment } from '@contract/bills';
import { formatYen } from '@/i18n/format';
import { receiptText } from '@/i18n/receipts';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import styles from './paid-summary.module.css';

export interface PaidSummaryProps {
  /** The visit's standing payments, as the box stored them. */
  payments: readonly Payment[];
  /** Set for a split bill: a 領収書 for this payer's payment. */
  onInvoice?: (payment: Payment, payer: string) => void;
}

/** How a paid visit was paid: each payment's method and amount, お預かり and お釣り for cash. */
export function PaidSummary({ payments, onInvoice }: PaidSummaryProps) {
  const t = useText(receiptText).paid;
  const methods = useText(staffText).register.methods;
  const split = payments.length > 1;
  return (
    <section className={styles.summary} aria-label={t.heading} data-testid="paid-summary">
      <h3 className={styles.heading}>{t.heading}</h3>
      <ul className={styles.list}>
        {payments.map((payment, i) => {
          const payer = t.payer(i + 1);
          return (
            <li key={payment.id} className={styles.payment} data-testid="paid-payment">
              {split && <span className={styles.payer}>{payer}</span>}
              <span className={styles.method}>{methods[payment.method] ?? payment.method}</span>
              <strong className={styles.amount}>{formatYen(payment.amount)}</strong>
              {payment.method === 'cash' && payment.tendered !== null && (
                <span className={styles.cash}>{t.cash(formatYen(payment.tendered), formatYen(payment.change ?? 0))}</span>
              )}
              {split && onInvoice && (
                <button
                  type="button"
                  className={styles.invoice}
                  aria-label={t.invoiceFor(payer)}
                  onClick={() => onInvoice(payment, payer)}
                >
                  {t.invoice}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
