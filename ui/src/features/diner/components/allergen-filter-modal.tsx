import { ALLERGENS, allergenName } from '@contract/allergens';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { allergensText } from '@/i18n/allergens';
import { useLocale } from '@/i18n/locale';
import { useText } from '@/i18n/use-text';
import { type AllergenFilter, allergenFilterActions, toggleAvoided } from '../allergens/allergen-filter';
import styles from './allergen-filter.module.css';
import { AllergenNotice } from './allergen-marks';

/** The filter's choices: what to avoid, whether "may contain" counts, and dim instead of hide; applied on 決定. */
export function AllergenFilterModal({ initial, onClose }: { initial: AllergenFilter; onClose: () => void }) {
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
        <label className={styles.may}>
          <input
            type="checkbox"
            checked={draft.dim}
            onChange={(e) => setDraft({ ...draft, dim: e.target.checked })}
            data-testid="allergen-filter-dim"
          />
          <span>{t.filter.dim}</span>
        </label>
        <AllergenNotice />
      </div>
    </Modal>
  );
}
