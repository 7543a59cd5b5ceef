import { allergenName, type ItemAllergen } from '@contract/allergens';
import { useEffect } from 'react';
import { allergensText } from '@/i18n/allergens';
import { formatList } from '@/i18n/format';
import { useLocale } from '@/i18n/locale';
import { useText } from '@/i18n/use-text';
import { loadAllergenIcons, useAllergenIcons } from '../allergens/allergen-icons-store';
import { cardAllergens } from '../allergens/card-allergens';
import { AllergenIcon } from './allergen-icon';
import styles from './allergens.module.css';

/** Text marks while the icons are on their way; icons take less room, so more of them fit. */
const MAX_TEXT_MARKS = 4;
const MAX_ICONS = 6;

/** Fetches the pictograms once a screen shows an allergen. */
function useIconsWanted(wanted: boolean): boolean {
  const icons = useAllergenIcons();
  useEffect(() => {
    if (wanted) void loadAllergenIcons();
  }, [wanted]);
  return icons !== null;
}

/**
 * A card's compact row: the item's allergens as small icons (filled: contains; dashed: may
 * contain), the 8 mandatory ones always shown, each named by its title and the row's label; text
 * marks until the icons arrive.
 */
export function AllergenMarks({ allergens }: { allergens: readonly ItemAllergen[] }) {
  const t = useText(allergensText);
  const locale = useLocale();
  const icons = useIconsWanted(allergens.length > 0);
  if (allergens.length === 0) return null;
  // The label reads them all: what it contains, then what it may contain.
  const all = [...allergens.filter((a) => a.level === 'contains'), ...allergens.filter((a) => a.level !== 'contains')];
  const { shown, more } = cardAllergens(allergens, icons ? MAX_ICONS : MAX_TEXT_MARKS);
  const nameOf = (a: ItemAllergen) =>
    a.level === 'may_contain' ? t.mayContainName(allergenName(a.id, locale)) : allergenName(a.id, locale);
  return (
    <span
      className={icons ? styles.icons : styles.marks}
      role="img"
      aria-label={t.marksLabel(formatList(all.map(nameOf), locale))}
      data-testid="allergen-marks"
    >
      {shown.map((a) =>
        icons ? (
          <span
            key={a.id}
            className={a.level === 'contains' ? styles.icon : styles.iconMay}
            data-allergen={a.id}
            data-level={a.level}
            title={nameOf(a)}
          >
            <AllergenIcon id={a.id} className={styles.glyph} />
          </span>
        ) : (
          <span
            key={a.id}
            className={a.level === 'contains' ? styles.mark : styles.markMay}
            data-allergen={a.id}
            data-level={a.level}
          >
            {allergenName(a.id, locale)}
          </span>
        ),
      )}
      {more > 0 && <span className={styles.more}>{t.more(more)}</span>}
    </span>
  );
}

/** The item detail's list: what it contains, what it may contain (icon and name), and the shop's notice. */
export function AllergenList({ allergens }: { allergens: readonly ItemAllergen[] }) {
  const t = useText(allergensText);
  const locale = useLocale();
  useIconsWanted(allergens.length > 0);
  const contains = allergens.filter((a) => a.level === 'contains');
  const may = allergens.filter((a) => a.level === 'may_contain');
  const chip = (a: ItemAllergen, className: string | undefined) => (
    <span key={a.id} className={className} data-allergen={a.id}>
      <AllergenIcon id={a.id} className={styles.chipGlyph} />
      {allergenName(a.id, locale)}
    </span>
  );
  return (
    <section className={styles.list} data-testid="allergen-list" aria-label={t.title}>
      <h3 className={styles.heading}>{t.title}</h3>
      {allergens.length === 0 && <p className={styles.noneListed}>{t.noneListed}</p>}
      {contains.length > 0 && (
        <p className={styles.group} data-level="contains">
          <span className={styles.groupLabel}>{t.contains}</span>
          <span className={styles.names}>{contains.map((a) => chip(a, styles.mark))}</span>
        </p>
      )}
      {may.length > 0 && (
        <p className={styles.group} data-level="may_contain">
          <span className={styles.groupLabelMay}>{t.mayContain}</span>
          <span className={styles.names}>{may.map((a) => chip(a, styles.markMay))}</span>
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
