import { useState } from 'react';
import { formatYen } from '@/i18n/format';
import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import styles from './cash-tendered.module.css';

/** The notes guests hand over most: one tap fills お預かり. */
const NOTES = [1_000, 5_000, 10_000] as const;
const PAD_KEYS = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '00', '0'] as const;
const MAX_DIGITS = 9;

export interface CashTenderedProps {
  /** 1人目, 2人目: names the controls of this payer. */
  payer: string;
  /** What this payer owes. */
  amount: number;
  /** お預かり as typed. */
  text: string;
  onText: (text: string) => void;
}

/**
 * A cash payer's お預かり: the field, ちょうど and the usual notes at touch size, and a number pad
 * (テンキー) for a phone whose keyboard would cover the register.
 */
export function CashTendered({ payer, amount, text, onText }: CashTenderedProps) {
  const t = useText(staffText).register;
  const [pad, setPad] = useState(false);
  const digits = text.normalize('NFKC').replace(/\D/g, '');
  const press = (key: string) => {
    const next = (digits + key).replace(/^0+(?=\d)/, '');
    if (next.length <= MAX_DIGITS) onText(next);
  };

  return (
    <div className={styles.cash}>
      <div className={styles.fieldRow}>
        <label className={styles.field}>
          <span>{t.tendered}</span>
          <input
            aria-label={`${payer} ${t.tendered}`}
            inputMode="numeric"
            value={text}
            placeholder={String(amount)}
            onChange={(e) => onText(e.target.value)}
          />
        </label>
        <button
          type="button"
          className={styles.padToggle}
          aria-expanded={pad}
          aria-label={t.padLabel(payer)}
          onClick={() => setPad((open) => !open)}
        >
          {t.pad}
        </button>
      </div>
      <fieldset className={styles.quick} aria-label={t.quickLabel(payer)}>
        <button type="button" className={styles.key} onClick={() => onText(String(amount))}>
          {t.exact}
        </button>
        {NOTES.map((note) => (
          <button key={note} type="button" className={styles.key} disabled={note < amount} onClick={() => onText(String(note))}>
            {formatYen(note)}
          </button>
        ))}
      </fieldset>
      {pad && (
        <fieldset className={styles.pad} aria-label={t.padLabel(payer)}>
          {PAD_KEYS.map((key) => (
            <button key={key} type="button" className={styles.key} onClick={() => press(key)}>
              {key}
            </button>
          ))}
          <button type="button" className={styles.key} aria-label={t.backspace} onClick={() => onText(digits.slice(0, -1))}>
            ⌫
          </button>
          <button type="button" className={`${styles.key} ${styles.clear}`} onClick={() => onText('')}>
            {t.clear}
          </button>
        </fieldset>
      )}
    </div>
  );
}
