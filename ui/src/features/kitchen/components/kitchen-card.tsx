import type { KitchenCard as Card, KitchenLine } from '@contract/kitchen';
import type { Station } from '@contract/stations';
import { useId } from 'react';
import { formatClock } from '@/i18n/format';
import { kitchenText } from '@/i18n/kitchen';
import { useText } from '@/i18n/use-text';
import { cardAge, elapsedMinutes } from '../model/age';
import { hasNewCancel } from '../model/card-lines';
import { CardLine } from './card-line';
import styles from './kitchen-card.module.css';

export interface KitchenCardProps {
  card: Card;
  station: Pick<Station, 'warn_minutes' | 'late_minutes'>;
  /** The box's clock now. */
  now: number;
  timeZone: string | undefined;
  fresh: boolean;
  busy: ReadonlySet<number>;
  onBumpLine: (card: Card, line: KitchenLine) => void;
  onRecallLine: (card: Card, line: KitchenLine) => void;
  onBumpCard: (card: Card) => void;
}

/**
 * One order at the station: the table big, 新規 or 追加, when it was ordered and how long ago,
 * the header coloured (and worded) by age, a row per line, and 完了 for the whole card.
 */
export function KitchenCard({
  card,
  station,
  now,
  timeZone,
  fresh,
  busy,
  onBumpLine,
  onRecallLine,
  onBumpCard,
}: KitchenCardProps) {
  const kitchen = useText(kitchenText);
  const titleId = useId();
  const minutes = elapsedMinutes(card.created_at, now);
  const age = cardAge(minutes, station);
  const newCancel = hasNewCancel(card);
  const ageWord = kitchen.cards.age[age];
  return (
    <article
      className={[styles.card, fresh ? styles.fresh : undefined, newCancel ? styles.withCancel : undefined]
        .filter(Boolean)
        .join(' ')}
      data-age={age}
      data-order-id={card.order_id}
      aria-labelledby={titleId}
    >
      <header className={styles.head}>
        <div className={styles.headTop}>
          <h2 id={titleId} className={styles.table}>
            {card.table_label}
          </h2>
          <span className={styles.kind} data-kind={card.kind}>
            {kitchen.cards.kind[card.kind]}
          </span>
          {newCancel && <span className={styles.cancelMark}>{kitchen.cards.cancelMark}</span>}
        </div>
        <div className={styles.headBottom}>
          <span>{kitchen.cards.orderedAt(formatClock(card.created_at, timeZone))}</span>
          <span className={styles.elapsed}>
            {ageWord && <strong className={styles.ageWord}>{ageWord}</strong>}
            {kitchen.cards.elapsed(minutes)}
          </span>
        </div>
      </header>
      <ul className={styles.lines}>
        {card.lines.map((line) => (
          <CardLine
            key={line.id}
            line={line}
            busy={busy.has(line.id)}
            onBump={() => onBumpLine(card, line)}
            onRecall={() => onRecallLine(card, line)}
          />
        ))}
      </ul>
      <button
        type="button"
        className={styles.bump}
        aria-label={kitchen.cards.bumpCardLabel(card.table_label)}
        onClick={() => onBumpCard(card)}
      >
        {kitchen.cards.bumpCard}
      </button>
    </article>
  );
}
