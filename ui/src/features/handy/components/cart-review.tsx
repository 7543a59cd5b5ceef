import { useState } from 'react';
import { LineOptions } from '@/components/options/line-options';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatYen } from '@/i18n/format';
import { handyText } from '@/i18n/handy';
import { useText } from '@/i18n/use-text';
import type { OrderCart } from '../hooks/use-order-cart';
import { type CartLine, cartAmount, cartCount, handyLineKey, linePrice, linesOfItems } from '../model/cart-lines';
import styles from './cart-review.module.css';
import { LineStepper } from './line-stepper';
import { NoteDialog } from './note-dialog';

export interface CartReviewProps {
  tableLabel: string;
  cart: OrderCart;
  /** Genres a plan of the visit makes free. */
  freeMenuIds: readonly number[];
  onBack: () => void;
}

/** The cart before it goes: steppers per line, sold-out lines marked for removal, send and retry. */
export function CartReview({ tableLabel, cart, freeMenuIds, onBack }: CartReviewProps) {
  const handy = useText(handyText);
  const { lines, failure, locked, sending } = cart;
  const unavailable = failure?.kind === 'refused' ? failure.unavailableIds : [];
  const unavailableLines = linesOfItems(lines, unavailable);
  const [noting, setNoting] = useState<CartLine | null>(null);
  const count = cartCount(lines);
  const hasFree = lines.some((line) => freeMenuIds.includes(line.menuId));

  return (
    <section className={styles.review} aria-labelledby="handy-review-heading">
      <div className={styles.head}>
        <h2 id="handy-review-heading" className={styles.heading}>
          {handy.review.title}
        </h2>
        <p className={styles.table}>{handy.review.table(tableLabel)}</p>
      </div>

      {failure?.kind === 'uncertain' && <Alert tone="error">{handy.review.uncertain}</Alert>}
      {failure?.kind === 'refused' && unavailableLines.length > 0 && (
        <Alert tone="error">
          <p>{handy.review.unavailableAlert(unavailableLines.map((line) => line.label).join('、'))}</p>
          <Button variant="danger" className={styles.alertAction} onClick={() => cart.remove(unavailableLines.map(handyLineKey))}>
            {handy.review.removeUnavailable}
          </Button>
        </Alert>
      )}
      {failure?.kind === 'refused' && unavailable.length === 0 && <Alert tone="error">{failure.message}</Alert>}

      <ul className={styles.lines} aria-label={handy.review.title}>
        {lines.map((line) => {
          const soldOut = unavailable.includes(line.id);
          const key = handyLineKey(line);
          return (
            <li key={key} className={[styles.line, soldOut ? styles.soldOut : undefined].filter(Boolean).join(' ')}>
              <div className={styles.lineText}>
                <span className={styles.label}>{line.label}</span>
                <LineOptions options={line.options} note={line.note} withDeltas noteLabel={handy.options.noteLabel} />
                <span className={styles.price}>
                  {soldOut
                    ? handy.review.unavailable
                    : handy.review.unitPrice(formatYen(linePrice(line, freeMenuIds)), line.quantity)}
                </span>
              </div>
              <div className={styles.lineActions}>
                <LineStepper
                  value={line.quantity}
                  onChange={(next) => cart.setLineQuantity(key, next)}
                  decreaseLabel={handy.review.decrease(line.label)}
                  increaseLabel={handy.review.increase(line.label)}
                  disabled={locked || soldOut}
                />
                <Button
                  variant="ghost"
                  onClick={() => setNoting(line)}
                  disabled={locked || soldOut}
                  aria-label={handy.options.editNoteLabel(line.label)}
                >
                  {handy.options.editNote}
                </Button>
                <Button
                  variant={soldOut ? 'danger' : 'ghost'}
                  onClick={() => cart.remove([key])}
                  disabled={locked}
                  aria-label={handy.review.removeLabel(line.label)}
                >
                  {handy.review.remove}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>

      <div className={styles.total}>
        <span>{handy.review.total}</span>
        <strong>{formatYen(cartAmount(lines, freeMenuIds))}</strong>
      </div>
      {hasFree && <p className={styles.note}>{handy.review.totalNote}</p>}

      <div className={styles.actions}>
        {failure?.kind === 'uncertain' ? (
          <Button size="xl" block loading={sending} onClick={cart.send}>
            {sending ? handy.review.sending : handy.review.retry}
          </Button>
        ) : (
          <Button size="xl" block loading={sending} disabled={count === 0 || unavailableLines.length > 0} onClick={cart.send}>
            {sending ? handy.review.sending : handy.review.send(count)}
          </Button>
        )}
        <div className={styles.secondary}>
          <Button variant="secondary" size="lg" onClick={onBack} disabled={sending}>
            {handy.review.backToMenu}
          </Button>
          <Button variant="ghost" size="lg" onClick={cart.clear} disabled={locked || count === 0}>
            {handy.review.clear}
          </Button>
        </div>
      </div>
      <NoteDialog
        line={noting}
        onClose={() => setNoting(null)}
        onSave={(note) => {
          if (noting) cart.setLineNote(handyLineKey(noting), note);
          setNoting(null);
        }}
      />
    </section>
  );
}
