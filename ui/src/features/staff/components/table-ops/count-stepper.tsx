import styles from './table-ops.module.css';

export interface CountStepperProps {
  legend: string;
  value: number;
  /** The value as read out (3名). */
  shown: string;
  fewerLabel: string;
  moreLabel: string;
  canLower: boolean;
  canRaise: boolean;
  onChange: (value: number) => void;
}

/** − value ＋, with a name: one count of the guests (大人, 子供). */
export function CountStepper({ legend, value, shown, fewerLabel, moreLabel, canLower, canRaise, onChange }: CountStepperProps) {
  return (
    <div className={styles.stepperField}>
      <span className={styles.guestsLabel}>{legend}</span>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.step}
          aria-label={fewerLabel}
          disabled={!canLower}
          onClick={() => onChange(value - 1)}
        >
          −
        </button>
        <output className={styles.stepValue} aria-live="polite">
          {shown}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label={moreLabel}
          disabled={!canRaise}
          onClick={() => onChange(value + 1)}
        >
          ＋
        </button>
      </div>
    </div>
  );
}
