import styles from './line-options.module.css';
import { deltaText } from './option-picker';

export interface LineOptionsProps {
  options?: readonly { label: string; price_delta: number }[];
  note?: string | null;
  /** Show each paid choice's price difference (where the screen shows money). */
  withDeltas?: boolean;
  /** Prefix of the note line, e.g. 「備考:」. */
  noteLabel: string;
}

/** Under an item's name: its chosen options (塩 / 大盛り +¥110) and its note, as ordered. */
export function LineOptions({ options = [], note, withDeltas, noteLabel }: LineOptionsProps) {
  if (options.length === 0 && !note) return null;
  return (
    <div className={styles.options}>
      {options.length > 0 && (
        <span className={styles.choices} data-testid="line-options" data-menu-text="">
          {options
            .map((option) => {
              const delta = withDeltas ? deltaText(option.price_delta) : '';
              return delta ? `${option.label} ${delta}` : option.label;
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
