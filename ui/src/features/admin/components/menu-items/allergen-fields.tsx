import { ALLERGENS, type AllergenLevel, type ItemAllergen } from '@contract/allergens';
import { allergensText } from '@/i18n/allergens';
import { useText } from '@/i18n/use-text';
import styles from './allergen-fields.module.css';

export interface AllergenFieldsProps {
  value: readonly ItemAllergen[];
  onChange: (next: ItemAllergen[]) => void;
  className?: string;
}

type Choice = AllergenLevel | 'none';

/** The item's allergens with the level of each, in the list's order (mandatory first). */
export function setAllergenLevel(value: readonly ItemAllergen[], id: string, choice: Choice): ItemAllergen[] {
  const others = value.filter((a) => a.id !== id);
  const next = choice === 'none' ? others : [...others, { id, level: choice }];
  const order = (each: ItemAllergen) => ALLERGENS.findIndex((a) => a.id === each.id);
  return next.sort((a, b) => order(a) - order(b));
}

/** アレルギー: every allergen with なし / 含む / 含む可能性, folded until the owner opens it. */
export function AllergenFields({ value, onChange, className }: AllergenFieldsProps) {
  const t = useText(allergensText);
  const levelOf = (id: string): Choice => value.find((a) => a.id === id)?.level ?? 'none';
  const choices: readonly [Choice, string][] = [
    ['none', t.none],
    ['contains', t.contains],
    ['may_contain', t.mayContain],
  ];
  const rows = (mandatory: boolean) =>
    ALLERGENS.filter((a) => a.mandatory === mandatory).map((allergen) => (
      <div key={allergen.id} className={styles.row} role="radiogroup" aria-label={t.editor.levelOf(allergen.names.ja)}>
        <span className={styles.name}>{allergen.names.ja}</span>
        <span className={styles.levels}>
          {choices.map(([choice, label]) => (
            <label key={choice} className={styles.level} data-choice={choice}>
              <input
                type="radio"
                name={`allergen-${allergen.id}`}
                value={choice}
                checked={levelOf(allergen.id) === choice}
                onChange={() => onChange(setAllergenLevel(value, allergen.id, choice))}
              />
              <span>{label}</span>
            </label>
          ))}
        </span>
      </div>
    ));
  return (
    <details className={[styles.section, className].filter(Boolean).join(' ')} data-testid="item-allergens">
      <summary className={styles.summary}>
        {t.title}: <span className={styles.count}>{t.editor.summary(value.length)}</span>
      </summary>
      <p className={styles.hint}>{t.editor.hint}</p>
      <h4 className={styles.heading}>{t.mandatory}</h4>
      <div className={styles.rows}>{rows(true)}</div>
      <h4 className={styles.heading}>{t.recommended}</h4>
      <div className={styles.rows}>{rows(false)}</div>
    </details>
  );
}
