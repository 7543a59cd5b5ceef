import type { ReactNode } from 'react';
import styles from './cancel-line-dialog.module.css';

export interface ChoiceButtonsProps<T extends string> {
  legend: string;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  chosen: T | null;
  onChoose: (choice: T) => void;
  disabled?: boolean;
  /** Below the buttons (a note the choice opens). */
  children?: ReactNode;
}

/** Big buttons, one pressed: why a line is taken back, the kind and reason of a discount. */
export function ChoiceButtons<T extends string>({
  legend,
  choices,
  labelOf,
  chosen,
  onChoose,
  disabled,
  children,
}: ChoiceButtonsProps<T>) {
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.reasons}>
        {choices.map((choice) => (
          <button
            key={choice}
            type="button"
            className={[styles.reason, chosen === choice ? styles.chosen : undefined].filter(Boolean).join(' ')}
            aria-pressed={chosen === choice}
            onClick={() => onChoose(choice)}
          >
            {labelOf(choice)}
          </button>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
