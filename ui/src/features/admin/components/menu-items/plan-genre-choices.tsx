import { SERVICE_MENU_ID } from '@contract/constants';
import type { Menu } from '@contract/menus';
import { adminText } from '@/i18n/admin';
import { useText } from '@/i18n/use-text';
import { Checkbox } from '../form/checkbox';
import styles from './plan-terms.module.css';

export interface PlanGenreChoicesProps {
  menus: readonly Menu[];
  /** The item's own genre, which its plan cannot make free. */
  genreId: number | null;
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  className?: string;
}

/** The genres a plan makes free (every item of them, at 0円 on the visit). */
export function PlanGenreChoices({ menus, genreId, chosen, onChange, className }: PlanGenreChoicesProps) {
  const admin = useText(adminText);
  const choices = menus.filter((m) => m.id !== SERVICE_MENU_ID && m.id !== genreId);
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...chosen, id].sort((a, b) => a - b) : chosen.filter((x) => x !== id));
  if (choices.length === 0) return null;
  return (
    <fieldset className={[styles.group, className].filter(Boolean).join(' ')}>
      <legend className={styles.groupLegend}>{admin.menuItems.planLinks}</legend>
      <p className={styles.hint}>{admin.menuItems.planHint}</p>
      <div className={styles.choices}>
        {choices.map((m) => (
          <Checkbox key={m.id} checked={chosen.includes(m.id)} onChange={(e) => toggle(m.id, e.target.checked)}>
            {m.label}
          </Checkbox>
        ))}
      </div>
    </fieldset>
  );
}
