import styles from './line-options.module.css';
import { deltaText } from './option-picker';

export interface LineOption {
  label: string;
  price_delta: number;
  choice_id?: number;
}

export interface LineOptionsProps {
  options?: readonly LineOption[];
  note?: string | null;
  /** Show each paid choice's price difference (where the screen shows money). */
  withDeltas?: boolean;
  /** Prefix of the note line, e.g. 「備考:」. */
  noteLabel: string;
  /** An option's name as shown (the diner's language); default its Japanese label. */
  labelOf?: (option: LineOption) => string;
}

/** Under an item's name: its chosen options (塩 / 大盛り +¥110) and its note, as ordered. */
export function LineOptions({ options = [], note, withDeltas, noteLabel, labelOf }: LineOptionsProps) {
  if (options.length === 0 && !note) return null;
  return (
    <div className={styles.options}>
      {options.length > 0 && (
        <span className={styles.choices} data-testid="line-options" data-menu-text="">
          {options
            .map((option) => {
              const delta = withDeltas ? deltaText(option.price_delta) : '';
              const label = labelOf ? labelOf(option) : option.label;
              return delta ? `${label} ${delta}` : label;
            })
            .join(' / ')}
        </span>
      )}
      {note && (
        <span className={styles.note} data-testid="line-note">
          {noteLabel} <span data-menu-text="">{note}</span>
        </span>
      )}
    </div>
  );
}
