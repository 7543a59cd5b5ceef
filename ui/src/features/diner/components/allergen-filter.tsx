import { ALLERGENS, allergenName } from '@contract/allergens';
import { useState } from 'react';
import { allergensText } from '@/i18n/allergens';
import { useLocale } from '@/i18n/locale';
import { useText } from '@/i18n/use-text';
import { allergenFilterActions, useAllergenAvoidance } from '../allergens/allergen-filter';
import styles from './allergen-filter.module.css';
import { AllergenFilterModal } from './allergen-filter-modal';

/** Above the menu: the filter's button, and while it is on what it hides (or dims) and a way to turn it off. */
export function AllergenFilterBar({ affected }: { affected: number }) {
  const t = useText(allergensText);
  const locale = useLocale();
  const avoid = useAllergenAvoidance();
  const [open, setOpen] = useState(false);
  const on = avoid.ids.length > 0;
  const names = ALLERGENS.filter((a) => avoid.ids.includes(a.id))
    .map((a) => allergenName(a.id, locale))
    .join('・');
  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={on ? styles.openOn : styles.open}
        onClick={() => setOpen(true)}
        data-testid="allergen-filter-open"
      >
        {t.filter.open}
      </button>
      {on && (
        <p className={styles.status} role="status" data-testid="allergen-filter-status">
          <span className={styles.statusText}>
            {avoid.dim ? t.filter.activeDimmed(names, affected) : t.filter.active(names, affected)}
          </span>
          <button type="button" className={styles.off} onClick={allergenFilterActions.clear}>
            {t.filter.off}
          </button>
        </p>
      )}
      {open && <AllergenFilterModal initial={avoid} onClose={() => setOpen(false)} />}
    </div>
  );
}
