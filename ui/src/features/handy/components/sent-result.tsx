import { labelPlainText } from '@contract/label-text';
import type { OrderCreateResponse } from '@contract/orders';
import { LineOptions } from '@/components/options/line-options';
import { Button } from '@/components/ui/button';
import { LinkButton } from '@/components/ui/link-button';
import { handyText } from '@/i18n/handy';
import { useText } from '@/i18n/use-text';
import styles from './sent-result.module.css';

export interface SentResultProps {
  tableLabel: string;
  answer: OrderCreateResponse;
  /** Where the table picker is. */
  tablesTo: string;
  onMore: () => void;
}

/** The box has the order: what it took (its own answer), then more for this table or another table. */
export function SentResult({ tableLabel, answer, tablesTo, onMore }: SentResultProps) {
  const handy = useText(handyText);
  return (
    <section className={styles.sent} aria-labelledby="handy-sent-heading">
      <div className={styles.head} role="status">
        <span className={styles.mark} aria-hidden="true">
          ✓
        </span>
        <h2 id="handy-sent-heading" className={styles.heading}>
          {handy.sent.title}
        </h2>
        <p>{handy.sent.lead(tableLabel)}</p>
      </div>
      <ul className={styles.lines} aria-label={handy.sent.lines}>
        {answer.order.items.map((line) => (
          <li key={line.id} className={styles.line}>
            <span>
              {labelPlainText(line.menuitems.label)}
              <LineOptions options={line.options} note={line.note} noteLabel={handy.options.noteLabel} />
            </span>
            <span className={styles.quantity}>×{line.quantity}</span>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button size="xl" block onClick={onMore}>
          {handy.sent.more}
        </Button>
        <LinkButton to={tablesTo} variant="secondary" size="lg" block>
          {handy.sent.tables}
        </LinkButton>
      </div>
    </section>
  );
}
