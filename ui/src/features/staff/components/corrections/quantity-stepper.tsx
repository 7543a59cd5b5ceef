import { staffText } from '@/i18n/staff';
import { useText } from '@/i18n/use-text';
import styles from './cancel-line-dialog.module.css';

export interface QuantityStepperProps {
  /** How many the line has. */
  total: number;
  value: number;
  onChange: (n: number) => void;
  disabled?: boolean;
}

/** How many of a line to take back: all by default, down to 1 (a quantity reduction). */
export function QuantityStepper({ total, value, onChange, disabled }: QuantityStepperProps) {
  const t = useText(staffText).cancelLine;
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{t.quantityLegend}</legend>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          aria-label={t.fewer}
          disabled={value <= 1}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <output className={styles.count} aria-live="polite">
          {t.quantityOf(total, value)}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label={t.more}
          disabled={value >= total}
          onClick={() => onChange(value + 1)}
        >
          ＋
        </button>
      </div>
      {value < total && <p className={styles.hint}>{t.keeps(total - value)}</p>}
    </fieldset>
  );
}
