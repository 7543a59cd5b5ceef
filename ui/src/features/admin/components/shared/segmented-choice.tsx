import styles from './segmented-choice.module.css';

export interface SegmentedChoiceProps<T extends string> {
  /** The radio group's name (one per page). */
  name: string;
  /** What the choice is, for screen readers. */
  legend: string;
  /** Each value with its label, in order. */
  options: readonly (readonly [T, string])[];
  value: T;
  onChange: (value: T) => void;
}

/** One of a few (日 / 期間, すべて / 未翻訳 / 未確認): radios drawn as joined pills. */
export function SegmentedChoice<T extends string>({ name, legend, options, value, onChange }: SegmentedChoiceProps<T>) {
  return (
    <fieldset className={styles.segments}>
      <legend className="visually-hidden">{legend}</legend>
      {options.map(([each, label]) => (
        <label key={each} className={styles.segment} data-checked={value === each}>
          <input type="radio" name={name} value={each} checked={value === each} onChange={() => onChange(each)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
