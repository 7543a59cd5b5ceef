import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { handyText } from '@/i18n/handy';
import { useText } from '@/i18n/use-text';
import { dropDigit, guestCount, pressDigit } from '../model/guest-count-input';
import styles from './guest-count-dialog.module.css';

export interface GuestCountDialogProps {
  open: boolean;
  tableLabel: string;
  /** The count shown first (correcting a seated table); none: the pad starts empty. */
  initial: number | null;
  /** start: seat a free table; change: correct the count of a seated one. */
  purpose: 'start' | 'change';
  busy: boolean;
  onSubmit: (count: number) => void;
  onClose: () => void;
}

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** A big number pad for the guest count (1-99): one tap for most groups, then the button. */
export function GuestCountDialog({ open, tableLabel, initial, purpose, busy, onSubmit, onClose }: GuestCountDialogProps) {
  const handy = useText(handyText);
  const [text, setText] = useState('');
  // The count shown on opening is replaced by the first digit pressed, not added to.
  const [shownInitial, setShownInitial] = useState(false);
  useEffect(() => {
    if (!open) return;
    setText(initial === null ? '' : String(initial));
    setShownInitial(initial !== null);
  }, [open, initial]);
  const count = guestCount(text);
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
        <Button size="xl" block disabled={count === null} loading={busy} onClick={() => count !== null && onSubmit(count)}>
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
    </Modal>
  );
}
