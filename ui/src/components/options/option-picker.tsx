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
  disabled?: boolean;
  /** A choice's name as shown (the diner's language); default its Japanese label. */
  choiceLabel?: (choice: ItemOptionGroup['choices'][number]) => string;
  /** A group's title as shown (the diner's language); default its Japanese label. */
  groupLabel?: (group: ItemOptionGroup) => string;
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
export function OptionPicker({ groups, chosen, onChange, text, disabled, choiceLabel, groupLabel }: OptionPickerProps) {
  return (
    <div className={styles.groups}>
      {groups.map((group) => {
        const single = isSingleChoice(group);
        const titleId = `option-group-${group.id}`;
        return (
          <fieldset key={group.id} className={styles.group} role={single ? 'radiogroup' : 'group'} aria-labelledby={titleId}>
            <legend className={styles.legend} id={titleId}>
              <span className={styles.groupLabel} data-menu-text="">
                {groupLabel ? groupLabel(group) : group.label}
              </span>
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
                const blocked = disabled || (soldOut && !picked);
                return (
                  <label
                    key={choice.id}
                    className={styles.choice}
                    data-picked={picked || undefined}
                    data-disabled={blocked || undefined}
                  >
                    <input
                      className={styles.input}
                      type={single ? 'radio' : 'checkbox'}
                      name={titleId}
                      checked={picked}
                      disabled={blocked}
                      // A click, not a change: a tap on the picked choice of an optional group takes it back.
                      onClick={() => onChange(toggleChoice(groups, chosen, group.id, choice.id))}
                      onChange={() => undefined}
                    />
                    <span className={styles.mark} aria-hidden="true" />
                    <span className={styles.choiceLabel} data-menu-text="">
                      {choiceLabel ? choiceLabel(choice) : choice.label}
                    </span>
                    {soldOut ? (
                      <span className={styles.soldOut}>{text.soldOut}</span>
                    ) : (
                      delta && <span className={styles.delta}>{delta}</span>
                    )}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
