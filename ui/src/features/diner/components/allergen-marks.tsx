import { allergenName, type ItemAllergen } from '@contract/allergens';
import { allergensText } from '@/i18n/allergens';
import { useLocale } from '@/i18n/locale';
import { useText } from '@/i18n/use-text';
import styles from './allergens.module.css';

const MAX_MARKS = 4;

/** A card's compact row: the item's allergens as small marks (filled: contains; dashed: may contain). */
export function AllergenMarks({ allergens }: { allergens: readonly ItemAllergen[] }) {
  const t = useText(allergensText);
  const locale = useLocale();
  if (allergens.length === 0) return null;
  // What it contains first: the card has room for a few marks only.
  const ordered = [...allergens.filter((a) => a.level === 'contains'), ...allergens.filter((a) => a.level !== 'contains')];
  const shown = ordered.slice(0, MAX_MARKS);
  const names = ordered
    .map((a) => `${allergenName(a.id, locale)}${a.level === 'may_contain' ? `（${t.mayContain}）` : ''}`)
    .join('、');
  return (
    <span className={styles.marks} role="img" aria-label={t.marksLabel(names)} data-testid="allergen-marks">
      {shown.map((a) => (
        <span
          key={a.id}
          className={a.level === 'contains' ? styles.mark : styles.markMay}
          data-allergen={a.id}
          data-level={a.level}
        >
          {allergenName(a.id, locale)}
        </span>
      ))}
      {ordered.length > MAX_MARKS && <span className={styles.more}>{t.more(ordered.length - MAX_MARKS)}</span>}
    </span>
  );
}

/** The item detail's list: what it contains, what it may contain, and the shop's notice. */
export function AllergenList({ allergens }: { allergens: readonly ItemAllergen[] }) {
  const t = useText(allergensText);
  const locale = useLocale();
  const contains = allergens.filter((a) => a.level === 'contains');
  const may = allergens.filter((a) => a.level === 'may_contain');
  return (
    <section className={styles.list} data-testid="allergen-list" aria-label={t.title}>
      <h3 className={styles.heading}>{t.title}</h3>
      {allergens.length === 0 && <p className={styles.noneListed}>{t.noneListed}</p>}
      {contains.length > 0 && (
        <p className={styles.group} data-level="contains">
          <span className={styles.groupLabel}>{t.contains}</span>
          <span className={styles.names}>
            {contains.map((a) => (
              <span key={a.id} className={styles.mark} data-allergen={a.id}>
                {allergenName(a.id, locale)}
              </span>
            ))}
          </span>
        </p>
      )}
      {may.length > 0 && (
        <p className={styles.group} data-level="may_contain">
          <span className={styles.groupLabelMay}>{t.mayContain}</span>
          <span className={styles.names}>
            {may.map((a) => (
              <span key={a.id} className={styles.markMay} data-allergen={a.id}>
                {allergenName(a.id, locale)}
              </span>
            ))}
          </span>
        </p>
      )}
      <AllergenNotice />
    </section>
  );
}

export function AllergenNotice() {
  const t = useText(allergensText);
  return (
    <p className={styles.notice} data-testid="allergen-notice">
      {t.notice}
    </p>
  );
}
