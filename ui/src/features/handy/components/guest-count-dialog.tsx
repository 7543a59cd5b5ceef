import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { handyText } from '@/i18n/handy';
import { useText } from '@/i18n/use-text';
import { dropDigit, guestCount, pressDigit } from '../model/guest-count-input';
import styles from './guest-count-dialog.module.css';
import { LineStepper } from './line-stepper';

export interface GuestCountDialogProps {
  open: boolean;
  tableLabel: string;
  /** The count shown first (correcting a seated table); none: the pad starts empty. */
  initial: number | null;
  /** start: seat a free table; change: correct the count of a seated one. */
  purpose: 'start' | 'change';
  /** The shop counts children apart (they pay no cover charge): the pad asks うち子供 too. */
  countChildren: boolean;
  /** Children counted before (correcting a seated table). */
  initialChildren: number | null;
  busy: boolean;
  onSubmit: (count: number, children: number | null) => void;
  onClose: () => void;
}

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** A big number pad for the guest count (1-99): one tap for most groups, then the button. */
export function GuestCountDialog({
  open,
  tableLabel,
  initial,
  purpose,
  countChildren,
  initialChildren,
  busy,
  onSubmit,
  onClose,
}: GuestCountDialogProps) {
  const handy = useText(handyText);
  const [text, setText] = useState('');
  const [children, setChildren] = useState(0);
  // The count shown on opening is replaced by the first digit pressed, not added to.
  const [shownInitial, setShownInitial] = useState(false);
  useEffect(() => {
    if (!open) return;
    setText(initial === null ? '' : String(initial));
    setShownInitial(initial !== null);
    setChildren(initialChildren ?? 0);
  }, [open, initial, initialChildren]);
  const count = guestCount(text);
  // Never more children than guests: the count may shrink under them.
  const childrenNow = Math.min(children, count ?? 0);
  const press = (digit: number) => {
    setText((t) => pressDigit(shownInitial ? '' : t, digit));
    setShownInitial(false);
  };
  const edit = (next: string) => {
    setText(next);
    setShownInitial(false);
  };
  const submitLabel =
    count === null ? handy.guests.startEmpty : purpose === 'start' ? handy.guests.start(count) : handy.guests.save(count);

  return (
    <Modal
      open={open}
      onClose={onClose}
      dismissible={!busy}
      title={handy.guests.title(tableLabel)}
      footer={
        <Button
          size="xl"
          block
          disabled={count === null}
          loading={busy}
          onClick={() => count !== null && onSubmit(count, countChildren ? childrenNow : null)}
        >
          {submitLabel}
        </Button>
      }
    >
      <p className={styles.lead}>{handy.guests.lead}</p>
      <output className={styles.display} aria-live="polite" aria-label={handy.guests.pad}>
        <span className={styles.number}>{text === '' ? '–' : text}</span>
        <span className={styles.unit}>{handy.guests.unit}</span>
      </output>
      <fieldset className={styles.pad}>
        <legend className="visually-hidden">{handy.guests.pad}</legend>
        {DIGITS.map((digit) => (
          <button key={digit} type="button" className={styles.key} onClick={() => press(digit)} disabled={busy}>
            {digit}
          </button>
        ))}
        <button type="button" className={[styles.key, styles.soft].join(' ')} onClick={() => edit('')} disabled={busy}>
          {handy.guests.clear}
        </button>
        <button type="button" className={styles.key} onClick={() => press(0)} disabled={busy}>
          0
        </button>
        <button
          type="button"
          className={[styles.key, styles.soft].join(' ')}
          onClick={() => edit(dropDigit(text))}
          disabled={busy}
          aria-label={handy.guests.backspace}
        >
          ⌫
        </button>
      </fieldset>
      {countChildren && (
        <p className={styles.children}>
          <span>{handy.guests.children}</span>
          <LineStepper
            value={childrenNow}
            onChange={(next) => setChildren(Math.max(0, Math.min(next, count ?? 0)))}
            decreaseLabel={handy.guests.fewerChildren}
            increaseLabel={handy.guests.moreChildren}
            disabled={busy || count === null}
          />
          <span>{handy.guests.unit}</span>
        </p>
      )}
    </Modal>
  );
}
