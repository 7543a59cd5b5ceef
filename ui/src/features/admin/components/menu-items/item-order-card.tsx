import { labelPlainText } from '@contract/label-text';
import type { MenuItem } from '@contract/menu-items';
import type { Menu } from '@contract/menus';
import { useCallback, useEffect, useState } from 'react';
import { adminText } from '@/i18n/admin';
import { text } from '@/i18n/catalog';
import { useText } from '@/i18n/use-text';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast-store';
import { listGenreItems, reorderMenuItems } from '../../api/menu-items.api';
import { moveId } from '../../lib/move-id';
import { OrderButtons } from '../shared/order-buttons';
import { SelectField } from '../shared/select-field';
import { CollapsibleCard } from '../shell/admin-page';
import styles from './item-order-card.module.css';

export interface ItemOrderCardProps {
  menus: readonly Menu[];
  /** After a move: the page's list follows. */
  onMoved: () => void;
}

/** 商品の並び順: one genre's items with 上へ / 下へ, each move saved at once. */
export function ItemOrderCard({ menus, onMoved }: ItemOrderCardProps) {
  const t = useText(adminText).order;
  const [open, setOpen] = useState(false);
  const [menuId, setMenuId] = useState<number | null>(null);
  const [items, setItems] = useState<MenuItem[] | null>(null);
  const [moving, setMoving] = useState(false);
  const genre = menuId ?? menus[0]?.id ?? null;

  const load = useCallback(async (id: number) => {
    try {
      setItems(await listGenreItems(id));
    } catch (error) {
      showToast(errorMessage(error), 'error');
    }
  }, []);
  useEffect(() => {
    if (open && genre !== null) void load(genre);
  }, [open, genre, load]);

  async function move(id: number, step: -1 | 1) {
    if (genre === null) return;
    setMoving(true);
    try {
      const current = await listGenreItems(genre);
      await reorderMenuItems(
        genre,
        moveId(
          current.map((i) => i.id),
          id,
          step,
        ),
      );
      showToast(text(adminText).order.saved, 'success');
      await load(genre);
      onMoved();
    } catch (error) {
      showToast(errorMessage(error), 'error');
    } finally {
      setMoving(false);
    }
  }

  const label = menus.find((m) => m.id === genre)?.label ?? '';
  return (
    <CollapsibleCard title={t.itemsTitle} open={open} onToggle={setOpen}>
      <p className={styles.lead}>{t.itemsLead}</p>
      <div className={styles.genre}>
        <SelectField
          label={t.chooseGenre}
          value={genre ?? ''}
          options={menus.map((m) => ({ value: m.id, label: m.label }))}
          onValue={(value) => setMenuId(Number(value))}
        />
      </div>
      {items !== null && items.length === 0 && <p className={styles.lead}>{t.noItems}</p>}
      {items !== null && items.length > 0 && (
        <ol className={styles.list} aria-label={t.itemsLabel(label)}>
          {items.map((item, index) => {
            const name = labelPlainText(item.label);
            return (
              <li key={item.id} className={styles.row}>
                <span className={styles.place}>{index + 1}</span>
                <span className={styles.name}>{name}</span>
                <OrderButtons
                  name={name}
                  busy={moving}
                  onUp={index > 0 ? () => void move(item.id, -1) : undefined}
                  onDown={index < items.length - 1 ? () => void move(item.id, 1) : undefined}
                />
              </li>
            );
          })}
        </ol>
      )}
    </CollapsibleCard>
  );
}
