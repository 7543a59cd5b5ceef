import { SERVICE_MENU_ID } from '@contract/constants';
import { labelPlainText } from '@contract/label-text';
import type { Menu } from '@contract/menus';
import { useMemo, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { Checkbox } from '../form/checkbox';
import { TextInputField } from '../shared/text-input-field';
import styles from './plan-terms.module.css';
import { useAllItems } from './use-all-items';

export interface PlanItemChecklistProps {
  menus: readonly Menu[];
  /** The plan item itself, left out. */
  itemId?: number;
  chosen: readonly number[];
  error: string | null;
  onChange: (ids: number[]) => void;
  className?: string;
}

/** The single items a plan makes free: a checklist by genre, narrowed by a word of the name. */
export function PlanItemChecklist({ menus, itemId, chosen, error, onChange, className }: PlanItemChecklistProps) {
  const t = useText(adminText).plans;
  const items = useAllItems();
  const [filter, setFilter] = useState('');
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...chosen, id].sort((a, b) => a - b) : chosen.filter((x) => x !== id));
  const shown = useMemo(() => {
    const word = filter.trim();
    return menus
      .filter((menu) => menu.id !== SERVICE_MENU_ID)
      .map((menu) => ({
        menu,
        items: (items ?? []).filter(
          (i) =>
            i.menu_id === menu.id &&
            i.id !== itemId &&
            (word === '' || labelPlainText(i.label).includes(word) || i.name.includes(word)),
        ),
      }))
      .filter((g) => g.items.length > 0);
  }, [menus, items, itemId, filter]);

  return (
    <fieldset className={[styles.group, className].filter(Boolean).join(' ')}>
      <legend className={styles.groupLegend}>{t.items}</legend>
      <p className={styles.hint}>
        {t.itemsHint} <span className={styles.count}>{t.itemsChosen(chosen.length)}</span>
      </p>
      <TextInputField label={t.itemFilter} type="search" value={filter} onValue={setFilter} />
      <div className={styles.itemBox}>
        {items === null ? (
          <p className={styles.hint}>{t.itemsLoading}</p>
        ) : shown.length === 0 ? (
          <p className={styles.hint}>{t.noItems}</p>
        ) : (
          shown.map(({ menu, items: inGenre }) => (
            <div key={menu.id}>
              <p className={styles.genreName}>{menu.label}</p>
              <div className={styles.choices}>
                {inGenre.map((item) => (
                  <Checkbox key={item.id} checked={chosen.includes(item.id)} onChange={(e) => toggle(item.id, e.target.checked)}>
                    {labelPlainText(item.label)}
                  </Checkbox>
                ))}
              </div>
            </div>
          ))
        )}
      </div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
