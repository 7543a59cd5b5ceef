import { MAX_LINE_QUANTITY } from '@contract/constants';
import styles from './line-stepper.module.css';

export interface LineStepperProps {
  value: number;
  onChange: (next: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  disabled: boolean;
}

/** − n + with thumb-sized buttons; − at 1 takes the line out (SPEC.md's cart). */
export function LineStepper({ value, onChange, decreaseLabel, increaseLabel, disabled }: LineStepperProps) {
  return (
    <span className={styles.stepper}>
      <button
        type="button"
        className={styles.button}
        onClick={() => onChange(value - 1)}
        disabled={disabled}
        aria-label={decreaseLabel}
      >
        −
      </button>
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className={styles.button}
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= MAX_LINE_QUANTITY}
        aria-label={increaseLabel}
      >
        +
      </button>
    </span>
  );
}
