import { labelPlainText } from '@contract/label-text';
import type { MenuItem } from '@contract/menu-items';
import type { Menu } from '@contract/menus';
import type { OptionChoice, OptionGroup } from '@contract/option-groups';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { formatYen } from '@/i18n/format';
import { useText } from '@/i18n/use-text';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { flagOptionChoice } from '../../api/option-groups.api';
import { deltaLabel } from './option-group-form';
import styles from './option-groups.module.css';

export interface OptionGroupCardProps {
  group: OptionGroup;
  menus: readonly Menu[];
  items: readonly MenuItem[];
  onEdit: () => void;
  onDelete: () => void;
  /** A choice was marked 品切れ or back on sale. */
  onFlagged: () => void;
}

/** One group as the owner scans the list: its rule, its choices (with a 品切れ switch each) and where it shows. */
export function OptionGroupCard({ group, menus, items, onEdit, onDelete, onFlagged }: OptionGroupCardProps) {
  const t = useText(adminText).optionGroups;
  const genres = menus.filter((m) => group.menu_ids.includes(m.id)).map((m) => m.label);
  const itemNames = items.filter((i) => group.item_ids.includes(i.id)).map((i) => labelPlainText(i.label));
  return (
    <li className={styles.group} data-testid="option-group">
      <div className={styles.groupHead}>
        <h3 className={styles.groupTitle}>
          {group.label}
          <span className={styles.groupName}>{group.name}</span>
        </h3>
        <span className={group.min_picks > 0 ? styles.required : styles.optional}>
          {group.min_picks > 0 ? t.requiredTag : t.optionalTag}
        </span>
        <span className={styles.picks}>{group.max_picks === 1 ? t.single : t.multi(group.max_picks)}</span>
      </div>
      <ul className={styles.choices} aria-label={`${group.label}の${t.choices}`}>
        {group.choices.map((choice) => (
          <ChoiceRow key={choice.id} choice={choice} onFlagged={onFlagged} />
        ))}
      </ul>
      <p className={styles.attached}>{t.attachedTo(genres.join('、'), itemNames.join('、'))}</p>
      <div className={styles.groupActions}>
        <Button variant="secondary" onClick={onEdit} aria-label={t.editTitle(group.label)}>
          {t.edit}
        </Button>
        <Button variant="ghost" onClick={onDelete} aria-label={`${group.label}を${t.delete}`}>
          {t.delete}
        </Button>
      </div>
    </li>
  );
}

function ChoiceRow({ choice, onFlagged }: { choice: OptionChoice; onFlagged: () => void }) {
  const t = useText(adminText).optionGroups;
  const [busy, setBusy] = useState(false);
  const soldOut = choice.flag === 0;
  const flip = async () => {
    setBusy(true);
    try {
      await flagOptionChoice(choice.id, soldOut ? 1 : 0);
      onFlagged();
    } catch (error) {
      showToast(errorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };
  const delta = deltaLabel(choice.price_delta, formatYen);
  return (
    <li className={styles.choice} data-sold-out={soldOut || undefined}>
      <span className={styles.choiceLabel}>
        {choice.label}
        {delta && <span className={styles.delta}>{delta}</span>}
      </span>
      <span className={styles.tags}>
        {choice.is_default === 1 && <span className={styles.tag}>{t.isDefault}</span>}
        {choice.plan_charged === 1 && <span className={styles.tag}>{t.planCharged}</span>}
        {soldOut && <span className={styles.soldOutTag}>{t.soldOut}</span>}
      </span>
      <Button
        variant={soldOut ? 'secondary' : 'ghost'}
        loading={busy}
        onClick={flip}
        aria-label={soldOut ? t.markOnSale(choice.label) : t.markSoldOut(choice.label)}
      >
        {soldOut ? t.onSaleAction : t.soldOutAction}
      </Button>
    </li>
  );
}

/** The toast of a save, for the editor. */
export function savedToast(created: boolean): void {
  const t = text(adminText).optionGroups;
  showToast(created ? t.created : t.updated, 'success');
}
