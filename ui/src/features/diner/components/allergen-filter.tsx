import { ALLERGENS, type AllergenAvoidance, allergenName } from '@contract/allergens';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { allergensText } from '@/i18n/allergens';
import { useLocale } from '@/i18n/locale';
import { useText } from '@/i18n/use-text';
import { allergenFilterActions, toggleAvoided, useAllergenAvoidance } from '../allergens/allergen-filter';
import styles from './allergen-filter.module.css';
import { AllergenNotice } from './allergen-marks';

/** Above the menu: the filter's button, and while it is on what it hides and a way to turn it off. */
export function AllergenFilterBar({ hidden }: { hidden: number }) {
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
          <span className={styles.statusText}>{t.filter.active(names, hidden)}</span>
          <button type="button" className={styles.off} onClick={allergenFilterActions.clear}>
            {t.filter.off}
          </button>
        </p>
      )}
      {open && <AllergenFilterModal initial={avoid} onClose={() => setOpen(false)} />}
    </div>
  );
}

function AllergenFilterModal({ initial, onClose }: { initial: AllergenAvoidance; onClose: () => void }) {
  const t = useText(allergensText);
  const locale = useLocale();
  const [draft, setDraft] = useState(initial);
  const apply = () => {
    allergenFilterActions.set(draft);
    onClose();
  };
  const chips = (mandatory: boolean) => (
    <div className={styles.chips}>
      {ALLERGENS.filter((a) => a.mandatory === mandatory).map((a) => (
        <label key={a.id} className={styles.chip}>
          <input type="checkbox" checked={draft.ids.includes(a.id)} onChange={() => setDraft(toggleAvoided(draft, a.id))} />
          <span>{allergenName(a.id, locale)}</span>
        </label>
      ))}
    </div>
  );
  return (
    <Modal
      open
      onClose={onClose}
      title={t.filter.title}
      footer={
        <div className={styles.footer}>
          <Button variant="secondary" onClick={() => setDraft({ ...draft, ids: [] })}>
            {t.filter.clear}
          </Button>
          <Button onClick={apply} data-testid="allergen-filter-apply">
            {t.filter.done}
          </Button>
        </div>
      }
    >
      <div className={styles.body} data-testid="allergen-filter">
        <p className={styles.hint}>{t.filter.hint}</p>
        <h3 className={styles.heading}>{t.mandatory}</h3>
        {chips(true)}
        <h3 className={styles.heading}>{t.recommended}</h3>
        {chips(false)}
        <label className={styles.may}>
          <input
            type="checkbox"
            checked={draft.includeMayContain}
            onChange={(e) => setDraft({ ...draft, includeMayContain: e.target.checked })}
          />
          <span>{t.filter.includeMayContain}</span>
        </label>
        <AllergenNotice />
      </div>
    </Modal>
  );
}
