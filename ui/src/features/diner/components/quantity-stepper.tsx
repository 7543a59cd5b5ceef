import styles from './quantity-stepper.module.css';

export interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  onChange: (next: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
  size?: 'md' | 'lg';
}

/** − n +, with touch-sized buttons; the number is announced when it changes. */
export function QuantityStepper({
  value,
  min = 1,
  max,
  onChange,
  decreaseLabel,
  increaseLabel,
  disabled = false,
  size = 'md',
}: QuantityStepperProps) {
  return (
    <span className={[styles.stepper, size === 'lg' ? styles.lg : undefined].filter(Boolean).join(' ')}>
      <button
        type="button"
        className={styles.button}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= min}
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
        disabled={disabled || value >= max}
        aria-label={increaseLabel}
      >
        +
      </button>
    </span>
  );
}
