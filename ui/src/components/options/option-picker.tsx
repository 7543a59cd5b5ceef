import type { ItemOptionGroup } from '@contract/option-groups';
import { CHOICE_ON_SALE, isRequired, isSingleChoice } from '@contract/option-rules';
import { formatYen } from '@/i18n/format';
import { toggleChoice } from '@/lib/options/option-choice';
import styles from './option-picker.module.css';

/** The picker's words: each area passes its own catalog's. */
export interface OptionPickerText {
  required: string;
  optional: string;
  /** 「2つまで」 for a multiple-choice group. */
  upTo: (max: number) => string;
  soldOut: string;
}

export interface OptionPickerProps {
  groups: readonly ItemOptionGroup[];
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
  text: OptionPickerText;
  /** Required groups still unpicked after the diner tried to add: marked. */
  highlightMissing?: readonly number[];
  disabled?: boolean;
}

/** '+¥110', '−¥50', or nothing for a choice that costs the same. */
export function deltaText(delta: number): string {
  if (delta === 0) return '';
  return delta > 0 ? `+${formatYen(delta)}` : `−${formatYen(-delta)}`;
}

/**
 * An item's option groups (焼き方, ご飯の量, トッピング): big buttons a thumb can hit, single-choice
 * groups as a radio group, multiple-choice ones as toggles, sold-out choices disabled.
 */
export function OptionPicker({ groups, chosen, onChange, text, highlightMissing = [], disabled }: OptionPickerProps) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => {
        const single = isSingleChoice(group);
        const missing = highlightMissing.includes(group.id);
        const titleId = `option-group-${group.id}`;
        return (
          <fieldset
            key={group.id}
            className={styles.group}
            role={single ? 'radiogroup' : 'group'}
            aria-labelledby={titleId}
            data-missing={missing || undefined}
          >
            <legend className={styles.legend} id={titleId}>
              <span className={styles.groupLabel}>{group.label}</span>
              <span className={isRequired(group) ? styles.required : styles.optional}>
                {isRequired(group) ? text.required : text.optional}
              </span>
              {!single && <span className={styles.upTo}>{text.upTo(group.max_picks)}</span>}
            </legend>
            <div className={styles.choices}>
              {group.choices.map((choice) => {
                const picked = chosen.includes(choice.id);
                const soldOut = choice.flag !== CHOICE_ON_SALE;
                const delta = deltaText(choice.price_delta);
                return (
                  <button
                    key={choice.id}
                    type="button"
                    className={styles.choice}
                    role={single ? 'radio' : 'checkbox'}
                    aria-checked={picked}
                    disabled={disabled || (soldOut && !picked)}
                    onClick={() => onChange(toggleChoice(groups, chosen, group.id, choice.id))}
                  >
                    <span className={styles.mark} aria-hidden="true" />
                    <span className={styles.choiceLabel}>{choice.label}</span>
                    {soldOut ? (
                      <span className={styles.soldOut}>{text.soldOut}</span>
                    ) : (
                      delta && <span className={styles.delta}>{delta}</span>
                    )}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
